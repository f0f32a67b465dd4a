// The chain watcher (issue 27): on the elected leader only, every CHAIN_POLL_MS it reads the node's head, takes the
// confirmed blocks from the stored cursor on, in ranges of at most CHAIN_BLOCK_RANGE blocks, fetches the token's
// Transfer logs of each range and hands them to the wallet, which credits them and moves the cursor in one
// transaction (wallet/deposits/chainDeposits.ts). A range that fails is read again from the same cursor: none is skipped, and
// no block above the confirmed head is ever read. Every log's block hash is checked against the node's block of that
// number, and the hash of each range's last block is stored with the cursor (chain/blocks.ts): each poll checks the
// newest stored one against the node and, on a re-organisation, walks back to the fork and reads again from there.
// Each block is read a second time once the cursor is CHAIN_REREAD_BLOCKS past it, for a logs backend lagging behind
// the block answers. While the node fails it backs off (doubling, to a cap) but probes the head every poll interval,
// polling at once when it answers again; it logs one line per outage, and one at recovery. Each poll it also checks
// the payouts still open (wallet/withdrawals/payouts.ts), logging a warning when one is flagged.
import { wallet } from 'shared-contracts/api';
import type { FaultLog } from '../db/faultLog';
import type { Db } from '../db/schema';
import type { Leadership } from '../db/leader';
import { addressTopic, type Hex20 } from './address';
import { flagVanished, lowestStoredBlock, orphanUnlessOn, rewindTo, storedBlocks, type VanishedTransfer } from './blocks';
import { readCursor, startCursor } from './cursors';
import { confirmedLag, TRON_BLOCK_SECONDS } from './lag';
import { beat, markStopped, markWatching } from './watchState';
import type { PayoutChain, PayoutChange } from './payouts';
import { ChainUnavailableError, type ChainRpc, type RawLog } from './rpc';
import type { ChainSettings } from './settings';
import { decodeTransfer, MalformedTransferError, TRANSFER_TOPIC, type Transfer, type TransferRange } from './transfers';

export interface WatcherLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ChainWatcherOptions {
  db: Db;
  rpc: ChainRpc;
  settings: Pick<ChainSettings, 'usdtContract' | 'confirmations' | 'pollMs' | 'blockRange' | 'startBlock'> &
    Partial<Pick<ChainSettings, 'rereadBlocks'>>;
  /** Who watches: one process per database (SoleLeader on SQLite, an AdvisoryLeader of its own lock on PostgreSQL). */
  leader: Leadership;
  /**
   * Records and credits one range and moves the cursor past it (creditTransferRange with the process's ledger);
   * null when the cursor was not where the range says (another process moved it).
   */
  credit(range: TransferRange): Promise<{ recorded: number } | null>;
  /** Told of the credited transfers a re-organisation removed and the new chain does not hold (raises their alerts). */
  onVanished?: (vanished: VanishedTransfer[]) => Promise<void>;
  /** Checks the open payouts' receipts and records their states (checkPayouts); run each poll, after the ranges. */
  payouts?: (chain: PayoutChain) => Promise<PayoutChange[]>;
  /** Told each poll, before reading, how many confirmed blocks are not read yet (the alerts' watcher lag). */
  onLag?: (lagBlocks: bigint) => Promise<void>;
  /**
   * The deposit addresses, for the daily re-read (`recheck`) of the last day's blocks, run by the leader at its first
   * poll and every 24 h after; unset: no daily re-read.
   */
  depositAddresses?: () => Promise<Hex20[]>;
  /** Run once by the leader before its first range (the deposit address backfill). */
  prepare?: () => Promise<void>;
  log: WatcherLog;
  /** Where database faults go (once per kind per interval); without it they are logged as errors. */
  faultLog?: FaultLog;
  /** The longest pause after failures (default 60 s). */
  maxBackoffMs?: number;
}

export interface PollResult {
  /** Whether this process leads (else it read nothing). */
  leading: boolean;
  /** Blocks read and handed to the wallet in this poll. */
  blocks: number;
  /** Payouts whose state this poll changed. */
  payouts: PayoutChange[];
  /** Transfers recorded by the re-read of the blocks below the cursor (a lagging logs backend had left them out). */
  reread: number;
  /** Transfers this poll flagged vanished (their block re-organised away, and not on the new chain). */
  vanished: VanishedTransfer[];
}

const DEFAULT_MAX_BACKOFF_MS = 60_000;
const DAY_MS = 86_400_000;
/** A day of TRON's blocks: what the daily re-read covers. */
export const DAY_BLOCKS = BigInt(DAY_MS / 1000 / TRON_BLOCK_SECONDS);
/** Recipients one filtered eth_getLogs names (topic values; providers cap a filter's size). */
const ADDRESS_BATCH = 200;
/** Block hashes remembered between polls (cleared on a re-organisation): each block's is asked once, not each re-read. */
const HASH_CACHE_SIZE = 10_000;

export class ChainWatcher {
  private readonly token: Hex20;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private closing = false;
  private prepared = false;
  /** Whether this process has stored that it watches (chain_watch) since it started. */
  private announced = false;
  private leading = false;
  private failures = 0;
  /** When the node stopped answering (null while it answers): one line per outage. */
  private outageSince: number | null = null;
  /** While backing off: when the next full poll is due (the head is probed every pollMs before it). */
  private retryAt = 0;
  /** Whether a probe of the head failed during this outage: its answering again means the node is back. */
  private probeFailed = false;
  /** The node's hashes of confirmed blocks whose logs were checked (block number -> hash). */
  private readonly hashes = new Map<bigint, string>();
  /** The first block not yet read a second time (null until this process leads: then the window below the cursor). */
  private rereadFrom: bigint | null = null;
  /** When the daily re-read is due next (0: at the first poll). */
  private recheckAt = 0;

  constructor(private readonly opts: ChainWatcherOptions) {
    this.token = opts.settings.usdtContract;
  }

  /** Polls now, then every pollMs (longer while failing), until stop(). */
  start(): void {
    this.closing = false;
    this.schedule(0);
  }

  /** Ends the polling: waits for a poll under way (it stops between ranges) and gives up the lead. */
  async stop(): Promise<void> {
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.running) await this.running;
    await this.opts.leader.release();
    this.leading = false;
    if (this.announced) await markStopped(this.opts.db, this.token);
    this.announced = false;
  }

  /**
   * One poll: if this process leads, reads and credits every confirmed block from the cursor on, then checks the
   * open payouts. The first start (no cursor stored) begins at CHAIN_START_BLOCK, else at the confirmed head. Throws
   * what failed (the next poll starts again at the cursor).
   */
  async poll(): Promise<PollResult> {
    const { db, rpc, settings } = this.opts;
    if (!(await this.lead())) return { leading: false, blocks: 0, payouts: [], reread: 0, vanished: [] };
    if (!this.prepared) {
      await this.opts.prepare?.();
      this.prepared = true;
    }
    // A block counts once `confirmations` blocks are on it, itself included.
    const head = await rpc.blockNumber();
    const confirmed = head - BigInt(settings.confirmations) + 1n;
    if (confirmed < 0n) return { leading: true, blocks: 0, payouts: [], reread: 0, vanished: [] };
    const stored = (await readCursor(db, this.token)) ?? (await startCursor(db, this.token, startAt(settings.startBlock, confirmed)));
    const cursor = await this.followFork(stored);
    await this.opts.onLag?.(confirmedLag(head, settings.confirmations, cursor));
    const blocks = await this.readRanges(cursor, confirmed);
    const reread = this.closing ? 0 : await this.rereadBelowCursor();
    const vanished = await this.flagVanished();
    if (this.opts.depositAddresses && Date.now() >= this.recheckAt && !this.closing) {
      vanished.push(...(await this.recheck(max(0n, cursor - DAY_BLOCKS), await this.opts.depositAddresses())).vanished);
      this.recheckAt = Date.now() + DAY_MS;
    }
    const payouts = this.closing ? [] : await this.checkPayouts(confirmed);
    return { leading: true, blocks, payouts, reread, vanished };
  }

  /** Reads and credits every confirmed block from the cursor on; answers the blocks handed to the wallet. */
  private async readRanges(from: bigint, confirmed: bigint): Promise<number> {
    const { db, settings } = this.opts;
    let blocks = 0;
    let cursor = from;
    while (cursor <= confirmed && !this.closing) {
      const toBlock = min(confirmed, cursor + BigInt(settings.blockRange) - 1n);
      await beat(db, this.token);
      const read = await this.readChecked(cursor, toBlock);
      // Null when another process moved the cursor first: read where it stands now.
      const credited = await this.opts.credit({ token: this.token, fromBlock: cursor, toBlock, ...read });
      if (credited !== null) blocks += Number(toBlock - cursor + 1n);
      cursor = (await readCursor(db, this.token)) ?? cursor;
    }
    return blocks;
  }

  /**
   * The range's Transfers, read from a node that holds its blocks: its last block must be there (a node may count a
   * head it does not hold, and its logs of a block it lacks would come back empty), and every log must carry the
   * hash of the node's block of its number (a logs backend serving another fork's logs, or one re-organised
   * mid-read, is not believed). Either failure is an outage: the range is read again, the cursor not moved.
   */
  private async readChecked(
    fromBlock: bigint,
    toBlock: bigint,
    recipients?: Hex20[],
  ): Promise<Pick<TransferRange, 'transfers' | 'toBlockHash'>> {
    const toBlockHash = await this.hashOf(toBlock, true);
    const topics = recipients ? [TRANSFER_TOPIC, null, recipients.map(addressTopic)] : [TRANSFER_TOPIC];
    const logs = await this.opts.rpc.getLogs({ address: this.token, topics, fromBlock, toBlock });
    const transfers = this.transfersOf(logs, fromBlock, toBlock);
    for (const number of new Set(transfers.map((transfer) => transfer.blockNumber))) {
      const hash = await this.hashOf(number, number === toBlock);
      const stale = transfers.find((transfer) => transfer.blockNumber === number && transfer.blockHash !== hash);
      if (stale) {
        this.hashes.clear();
        throw new ChainUnavailableError(
          'eth_getLogs',
          'stale',
          `a log of block ${number} carries hash ${stale.blockHash}, the node's block ${number} is ${hash}`,
        );
      }
    }
    return { transfers, toBlockHash };
  }

  /** The node's hash of block `number` (remembered once asked, unless `fresh`); a block it lacks is an outage. */
  private async hashOf(number: bigint, fresh = false): Promise<`0x${string}`> {
    const known = fresh ? undefined : this.hashes.get(number);
    if (known) return known as `0x${string}`;
    const hash = await this.opts.rpc.blockHash(number);
    if (hash === null)
      throw new ChainUnavailableError('eth_getBlockByNumber', 'behind', `the node counts block ${number} in its head but does not hold it`);
    if (this.hashes.size >= HASH_CACHE_SIZE) this.hashes.clear();
    this.hashes.set(number, hash);
    return hash;
  }

  /**
   * The cursor, after checking that the node's chain still holds the newest block hash stored below it. When it does
   * not (a re-organisation, at any depth the stored hashes reach), walks back to the newest stored block the node
   * still holds, moves the cursor back past it and marks the transfers recorded above it orphaned: the next ranges
   * read them again (a transfer re-mined elsewhere is the same row, never a second credit).
   */
  private async followFork(cursor: bigint): Promise<bigint> {
    const { db, log } = this.opts;
    const stored = await storedBlocks(db, this.token, cursor);
    const [newest] = stored;
    if (!newest || (await this.hashOf(newest.number, true)) === newest.hash) return cursor;
    let fork: bigint | null = null;
    for (const block of stored.slice(1))
      if ((await this.hashOf(block.number, true)) === block.hash) {
        fork = block.number;
        break;
      }
    this.hashes.clear();
    if (fork === null) {
      // Deeper than the hashes kept: read again from the oldest one, and say so.
      fork = stored[stored.length - 1]!.number - 1n;
      log.error({ token: this.token, fork: String(fork) }, 'chain watcher: a re-organisation deeper than the block hashes kept');
    }
    const orphaned = await rewindTo(db, this.token, cursor, fork, Date.now());
    if (orphaned === null) return (await readCursor(db, this.token)) ?? cursor;
    log.warn(
      { token: this.token, fork: String(fork), cursor: String(cursor), orphaned },
      `chain watcher: re-organisation below block ${cursor}: reading again from block ${fork + 1n}`,
    );
    return fork + 1n;
  }

  /**
   * Reads each block a second time once the cursor is CHAIN_REREAD_BLOCKS past it, and credits what the first read
   * left out; answers how many transfers it recorded. A logs backend lagging behind the block answers returns a
   * block's logs empty while it lacks them: read again that much later, the transfer is there. Each block is read
   * twice in all (never below the first range read); a new leader starts with the window below the cursor.
   */
  private async rereadBelowCursor(): Promise<number> {
    const { db, settings, log } = this.opts;
    const window = BigInt(settings.rereadBlocks ?? 0);
    const cursor = await readCursor(db, this.token);
    const lowest = await lowestStoredBlock(db, this.token);
    if (window === 0n || cursor === null || lowest === null) return 0;
    const upTo = cursor - window; // exclusive: the blocks below it were first read at least `window` blocks ago
    let from = max(this.rereadFrom ?? upTo, lowest);
    let recorded = 0;
    while (from < upTo && !this.closing) {
      const toBlock = min(upTo - 1n, from + BigInt(settings.blockRange) - 1n);
      const { transfers } = await this.readChecked(from, toBlock);
      const credited = await this.opts.credit({ token: this.token, fromBlock: from, toBlock, transfers, reread: { cursor } });
      if (credited === null) break;
      recorded += credited.recorded;
      from = toBlock + 1n;
    }
    this.rereadFrom = from;
    if (recorded > 0)
      log.warn({ token: this.token, recorded }, 'chain watcher: read again, transfers the first read had left out (a logs backend behind)');
    return recorded;
  }

  /**
   * The daily re-read: the transfers to `addresses` in the blocks from `fromBlock` to the cursor, read again (logs
   * filtered by recipient, so only their blocks' hashes are asked) and credited when missed, through the same keyed
   * path (exactly once); a recorded transfer of those blocks whose block the node no longer holds and that was not
   * read again is flagged vanished. Answers what it recorded and flagged.
   */
  async recheck(fromBlock: bigint, addresses: Hex20[]): Promise<{ recorded: number; vanished: VanishedTransfer[] }> {
    const { db, settings, log } = this.opts;
    const cursor = await readCursor(db, this.token);
    // Never below the first range read: blocks before the watcher's start are not its to credit.
    const lowest = await lowestStoredBlock(db, this.token);
    let recorded = 0;
    if (cursor === null || lowest === null) return { recorded, vanished: [] };
    fromBlock = max(fromBlock, lowest);
    for (let i = 0; i < addresses.length; i += ADDRESS_BATCH)
      for (let from = fromBlock; from < cursor && !this.closing; from += BigInt(settings.blockRange)) {
        const toBlock = min(cursor - 1n, from + BigInt(settings.blockRange) - 1n);
        const { transfers } = await this.readChecked(from, toBlock, addresses.slice(i, i + ADDRESS_BATCH));
        const credited = await this.opts.credit({ token: this.token, fromBlock: from, toBlock, transfers, reread: { cursor } });
        if (credited === null) return { recorded, vanished: [] }; // another process moved the cursor: its reads stand
        recorded += credited.recorded;
      }
    await orphanUnlessOn(db, fromBlock, cursor, (number) => this.hashOf(number, true), Date.now());
    if (recorded > 0) log.warn({ token: this.token, recorded }, 'chain watcher: the daily re-read credited transfers missed before');
    return { recorded, vanished: await this.flagVanished() };
  }

  /** Flags the orphaned transfers the new chain did not hold where they were, logs and reports them. */
  private async flagVanished(): Promise<VanishedTransfer[]> {
    const { db, log } = this.opts;
    const cursor = await readCursor(db, this.token);
    if (cursor === null) return [];
    const vanished = await flagVanished(db, cursor, Date.now());
    for (const gone of vanished)
      log.warn(
        { tx: gone.txHash, member: gone.userId, block: gone.blockNumber, state: gone.state, entry: gone.entryId },
        'chain watcher: a recorded transfer vanished in a re-organisation (flagged; its credit stays for an operator to correct)',
      );
    if (vanished.length) await this.opts.onVanished?.(vanished);
    return vanished;
  }

  /** The open payouts checked against the chain; a flagged one is logged once, when its state changes to it. */
  private async checkPayouts(confirmedHead: bigint): Promise<PayoutChange[]> {
    if (!this.opts.payouts) return [];
    const { rpc, log } = this.opts;
    const changes = await this.opts.payouts({
      confirmedHead,
      receiptOf: (hash) => rpc.getTransactionReceipt(hash),
      blockTimeOf: (number) => rpc.blockTime(number),
    });
    for (const change of changes) {
      const fields = { withdrawal: change.entryId, member: change.userId, tx: change.txHash, state: change.to, found: change.found };
      if (wallet.FLAGGED_PAYOUT_STATES.includes(change.to))
        log.warn(fields, `chain watcher: payout of withdrawal ${change.entryId} flagged ${change.to}`);
      else log.info(fields, `chain watcher: payout of withdrawal ${change.entryId} ${change.to}`);
    }
    return changes;
  }

  private async lead(): Promise<boolean> {
    const leading = await this.opts.leader.acquire();
    if (leading && !this.leading) this.opts.log.info({ token: this.token }, 'chain watcher: this process watches the chain');
    this.leading = leading;
    return leading;
  }

  /** The range's well-formed Transfer logs of the token; anything else a node sent is left out, with a warning. */
  private transfersOf(logs: RawLog[], fromBlock: bigint, toBlock: bigint): Transfer[] {
    const transfers: Transfer[] = [];
    for (const log of logs) {
      if (log.removed || log.address !== this.token || log.blockNumber < fromBlock || log.blockNumber > toBlock) {
        this.opts.log.warn(
          { tx: log.transactionHash, block: String(log.blockNumber) },
          'chain watcher: a log not asked for (another contract, a block outside the range, or removed), ignored',
        );
        continue;
      }
      try {
        transfers.push(decodeTransfer(log));
      } catch (error) {
        if (!(error instanceof MalformedTransferError)) throw error;
        this.opts.log.warn({ tx: log.transactionHash, err: error.message }, 'chain watcher: not a Transfer of the token, ignored');
      }
    }
    return transfers;
  }

  private schedule(delay: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.pollAndRecover().then((next) => {
        this.running = null;
        if (!this.closing) this.schedule(next);
      });
    }, delay);
    this.timer.unref();
  }

  /**
   * One poll, its failure logged (once per outage of the node); answers the pause before the next. While backing
   * off after failures, it only probes the head each pollMs: once a probe that failed answers, it polls at once.
   */
  private async pollAndRecover(): Promise<number> {
    const { pollMs } = this.opts.settings;
    if (this.outageSince !== null && Date.now() < this.retryAt && !(await this.probe())) return pollMs;
    try {
      // Every process that runs a watcher says so, leader or not, the node answering or not: hand approvals of
      // deposits read it (watchState.ts).
      if (this.announced) await beat(this.opts.db, this.token);
      else {
        await markWatching(this.opts.db, this.token, this.opts.settings.startBlock);
        this.announced = true;
      }
      await this.poll();
      if (this.outageSince !== null) {
        this.opts.log.info({ downMs: Date.now() - this.outageSince, failures: this.failures }, 'chain node answers again');
        this.outageSince = null;
      }
      this.failures = 0;
      this.probeFailed = false;
      return pollMs;
    } catch (error) {
      this.failures++;
      this.probeFailed = false;
      this.report(error);
      const backoff = Math.min(pollMs * 2 ** this.failures, this.opts.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS);
      if (this.outageSince === null) return backoff;
      this.retryAt = Date.now() + backoff;
      return pollMs;
    }
  }

  /** Whether to poll now: the node's head answers after a probe in this outage failed (the node is back). */
  private async probe(): Promise<boolean> {
    try {
      await this.opts.rpc.blockNumber();
    } catch {
      this.probeFailed = true;
      return false;
    }
    return this.probeFailed;
  }

  private report(error: unknown): void {
    if (error instanceof ChainUnavailableError) {
      if (this.outageSince !== null) return;
      this.outageSince = Date.now();
      this.opts.log.warn({ method: error.method, failure: error.failure, err: error.message }, 'chain node unavailable: backing off');
      return;
    }
    if (!this.opts.faultLog?.report(error, 'chain watcher')) this.opts.log.error({ err: error }, 'chain watcher poll failed');
  }
}

function startAt(setting: number | null, confirmed: bigint): bigint {
  return setting === null ? confirmed : BigInt(setting);
}

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

function max(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
