import { ALL_CLASSES, classWins, type Digits } from 'shared-contracts';

/**
 * The server's draw (docs/fairness.md, api/src/domain/lottery/draw.ts and chain.ts) redone in the browser with
 * WebCrypto alone, keeping every intermediate value so the verifier can show it.
 */
export const ACCEPT_BELOW = 250;
export const LINK_PATTERN = /^[0-9a-f]{64}$/;

const utf8 = new TextEncoder();
const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** sha256 of a link's lowercase hex TEXT (not of its bytes), as the chain hashes it. */
export async function hashLink(linkHex: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', utf8.encode(linkHex))));
}

export function blockMessage(salt: string, issue: string, block: number): string {
  return block === 0 ? `${salt}:${issue}` : `${salt}:${issue}:${block}`;
}

export interface DigitPick {
  block: number;
  index: number;
  byte: number;
  /** null when the byte was rejected (>= 250). */
  digit: number | null;
}

/** Rejection sampling over blocks: each byte in order, accepted when < 250 (digit = byte mod 10), until three digits. */
export function digitsFromBlocks(blocks: readonly Uint8Array[]): { digits: Digits; picks: DigitPick[] } | null {
  const picks: DigitPick[] = [];
  const digits: number[] = [];
  for (const [block, bytes] of blocks.entries()) {
    for (const [index, byte] of bytes.entries()) {
      const digit = byte < ACCEPT_BELOW ? byte % 10 : null;
      picks.push({ block, index, byte, digit });
      if (digit !== null) digits.push(digit);
      if (digits.length === 3) return { digits: [digits[0]!, digits[1]!, digits[2]!], picks };
    }
  }
  return null;
}

export interface ProofInput {
  link: string;
  salt: string;
  issue: string;
}

export interface Recomputation {
  /** sha256(link): must equal the link revealed before this round (or the commitment for a chain's first round). */
  linkHash: string;
  blocks: { message: string; hex: string }[];
  picks: DigitPick[];
  digits: Digits;
  sum: number;
  outcomes: { class: number; win: boolean }[];
}

async function hmacBlock(key: CryptoKey, message: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, utf8.encode(message)));
}

/** Every step of the server's draw for one round, from its link, salt and issue. */
export async function recompute({ link, salt, issue }: ProofInput): Promise<Recomputation> {
  const key = await crypto.subtle.importKey('raw', utf8.encode(link), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const blocks: { message: string; bytes: Uint8Array }[] = [];
  let drawn: ReturnType<typeof digitsFromBlocks> = null;
  while (!drawn) {
    const message = blockMessage(salt, issue, blocks.length);
    blocks.push({ message, bytes: await hmacBlock(key, message) });
    drawn = digitsFromBlocks(blocks.map((b) => b.bytes));
  }
  const sum = drawn.digits[0] + drawn.digits[1] + drawn.digits[2];
  return {
    linkHash: await hashLink(link),
    blocks: blocks.map((b) => ({ message: b.message, hex: toHex(b.bytes) })),
    picks: drawn.picks,
    digits: drawn.digits,
    sum,
    outcomes: ALL_CLASSES.map((cls) => ({ class: cls, win: classWins(cls, sum) })),
  };
}

/**
 * How many sha256 steps take `link` to `commitment` (the round's place in its chain), or null when it does not
 * reach it within `maxSteps`: the optional last check, linking the round to the commitment published in advance.
 */
export async function stepsToCommitment(link: string, commitment: string, maxSteps: number): Promise<number | null> {
  let hash = link;
  for (let step = 1; step <= maxSteps; step++) {
    hash = await hashLink(hash);
    if (hash === commitment) return step;
  }
  return null;
}

export interface Published {
  previousLink: string;
  digits: Digits;
  code: number;
  /** The server's win/lose per class, when the proof came from it. */
  outcomes?: readonly { class: number; win: boolean }[];
}

export interface Verdict {
  chainLinked: boolean;
  digitsMatch: boolean;
  sumMatches: boolean;
  /** Classes whose published result differs from the recomputed one. */
  outcomeMismatches: number[];
  match: boolean;
}

/** The recomputation against what was published: a match only when every check agrees. */
export function judge(re: Recomputation, published: Published): Verdict {
  const chainLinked = re.linkHash === published.previousLink;
  const digitsMatch = re.digits.every((d, i) => d === published.digits[i]);
  const sumMatches = re.sum === published.code;
  const wins = new Map(re.outcomes.map((o) => [o.class, o.win]));
  const outcomeMismatches = (published.outcomes ?? []).filter((o) => wins.get(o.class) !== o.win).map((o) => o.class);
  return {
    chainLinked,
    digitsMatch,
    sumMatches,
    outcomeMismatches,
    match: chainLinked && digitsMatch && sumMatches && outcomeMismatches.length === 0,
  };
}
