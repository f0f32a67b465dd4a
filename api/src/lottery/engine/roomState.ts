import { LOCALES, maskNickname, type Locale } from 'shared-contracts';
import type { Db, PlansTable } from '../../db/schema';
import type { ChainVault, PublicChain } from '../storage/chains';
import { Coalescer } from './coalesce';
import { playMethod, type Named } from '../wire/labels';
import { ROUND_STATUS, decodeList } from '../../domain/lottery';

export interface DrawView {
  issue: string;
  site_1: number;
  site_2: number;
  site_3: number;
  code: number;
  opentime: number;
}

/**
 * A bet as its notice carries it (optional: a process of the version before tells a bet without it). Notices are
 * heard in commit order, so the live feed pushes each bet from its notice; ids, drawn at insert, commit in any order.
 */
export interface BetNotice {
  id: number;
  userId: number;
  /** Masked (maskNickname). */
  nickname: string;
  issue: string;
  play_type: string;
  quantity: number;
  /** When the order was written (unix ms). */
  at: number;
}

export interface BetView {
  id: number;
  /** Never sent: the heartbeat names only the asker's own bets (its `mine`). */
  userId: number;
  nickname: string;
  issue: string;
  play_type: string;
  quantity: number;
  playMethod: Record<Locale, string>;
  /** When the order was written (unix ms): the live feed's `at`; the heartbeat does not send it. */
  at: number;
}

export interface HitView {
  nickname: string;
  profit: number;
  createtime: number;
}

const PLAN_COLUMNS = ['id', 'title_tw', 'title_zh', 'title_en', 'joinmoeny', 'min_money', 'max_money'] as const;
export type PlanView = Pick<PlansTable, (typeof PLAN_COLUMNS)[number]>;

export interface RoomView {
  plan: PlanView;
  /** Bets of the game's current round in this room, oldest first (the latest MESSAGE_LIMIT). */
  messages: BetView[];
  /** Wins of the game's last settled round in this room, largest profit first. */
  hits: HitView[];
}

export interface GameView {
  id: number;
  names: Named;
  /** 1 on sale, 0 paused by the operator. */
  status: number;
  lastDraw: DrawView | null;
  chain: PublicChain | null;
  /** The round whose bets `messages` hold (null before it exists). */
  currentIssue: string | null;
  rooms: Map<number, RoomView>;
}

export const MESSAGE_LIMIT = 50;
/**
 * A bet notice without its bet (a process of the version before) has its room's feed re-read; a busy room takes many
 * bets a second, so at most every 100 ms per room (the first bet of a quiet room at once).
 */
export const ROOM_REFRESH_SPACING_MS = 100;
export const HIT_LIMIT = 20;

/**
 * Told after a game (planId null) or one room's feed was re-read, or a bet's notice applied (`bets`: the bet as
 * committed, whether or not it is among the room's latest MESSAGE_LIMIT): the live channel pushes what it has not.
 */
export type RefreshListener = (gameId: number, planId: number | null, bets?: BetView[]) => void;

/**
 * Per-game, per-room state the hot calls (heart, index) answer from without touching the database.
 * It is re-read on every change this process hears of (its own draws, and on PostgreSQL every process's through
 * LISTEN/NOTIFY), when a call sees the calendar moved past it, and every refreshMs; a bet's notice carries the bet,
 * put into its room's feed as it is heard (applyBet).
 */
export class RoomState {
  private readonly games = new Map<number, GameView>();
  private readonly refreshes: Coalescer;
  private readonly listeners = new Set<RefreshListener>();

  constructor(
    private readonly db: Db,
    private readonly vault: ChainVault,
    private readonly currentIssue: () => string | null,
    onError: (err: unknown) => void,
  ) {
    this.refreshes = new Coalescer(onError);
  }

  view(gameId: number): GameView | undefined {
    return this.games.get(gameId);
  }

  all(): GameView[] {
    return [...this.games.values()].sort((a, b) => a.id - b.id);
  }

  async loadAll(): Promise<void> {
    const games = await this.db.selectFrom('games').select('id').execute();
    await Promise.all(games.map((g) => this.refreshGame(g.id)));
  }

  refreshGame(gameId: number): Promise<void> {
    return this.refreshes.request(`game:${gameId}`, () => this.readGame(gameId));
  }

  refreshRoom(gameId: number, planId: number): Promise<void> {
    return this.refreshes.request(
      `room:${planId}`,
      async () => {
        const game = this.games.get(gameId);
        const room = game?.rooms.get(planId);
        if (!game || !room || game.currentIssue === null) return this.refreshGame(gameId);
        const issue = game.currentIssue;
        const read = await this.readMessages(gameId, issue, planId);
        // The game may have been re-read meanwhile (a new round: this read is of the one before).
        const now = this.games.get(gameId);
        const held = now?.rooms.get(planId);
        if (!held || now!.currentIssue !== issue) return;
        held.messages = latest(held.messages, read);
        this.refreshed(gameId, planId);
      },
      ROOM_REFRESH_SPACING_MS,
    );
  }

  /**
   * A bet as its notice tells it (heard in commit order), into its room's feed without a re-read. A bet of a round
   * the game has not re-read into yet is left to that re-read.
   */
  applyBet(gameId: number, planId: number, notice: BetNotice): void {
    const game = this.games.get(gameId);
    const room = game?.rooms.get(planId);
    if (!game || !room || game.currentIssue !== notice.issue) {
      void this.refreshGame(gameId);
      return;
    }
    const bet = betView(notice);
    room.messages = latest(room.messages, [bet]);
    this.refreshed(gameId, planId, [bet]);
  }

  /** A draw as its notice tells it, before the game's re-read (which never puts an older draw back). */
  applyDraw(gameId: number, draw: DrawView, chain: PublicChain | null): void {
    const game = this.games.get(gameId);
    if (!game || !isNewer(draw, game.lastDraw)) return;
    this.games.set(gameId, { ...game, lastDraw: draw, chain });
    this.refreshed(gameId, null);
  }

  /** Answers the unsubscribe. */
  onRefreshed(listener: RefreshListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private refreshed(gameId: number, planId: number | null, bets?: BetView[]): void {
    for (const listener of this.listeners) listener(gameId, planId, bets);
  }

  idle(): Promise<void> {
    return this.refreshes.idle();
  }

  private async readGame(gameId: number): Promise<void> {
    const { db } = this;
    const game = await db
      .selectFrom('games')
      .select(['id', 'name_tw', 'name_zh', 'name_en', 'status'])
      .where('id', '=', gameId)
      .executeTakeFirst();
    if (!game) {
      this.games.delete(gameId);
      this.refreshed(gameId, null);
      return;
    }
    // A retired room leaves the hall (its bets still settle).
    const plans = await db
      .selectFrom('plans')
      .select(PLAN_COLUMNS)
      .where('game_id', '=', gameId)
      .where('retired_at', 'is', null)
      .orderBy('tier')
      .execute();
    const last = await db
      .selectFrom('lottery_rounds')
      .select(['issue', 'site_1', 'site_2', 'site_3', 'code', 'draws_at'])
      .where('game_id', '=', gameId)
      .where('code', 'is not', null) // drawn (a round voided before its draw has none)
      .orderBy('draws_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const settled = await db
      .selectFrom('lottery_rounds')
      .select('id')
      .where('game_id', '=', gameId)
      .where('status', '=', ROUND_STATUS.settled)
      .orderBy('draws_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const chain = await this.vault.publicChain(db, gameId);
    const currentIssue = this.currentIssue();

    const rooms = new Map<number, RoomView>();
    for (const plan of plans) {
      rooms.set(plan.id, {
        plan: { ...plan, joinmoeny: Number(plan.joinmoeny), min_money: Number(plan.min_money), max_money: Number(plan.max_money) },
        messages: currentIssue ? await this.readMessages(gameId, currentIssue, plan.id) : [],
        hits: settled ? await this.readHits(settled.id, plan.id) : [],
      });
    }
    const held = this.games.get(gameId);
    // Bets whose notices were applied while this read ran stay (the read may have begun before they committed).
    if (held && held.currentIssue === currentIssue)
      for (const [planId, room] of rooms) room.messages = latest(held.rooms.get(planId)?.messages ?? [], room.messages);
    // A re-read begun before a draw whose notice was applied meanwhile would show the round before it again.
    const lastDraw: DrawView | null = last
      ? {
          issue: last.issue,
          site_1: last.site_1!,
          site_2: last.site_2!,
          site_3: last.site_3!,
          code: last.code!,
          opentime: Math.floor(Number(last.draws_at) / 1000),
        }
      : null;
    const keepHeld = held?.lastDraw != null && isNewer(held.lastDraw, lastDraw);
    this.games.set(gameId, {
      id: gameId,
      names: { name_tw: game.name_tw, name_zh: game.name_zh, name_en: game.name_en },
      status: game.status,
      lastDraw: keepHeld ? held.lastDraw : lastDraw,
      chain: keepHeld ? held.chain : chain,
      currentIssue,
      rooms,
    });
    this.refreshed(gameId, null);
  }

  private async readMessages(gameId: number, issue: string, planId: number): Promise<BetView[]> {
    const rows = await this.db
      .selectFrom('lottery_orders as o')
      .innerJoin('lottery_rounds as r', 'r.id', 'o.round_id')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select(['o.id', 'o.user_id', 'u.nickname', 'o.issue', 'o.play_type', 'o.quantity', 'o.created_at'])
      .where('r.game_id', '=', gameId)
      .where('r.issue', '=', issue)
      .where('o.plan_id', '=', planId)
      .orderBy('o.id', 'desc')
      .limit(MESSAGE_LIMIT)
      .execute();
    return rows.reverse().map((r) =>
      betView({
        id: r.id,
        userId: r.user_id,
        nickname: maskNickname(r.nickname),
        issue: r.issue,
        play_type: r.play_type,
        quantity: Number(r.quantity),
        at: Number(r.created_at),
      }),
    );
  }

  private async readHits(roundId: number, planId: number): Promise<HitView[]> {
    const rows = await this.db
      .selectFrom('lottery_orders as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select(['u.nickname', 'o.profit', 'o.settled_at'])
      .where('o.round_id', '=', roundId)
      .where('o.plan_id', '=', planId)
      .where('o.whether_hit', '=', 1)
      .where('o.profit', '>', 0)
      .orderBy('o.profit', 'desc')
      .limit(HIT_LIMIT)
      .execute();
    return rows.map((r) => ({
      nickname: maskNickname(r.nickname),
      profit: Number(r.profit),
      createtime: Math.floor(Number(r.settled_at) / 1000),
    }));
  }
}

/** Whether `draw` came after `than` (rounds draw in calendar order). */
function isNewer(draw: DrawView, than: DrawView | null): boolean {
  return than === null || draw.opentime > than.opentime;
}

function betView(bet: BetNotice): BetView {
  const classes = decodeList(bet.play_type);
  return { ...bet, playMethod: Object.fromEntries(LOCALES.map((l) => [l, playMethod(l, classes)])) as Record<Locale, string> };
}

/**
 * The latest MESSAGE_LIMIT of two lists of one round's bets, by id, each once. Bets are never taken back, so what is
 * held is kept: a feed only moves forward, whatever order its bets committed or were read in.
 */
function latest(held: BetView[], more: BetView[]): BetView[] {
  const byId = new Map<number, BetView>();
  for (const bet of [...held, ...more]) byId.set(bet.id, bet);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-MESSAGE_LIMIT);
}
