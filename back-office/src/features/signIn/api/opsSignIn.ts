import { useMutation } from '@tanstack/react-query';
import type { opsSignIn } from 'shared-contracts/ops';
import type { BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';

/** Name, password and a 6-digit code; answers a session. */
export type OpsSignInBody = BodyOf<typeof opsSignIn>;

export const fetchOpsSignIn = (call: OpsCall, body: OpsSignInBody) => call('opsSignIn', body);

export function useOpsSignIn({ onSuccess }: { onSuccess: () => void }) {
  const { call, signedIn } = useSession();
  return useMutation({
    mutationFn: (body: OpsSignInBody) => fetchOpsSignIn(call, body),
    onSuccess: (session) => {
      signedIn(session);
      onSuccess();
    },
  });
}
