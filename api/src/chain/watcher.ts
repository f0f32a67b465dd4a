// The chain watcher (issue 27): on the elected leader only, every CHAIN_POLL_MS it reads the node's head, takes the
// confirmed blocks from the stored cursor on, in ranges of at most CHAIN_BLOCK_RANGE blocks, fetches the token's
// Transfer logs of each range and hands them to the wallet, which credits them and moves the cursor in one
// transaction (wallet/deposits/chainDeposits.ts). A range that fails is read again from the same cursor: none is skipped, and
// no block above the confirmed head is ever read. While the node fails it backs off (doubling, to a cap) and logs
// one line per outage, and one when the node answers again. Each poll it also checks the payouts still open
// (wallet/withdrawals/payouts.ts), logging a warning when one is flagged.
import { wallet } from 'shared-contracts/api';
import type { FaultLog } from '../db/faultLog';
import type { Db } from '../db/schema';
import type { Leadership } from '../db/leader';
import type { Hex20 } from './address';
import { readCursor, startCursor } from './cursors';
import { confirmedLag } from './lag';
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
  settings: Pick<ChainSettings, 'usdtContract' | 'confirmations' | 'pollMs' | 'blockRange' | 'startBlock'>;
  /** Who watches: one process per database (SoleLeader on SQLite, an AdvisoryLeader of its own lock on PostgreSQL). */
  leader: Leadership;
  /** Records and credits one range and moves the cursor past it (creditTransferRange with the process's ledger). */
  credit(range: TransferRange): Promise<unknown>;
  /** Checks the open payouts' receipts and records their states (checkPayouts); run each poll, after the ranges. */
  payouts?: (chain: PayoutChain) => Promise<PayoutChange[]>;
  /** Told each poll, before reading, how many confirmed blocks are not read yet (the alerts' watcher lag). */
  onLag?: (lagBlocks: bigint) => Promise<void>;
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
}

const DEFAULT_MAX_BACKOFF_MS = 60_000;

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
    const { rpc, settings } = this.opts;
    if (!(await this.lead())) return { leading: false, blocks: 0, payouts: [] };
    if (!this.prepared) {
      await this.opts.prepare?.();
      this.prepared = true;
    }
    // A block counts once `confirmations` blocks are on it, itself included.
    const head = await rpc.blockNumber();
    const confirmed = head - BigInt(settings.confirmations) + 1n;
    const blocks = confirmed < 0n ? 0 : await this.readRanges(head, confirmed);
    const payouts = this.closing ? [] : await this.checkPayouts(confirmed);
    return { leading: true, blocks, payouts };
  }

  /** Reads and credits every confirmed block from the cursor on; answers the blocks handed to the wallet. */
  private async readRanges(head: bigint, confirmed: bigint): Promise<number> {
    const { db, rpc, settings } = this.opts;
    let blocks = 0;
    let cursor = (await readCursor(db, this.token)) ?? (await startCursor(db, this.token, startAt(settings.startBlock, confirmed)));
    await this.opts.onLag?.(confirmedLag(head, settings.confirmations, cursor));
    while (cursor <= confirmed && !this.closing) {
      const toBlock = min(confirmed, cursor + BigInt(settings.blockRange) - 1n);
      await beat(db, this.token);
      // A node may count a head it does not hold (a provider's backends out of step): its logs of a block it lacks
      // would come back empty and the cursor would pass transfers never read. Read a range only once its last
      // block is there.
      if (!(await rpc.hasBlock(toBlock)))
        throw new ChainUnavailableError(
          'eth_getBlockByNumber',
          'behind',
          `the node counts block ${toBlock} in its head but does not hold it`,
        );
      const logs = await rpc.getLogs({ address: this.token, topics: [TRANSFER_TOPIC], fromBlock: cursor, toBlock });
      // Null when another process moved the cursor first: read where it stands now.
      const credited = await this.opts.credit({
        token: this.token,
        fromBlock: cursor,
        toBlock,
        transfers: this.transfersOf(logs, cursor, toBlock),
      });
      if (credited !== null) blocks += Number(toBlock - cursor + 1n);
      cursor = (await readCursor(db, this.token)) ?? cursor;
    }
    return blocks;
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

  /** One poll, its failure logged (once per outage of the node); answers the pause before the next. */
  private async pollAndRecover(): Promise<number> {
    const { pollMs } = this.opts.settings;
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
      return pollMs;
    } catch (error) {
      this.failures++;
      this.report(error);
      return Math.min(pollMs * 2 ** this.failures, this.opts.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS);
    }
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
