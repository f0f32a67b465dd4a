import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { opsEnrolment } from 'shared-contracts/ops';
import type { AnswerOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';

/**
 * Opens the enrolment link, once (the server spends it): the operator, the authenticator's new secret (otpauth:// URI
 * and text), and the token this page finishes the enrolment with.
 */
export type OpsEnrolmentAnswer = AnswerOf<typeof opsEnrolment>;

export const fetchOpsEnrolment = (call: OpsCall, token: string) => call('opsEnrolment', { token });

/** Opens the link when the page shows it, and never again (no retry, no refetch, not twice under StrictMode). */
export function useOpsEnrolment(token: string) {
  const { call } = useSession();
  const open = useMutation({ mutationFn: () => fetchOpsEnrolment(call, token), retry: false });
  const opened = useRef(false);
  const { mutate } = open;
  useEffect(() => {
    if (token === '' || opened.current) return;
    opened.current = true;
    mutate();
  }, [token, mutate]);
  return open;
}
