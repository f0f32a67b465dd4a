import type { Db, Dialect } from '../../db/schema';
import type { Faults, SalesCalendar } from '../../domain/lottery';
import type { Ledger } from '../../ledger';
import type { ChainVault } from '../storage/chains';
import { drawRounds, type DrawnRound } from '../storage/drawing';
import { dueRounds, openRounds, resumePoint, slotsToOpen, unsettledRounds } from '../storage/rounds';
import { settleBatch, type Partition } from '../storage/settling';
import type { RoomChange, RoomChanges } from './roomChanges';
import type { DrawView } from './roomState';

export interface SchedulerDeps {
  db: Db;
  /** Pays the winnings. */
  ledger: Ledger;
  dialect: Dialect;
  calendar: SalesCalendar;
  vault: ChainVault;
  /** Recorded on each round it draws. */
  id: string;
  drawBatch: number;
  settleBatch: number;
  /** ALERT_WIN_ABOVE (minor units): a larger win raises an alert as it is settled. */
  winAbove: number;
  /** Transactions settling a round side by side (1 on SQLite, whose writes are serialized anyway). */
  settleWorkers: number;
  /** Told after each committed step. */
  changes: RoomChanges;
  /** Refunds what voided rounds have left to refund (wallet/refunds/roundRefunds.ts, handed in from above: the app, a test). */
  refundVoided?: (now: number) => Promise<void>;
  faults?: Faults;
}

/** Rounds created per game per tick while catching up after a long stop. */
const OPEN_LIMIT = 2000;

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One pass over every game: commit chains ahead, open the calendar's rounds (including every one that
 * ended while no scheduler ran), draw the due ones in order, settle the drawn ones in batches, finish voided rounds' refunds.
 * Every step reads its state from the database and is guarded, so a pass can stop anywhere and the next
 * pass (in this or another process) carries on without losing or repeating anything.
 */
export class Scheduler {
  /** The last round each game was seen to have open: saves a write per tick when nothing is new. */
  private readonly opened = new Map<number, string>();

  constructor(private readonly deps: SchedulerDeps) {}

  async pass(now: number): Promise<void> {
    const games = await this.deps.db.selectFrom('games').select('id').orderBy('id').execute();
    // Every game's draw first, then the openings, then the settlements: the games draw at the same moment, and
    // the last game's result waited for the others' openings and settlements (seconds on a busy round) before it
    // was drawn and shown. A bet arriving before its round is opened opens it (storage/orders.ts).
    // The draws are told together once every game is drawn: told one by one, each game's frames (written to every
    // stream at once) slowed the next game's draw behind them, the last by seconds.
    const notices: RoomChange[] = [];
    try {
      for (const { id: gameId } of games) {
        await this.deps.vault.ensureChains(this.deps.db, gameId, now);
        const notice = await this.drawDue(gameId, now);
        if (notice) notices.push(notice);
      }
    } finally {
      for (const notice of notices) await this.deps.changes.publish(notice);
    }
    for (const { id: gameId } of games) await this.openDue(gameId, now);
    for (const { id: gameId } of games) await this.settleDrawn(gameId, now);
    // A void's refunds run as its approval commits; a pass resumes any a crash or a stop left unfinished.
    await this.deps.refundVoided?.(now);
  }

  private async openDue(gameId: number, now: number): Promise<void> {
    const { db, calendar } = this.deps;
    const current = calendar.roundAt(now);
    if (current && this.opened.get(gameId) === current.issue) return;
    const slots = slotsToOpen(calendar, await resumePoint(db, gameId, now), now, OPEN_LIMIT);
    if (slots.length === 0) return;
    await db.transaction().execute((trx) => openRounds(trx, gameId, slots));
    const last = slots[slots.length - 1]!;
    if (current && last.issue === current.issue) this.opened.set(gameId, current.issue);
    await this.deps.changes.publish({ gameId, kind: 'open' });
  }

  /** Draws the game's due rounds, a batch at a time; answers the notice of its last draw (null: nothing was due). */
  private async drawDue(gameId: number, now: number): Promise<RoomChange | null> {
    const { db, dialect, vault, id, faults } = this.deps;
    let last: DrawnRound | undefined;
    // Few queries on the way to the draw (every game's waits on them): the pass ensured the chains, and a batch
    // short of drawBatch was the last.
    for (let batch = 0; ; batch++) {
      const due = await dueRounds(db, gameId, now, this.deps.drawBatch);
      if (due.length === 0) break;
      if (batch > 0) await vault.ensureChains(db, gameId, now); // a long catch-up may run through a chain
      const drawn = await drawRounds(db, dialect, vault, due, id, now, faults);
      faults?.('draw:committed');
      last = drawn[drawn.length - 1] ?? last;
      if (due.length < this.deps.drawBatch) break;
      await yieldToRequests();
    }
    if (!last) return null;
    return { gameId, kind: 'draw', draw: drawView(last), chain: await vault.publicChain(db, gameId) };
  }

  private async settleDrawn(gameId: number, now: number): Promise<void> {
    const { db, faults, settleWorkers, winAbove } = this.deps;
    for (const round of await unsettledRounds(db, gameId)) {
      const target = { id: round.id, game_id: round.game_id, issue: round.issue, code: round.code! };
      let failure: unknown;
      const settleAll = async (partition?: Partition) => {
        while (
          failure === undefined &&
          (await settleBatch(db, this.deps.ledger, target, { batchSize: this.deps.settleBatch, now, winAbove, faults, partition })) !== null
        )
          await yieldToRequests();
      };
      // On PostgreSQL shares of the members settle side by side on their own connections (all stop at the
      // first failure); then one last look over the whole round marks it settled.
      if (settleWorkers > 1) {
        await Promise.all(
          Array.from({ length: settleWorkers }, (_, part) =>
            settleAll({ of: settleWorkers, part }).catch((err: unknown) => {
              failure ??= err;
            }),
          ),
        );
        if (failure !== undefined) throw failure;
      }
      await settleAll();
      await this.deps.changes.publish({ gameId, kind: 'settle' });
    }
  }
}

/** A drawn round as the room state holds it. */
function drawView(round: DrawnRound): DrawView {
  const [site_1, site_2, site_3] = round.digits;
  return { issue: round.issue, site_1, site_2, site_3, code: round.code, opentime: Math.floor(round.drawsAt / 1000) };
}
