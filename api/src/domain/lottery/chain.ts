import { createHash, randomBytes } from 'node:crypto';

/**
 * The provably fair hash chain of docs/fairness.md.
 *
 * Generation starts at a secret seed (64 lowercase hex chars) and hashes forward:
 *   g0 = seed, g(j+1) = sha256(lowercase hex of g(j)), commitment = g(length).
 * Round k (1..length) of the chain uses the link k hashing steps before the commitment, g(length - k);
 * so sha256(link of round k) = link of round k-1, and sha256(link of round 1) = commitment.
 * Links are handled as lowercase hex text everywhere (hashing input, HMAC key, the wire).
 */
export const LINK_PATTERN = /^[0-9a-f]{64}$/;

export function hashLink(linkHex: string): string {
  return createHash('sha256').update(linkHex, 'utf8').digest('hex');
}

export function newChainSeed(): string {
  return randomBytes(32).toString('hex');
}

/** Whether `link` hashes to `commitment` in exactly `steps` steps (what a verifier of round `steps` checks). */
export function reachesCommitment(linkHex: string, commitment: string, steps: number): boolean {
  let h = linkHex;
  for (let i = 0; i < steps; i++) h = hashLink(h);
  return h === commitment;
}

/**
 * A chain held in memory with a checkpoint every `checkpointEvery` links, so a round's link costs
 * at most `checkpointEvery` hashes instead of `length`; the segment last expanded is kept, so drawing
 * rounds one after another costs about one hash each.
 */
export class HashChain {
  readonly commitment: string;
  private readonly checkpoints: string[] = [];
  private segment: { slot: number; links: string[] } | null = null;

  constructor(
    seed: string,
    readonly length: number,
    private readonly checkpointEvery = 1000,
  ) {
    if (!LINK_PATTERN.test(seed)) throw new RangeError('chain seed must be 64 lowercase hex characters');
    if (!Number.isSafeInteger(length) || length < 1) throw new RangeError(`chain length must be a positive integer, got ${length}`);
    let h = seed;
    for (let j = 0; j < length; j++) {
      if (j % checkpointEvery === 0) this.checkpoints.push(h);
      h = hashLink(h);
    }
    this.commitment = h;
  }

  /** The link of round k of this chain (1 = first round after the commitment). */
  link(round: number): string {
    if (!Number.isSafeInteger(round) || round < 1 || round > this.length) {
      throw new RangeError(`round ${round} is outside the chain (1..${this.length})`);
    }
    const j = this.length - round;
    const slot = Math.floor(j / this.checkpointEvery);
    if (this.segment?.slot !== slot) {
      const links = [this.checkpoints[slot]!];
      const end = Math.min(this.checkpointEvery, this.length - slot * this.checkpointEvery);
      for (let i = 1; i < end; i++) links.push(hashLink(links[i - 1]!));
      this.segment = { slot, links };
    }
    return this.segment.links[j - slot * this.checkpointEvery]!;
  }

  /** What players of round k saw before the draw: round k-1's link, or the commitment for round 1. */
  previousLink(round: number): string {
    return round === 1 ? this.commitment : this.link(round - 1);
  }
}
