import { ISSUE_PATTERN, type Digits } from 'shared-contracts';
import type { CallResponse } from 'shared-contracts/api';
import { LINK_PATTERN, type Published } from './fairDraw';

/** The proof as the verifier's fields hold it: text a player may edit or paste. */
export interface ProofFields {
  issue: string;
  salt: string;
  link: string;
  previousLink: string;
  commitment: string;
  digits: string;
  code: string;
}

export const EMPTY_PROOF: ProofFields = { issue: '', salt: '', link: '', previousLink: '', commitment: '', digits: '', code: '' };

/** The proof's values as fields; a round voided before its draw has none but its issue. */
export function fieldsOf(proof: CallResponse<'verify'>): ProofFields {
  if (proof.code === null) return { ...EMPTY_PROOF, issue: proof.issue };
  return {
    issue: proof.issue,
    salt: proof.salt ?? '',
    link: proof.link ?? '',
    previousLink: proof.previous_link ?? '',
    commitment: proof.commitment ?? '',
    digits: `${proof.site_1},${proof.site_2},${proof.site_3}`,
    code: String(proof.code),
  };
}

/** "1,7,0" or "1 7 0" -> [1, 7, 0]; null when it is not three digits. */
export function parseDigits(text: string): Digits | null {
  const m = /^\s*(\d)\s*[,\s]\s*(\d)\s*[,\s]\s*(\d)\s*$/.exec(text);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

export type FieldProblem = 'invalidLink' | 'invalidIssue' | 'invalidDigits';

/** Which fields cannot be checked as typed (each gets its own message), empty when all can. */
export function fieldProblems(fields: ProofFields): Partial<Record<keyof ProofFields, FieldProblem>> {
  const problems: Partial<Record<keyof ProofFields, FieldProblem>> = {};
  if (!LINK_PATTERN.test(fields.link)) problems.link = 'invalidLink';
  if (!LINK_PATTERN.test(fields.previousLink)) problems.previousLink = 'invalidLink';
  if (fields.commitment && !LINK_PATTERN.test(fields.commitment)) problems.commitment = 'invalidLink';
  if (!ISSUE_PATTERN.test(fields.issue)) problems.issue = 'invalidIssue';
  if (!parseDigits(fields.digits) || !/^\d{1,2}$/.test(fields.code.trim())) problems.digits = 'invalidDigits';
  return problems;
}

/** What was published, from valid fields (plus the server's class results when the proof came from it). */
export function publishedOf(fields: ProofFields, outcomes?: Published['outcomes']): Published {
  return { previousLink: fields.previousLink, digits: parseDigits(fields.digits)!, code: Number(fields.code), outcomes };
}
