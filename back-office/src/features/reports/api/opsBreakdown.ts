import { keepPreviousData } from '@tanstack/react-query';
import type { opsBreakdown } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useOpsQuery } from '../../../shared/api/opsQuery';

/** Figures of the days from-to per game, room and program (every role). */
export type BreakdownBody = BodyOf<typeof opsBreakdown>;
export type BreakdownAnswer = AnswerOf<typeof opsBreakdown>;

/** The report asked; the last one stays shown while the next loads. */
export function useBreakdown(body: BreakdownBody) {
  return useOpsQuery('opsBreakdown', body, { key: [body], placeholderData: keepPreviousData });
}
