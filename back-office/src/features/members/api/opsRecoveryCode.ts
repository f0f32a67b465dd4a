import { useMutation } from '@tanstack/react-query';
import type { opsRecoveryCode } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';

/**
 * Issues a member's one-time recovery code (support, admin) after verifying them: read to the member, it works once,
 * for 30 minutes, on the app's forgot path. The reason (how they were verified) is audited; the code never is.
 */
export type OpsRecoveryCodeBody = BodyOf<typeof opsRecoveryCode>;
export type RecoveryKind = OpsRecoveryCodeBody['kind'];
export type OpsRecoveryCodeAnswer = AnswerOf<typeof opsRecoveryCode>;

export const fetchOpsRecoveryCode = (call: OpsCall, body: OpsRecoveryCodeBody) => call('opsRecoveryCode', body);

export function useOpsRecoveryCode() {
  const { call } = useSession();
  return useMutation({ mutationFn: (body: OpsRecoveryCodeBody) => fetchOpsRecoveryCode(call, body) });
}
