// The withdrawal thresholds an admin sets (issue 40): a four-eyes request (operators/requests, kind
// 'verification.thresholds'); approving it writes a row of migration 060 and its audit row.
import type { Actor } from '../audit/log';
import { writeAudit } from '../audit/log';
import type { Trx } from '../db/schema';
import { AppError } from '../i18n/errors';
import { VERIFICATION_ERR } from './errors';
import { thresholdsInForce, type Thresholds } from './levels';
import type { VerificationSettings } from './settings';

/** Refuses thresholds where full asks for less than basic (70132). */
export function checkThresholdsOrder(asked: Thresholds): void {
  if (asked.fullAbove < asked.basicAbove) throw new AppError(VERIFICATION_ERR.thresholdsOrder);
}

/** Refuses asking for the thresholds in force already (70133). */
export async function checkThresholdsChange(trx: Trx, settings: VerificationSettings, asked: Thresholds): Promise<void> {
  checkThresholdsOrder(asked);
  const now = await thresholdsInForce(trx, settings);
  if (now.basicAbove === asked.basicAbove && now.fullAbove === asked.fullAbove) throw new AppError(VERIFICATION_ERR.thresholdsUnchanged);
}

/** Puts `asked` in force (the approver is `by`; `reason` is the request's), audited `verification.thresholds`. */
export async function setThresholds(trx: Trx, settings: VerificationSettings, asked: Thresholds, reason: string, by: Actor, now: number) {
  const before = await thresholdsInForce(trx, settings);
  await trx
    .insertInto('verification_thresholds')
    .values({ basic_above: asked.basicAbove, full_above: asked.fullAbove, set_by: by.actor, reason, set_at: now })
    .execute();
  await writeAudit(trx, { ...by, action: 'verification.thresholds', target: 'verification:thresholds', before, after: asked, reason }, now);
}
