import { useMutation } from '@tanstack/react-query';
import type { opsOwnAuthenticatorConfirm, opsOwnAuthenticatorStart, opsOwnPassword } from 'shared-contracts/ops';
import type { BodyOf } from '../../../shared/api/contract';
import { useSession } from '../../../shared/session/SessionProvider';

/** The signed-in operator's own password: the current one and a code prove it is them. */
export function useOpsOwnPassword() {
  const { call } = useSession();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsOwnPassword>) => call('opsOwnPassword', body),
  });
}

/** Starts moving to a new authenticator: answers its secret, once. */
export function useOpsOwnAuthenticatorStart() {
  const { call } = useSession();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsOwnAuthenticatorStart>) => call('opsOwnAuthenticatorStart', body),
  });
}

/** A code of the new authenticator completes the move. */
export function useOpsOwnAuthenticatorConfirm() {
  const { call } = useSession();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsOwnAuthenticatorConfirm>) => call('opsOwnAuthenticatorConfirm', body),
  });
}
