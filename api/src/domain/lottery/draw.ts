import { createHmac } from 'node:crypto';
import { ALL_CLASSES, classWins, digitSum, type Digits } from 'shared-contracts';

/**
 * The draw of one round (docs/fairness.md): bytes = HMAC-SHA256(key = the round's link as lowercase hex text,
 * message = salt + ':' + issue); a byte b is accepted only if b < 250 and gives the digit b mod 10;
 * the first three accepted bytes are site_1..site_3. Should one block not hold three accepted bytes,
 * further blocks use the message with ':1', ':2', ... appended.
 */
export const ACCEPT_BELOW = 250;

export function drawBlock(linkHex: string, salt: string, issue: string, block: number): Buffer {
  const message = block === 0 ? `${salt}:${issue}` : `${salt}:${issue}:${block}`;
  return createHmac('sha256', Buffer.from(linkHex, 'utf8')).update(message, 'utf8').digest();
}

/** Rejection sampling over a sequence of byte blocks; pure, so the rare extension path is testable. */
export function digitsFromBlocks(nextBlock: (index: number) => Uint8Array): Digits {
  const digits: number[] = [];
  for (let block = 0; digits.length < 3; block++) {
    for (const byte of nextBlock(block)) {
      if (byte >= ACCEPT_BELOW) continue;
      digits.push(byte % 10);
      if (digits.length === 3) break;
    }
  }
  return [digits[0]!, digits[1]!, digits[2]!];
}

export function drawDigits(linkHex: string, salt: string, issue: string): Digits {
  return digitsFromBlocks((block) => drawBlock(linkHex, salt, issue, block));
}

export interface DrawResult {
  digits: Digits;
  sum: number;
  outcomes: { class: number; win: boolean }[];
}

/** Every outcome class's result for a draw (what the verifier shows). */
export function describeDraw(digits: Digits): DrawResult {
  const sum = digitSum(digits);
  return { digits, sum, outcomes: ALL_CLASSES.map((cls) => ({ class: cls, win: classWins(cls, sum) })) };
}
