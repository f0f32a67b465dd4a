import { useMutation } from '@tanstack/react-query';
import type { opsSignOut } from 'shared-contracts/ops';
import { useSession, type OpsCall } from '../session/SessionProvider';
import type { AnswerOf } from './contract';
import type { OpsEndpoint } from './opsFetch';

/** Ends the session (the server clears the cookie). */
export const opsSignOutEndpoint: OpsEndpoint = { path: '/api/ops/signOut', mutates: true };

export const fetchOpsSignOut = (call: OpsCall) => call<AnswerOf<typeof opsSignOut>>(opsSignOutEndpoint, {});

/** Signs out, then forgets the session and every cached answer (the gate goes to sign-in). */
export function useOpsSignOut() {
  const { call, signedOut } = useSession();
  return useMutation({ mutationFn: () => fetchOpsSignOut(call), onSuccess: signedOut });
}
