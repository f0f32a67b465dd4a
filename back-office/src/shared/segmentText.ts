import type { TFunction } from 'i18next';
import type { opsSegmentPreview } from 'shared-contracts/ops';
import type { BodyOf } from './api/contract';

/** Who a message to a segment reaches (opsSegmentPreview, opsSegmentAsk, a message.segment request's payload). */
export type Segment = BodyOf<typeof opsSegmentPreview>['segment'];

/** A segment in words ('members who bet in the last 7 days'): the message screen's and the requests' one wording. */
export function segmentText(t: TFunction, segment: Segment): string {
  if (segment.kind === 'deposited_between') return t('segments.named.deposited_between', { begin: segment.begin, end: segment.end });
  if (segment.kind === 'active_days') return t('segments.named.active_days', { days: segment.days });
  return t(`segments.named.${segment.kind}`);
}
