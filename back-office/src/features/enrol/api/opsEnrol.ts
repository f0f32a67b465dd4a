import { useMutation } from '@tanstack/react-query';
import type { opsEnrol } from 'shared-contracts/ops';
import type { BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';

/** Completes enrolment (password and a first code); answers a session: the operator is signed in. */
export type OpsEnrolBody = BodyOf<typeof opsEnrol>;

export const fetchOpsEnrol = (call: OpsCall, body: OpsEnrolBody) => call('opsEnrol', body);

export function useOpsEnrol({ onSuccess }: { onSuccess: () => void }) {
  const { call, signedIn } = useSession();
  return useMutation({
    mutationFn: (body: OpsEnrolBody) => fetchOpsEnrol(call, body),
    onSuccess: (session) => {
      signedIn(session);
      onSuccess();
    },
  });
}
