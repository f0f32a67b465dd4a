import { randomBytes } from 'node:crypto';
import type { Db, Trx } from '../../db/schema';
import { HashChain, newChainSeed, ROUND_STATUS } from '../../domain/lottery';

/** Raised when a round cannot be drawn because its chain's secret is missing or does not match the published commitment. */
export class ChainUnavailable extends Error {
  constructor(detail: string) {
    super(`cannot draw: ${detail}`);
    this.name = 'ChainUnavailable';
  }
}

export interface ChainLink {
  chainId: number;
  /** Position of the round in the chain (1 = first after the commitment). */
  k: number;
  link: string;
  salt: string;
}

export interface PublicChain {
  chainId: number;
  commitment: string;
  salt: string;
  /** The last revealed link, or the commitment before the chain's first draw. */
  previousLink: string;
}

/**
 * The per-game hash chains, stored server-side (the seed never leaves the database and this process).
 * Draws use the oldest chain of the game that still has links; the next chain is committed (and so
 * published) well before the current one runs out.
 */
export class ChainVault {
  private readonly chains = new Map<number, HashChain>();
  private readonly committed = new Set<number>();

  constructor(private readonly chainLength: number) {}

  /**
   * Commits a new chain for a game when the links not yet promised (left over all its chains, minus the
   * rounds already open) fall under the margin: so every round's chain is published before the round opens.
   */
  async ensureChains(db: Db | Trx, gameId: number, now = Date.now()): Promise<void> {
    const rows = await db.selectFrom('lottery_chains').select(['id', 'length']).where('game_id', '=', gameId).execute();
    let left = 0;
    for (const row of rows) left += row.length - (await this.usedLinks(db, row.id));
    const open = await db
      .selectFrom('lottery_rounds')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('game_id', '=', gameId)
      .where('status', '=', ROUND_STATUS.open)
      .executeTakeFirstOrThrow();
    const margin = Math.max(2, Math.min(1000, Math.floor(this.chainLength / 10)));
    if (left - Number(open.n) >= margin) return;
    const seed = newChainSeed();
    const chain = new HashChain(seed, this.chainLength);
    const { id } = await db
      .insertInto('lottery_chains')
      .values({
        game_id: gameId,
        seed,
        length: this.chainLength,
        commitment: chain.commitment,
        salt: randomBytes(16).toString('hex'),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    this.chains.set(id, chain);
  }

  /** Whether a chain (so a published commitment) exists for the game; chains are never removed, so a yes is kept. */
  async hasChain(db: Db | Trx, gameId: number): Promise<boolean> {
    if (this.committed.has(gameId)) return true;
    const row = await db.selectFrom('lottery_chains').select('id').where('game_id', '=', gameId).limit(1).executeTakeFirst();
    if (row) this.committed.add(gameId);
    return !!row;
  }

  /** The link the game's next draw uses (call inside the draw's transaction). */
  async nextLink(trx: Trx, gameId: number): Promise<ChainLink> {
    const open = await this.openChain(trx, gameId);
    if (!open) throw new ChainUnavailable(`game ${gameId} has no committed chain with links left`);
    const chain = this.load(open.row.id, open.row.seed, open.row.length, open.row.commitment);
    return { chainId: open.row.id, k: open.used + 1, link: chain.link(open.used + 1), salt: open.row.salt };
  }

  /** What players see before the next draw: the commitment and the last revealed link of the chain in use. */
  async publicChain(db: Db | Trx, gameId: number): Promise<PublicChain | null> {
    const open = await this.openChain(db, gameId);
    if (!open) return null;
    const { row, used } = open;
    let previousLink = row.commitment;
    if (used > 0) {
      const last = await db
        .selectFrom('lottery_rounds')
        .select('link')
        .where('chain_id', '=', row.id)
        .where('chain_round', '=', used)
        .executeTakeFirstOrThrow();
      previousLink = last.link!;
    }
    return { chainId: row.id, commitment: row.commitment, salt: row.salt, previousLink };
  }

  private async openChain(db: Db | Trx, gameId: number) {
    const rows = await db.selectFrom('lottery_chains').selectAll().where('game_id', '=', gameId).orderBy('id').execute();
    for (const row of rows) {
      const used = await this.usedLinks(db, row.id);
      if (used < row.length) return { row, used };
    }
    return null;
  }

  private async usedLinks(db: Db | Trx, chainId: number): Promise<number> {
    const r = await db
      .selectFrom('lottery_rounds')
      .select((eb) => eb.fn.max('chain_round').as('used'))
      .where('chain_id', '=', chainId)
      .executeTakeFirst();
    return Number(r?.used ?? 0);
  }

  private load(id: number, seed: string, length: number, commitment: string): HashChain {
    let chain = this.chains.get(id);
    if (!chain) {
      try {
        chain = new HashChain(seed, length);
      } catch {
        throw new ChainUnavailable(`chain ${id} has no valid secret`);
      }
      if (chain.commitment !== commitment) throw new ChainUnavailable(`chain ${id}'s secret does not match its commitment`);
      this.chains.set(id, chain);
    }
    return chain;
  }
}
