import { useMutation } from '@tanstack/react-query';
import { useSession, type OpsCall } from '../session/SessionProvider';

/** Ends the session (the server clears the cookie). */
export const fetchOpsSignOut = (call: OpsCall) => call('opsSignOut', {});

/** Signs out, then forgets the session and every cached answer (the gate goes to sign-in). */
export function useOpsSignOut() {
  const { call, signedOut } = useSession();
  return useMutation({ mutationFn: () => fetchOpsSignOut(call), onSuccess: signedOut });
}
