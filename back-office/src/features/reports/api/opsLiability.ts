import { keepPreviousData } from '@tanstack/react-query';
import type { opsLiability } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useOpsQuery } from '../../../shared/api/opsQuery';

/** The members' liability at the end of a day (every role). */
export type LiabilityBody = BodyOf<typeof opsLiability>;
export type LiabilityAnswer = AnswerOf<typeof opsLiability>;

/** The report asked; the last one stays shown while the next loads. */
export function useLiability(body: LiabilityBody) {
  return useOpsQuery('opsLiability', body, { key: [body], placeholderData: keepPreviousData });
}
