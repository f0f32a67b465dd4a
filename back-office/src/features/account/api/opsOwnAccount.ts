import { useMutation } from '@tanstack/react-query';
import type { opsOwnAuthenticatorConfirm, opsOwnAuthenticatorStart, opsOwnPassword } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import type { OpsEndpoint } from '../../../shared/api/opsFetch';
import { useSession } from '../../../shared/session/SessionProvider';

/** The signed-in operator's own password: the current one and a code prove it is them. */
export const opsOwnPasswordEndpoint: OpsEndpoint = { path: '/api/ops/ownPassword', mutates: true };
/** Starts moving to a new authenticator: answers its secret, once. */
export const opsOwnAuthenticatorStartEndpoint: OpsEndpoint = { path: '/api/ops/ownAuthenticatorStart', mutates: true };
/** A code of the new authenticator completes the move. */
export const opsOwnAuthenticatorConfirmEndpoint: OpsEndpoint = { path: '/api/ops/ownAuthenticatorConfirm', mutates: true };

export function useOpsOwnPassword() {
  const { call } = useSession();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsOwnPassword>) => call<AnswerOf<typeof opsOwnPassword>>(opsOwnPasswordEndpoint, body),
  });
}

export function useOpsOwnAuthenticatorStart() {
  const { call } = useSession();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsOwnAuthenticatorStart>) =>
      call<AnswerOf<typeof opsOwnAuthenticatorStart>>(opsOwnAuthenticatorStartEndpoint, body),
  });
}

export function useOpsOwnAuthenticatorConfirm() {
  const { call } = useSession();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsOwnAuthenticatorConfirm>) =>
      call<AnswerOf<typeof opsOwnAuthenticatorConfirm>>(opsOwnAuthenticatorConfirmEndpoint, body),
  });
}
