import type { ServerResponse } from 'node:http';
import type { Locale } from 'shared-contracts';
import type { LiveBet } from 'shared-contracts/api';
import type { AuthUser } from '../accounts/authUser';
import type { Revocation, Sessions } from '../accounts/sessions';
import type { Notifications } from '../db/notifications';
import type { Db } from '../db/schema';
import { AppError } from '../i18n/errors';
import type { LotteryEngine } from '../lottery/engine/engine';
import type { BetView } from '../lottery/engine/roomState';
import { unreadCounts } from '../messages/read';
import type { BalanceCache } from '../wallet/balance/balanceCache';
import { KEEPALIVE, frame, frameOfJson } from './frame';
import { hitNotices, roundOf } from './heart';
import { MEMBER_WATCH_MS, memberWatch, type MemberChange, type MemberWatch } from './members';
import { RoundWatch } from './rounds';
import { WriteQueue } from './writeQueue';

/** A stream whose socket holds more than this is ended, not queued: its client reconnects to a fresh snapshot. */
export const LIVE_MAX_BUFFERED = 64 * 1024;
/** A member's streams on one process; a new one past this ends the oldest. */
export const LIVE_MAX_PER_MEMBER = 5;
/** Members are re-checked a slice at a time, this often. */
const CHECK_EVERY_MS = 1_000;

export type EndReason = 'client' | 'slow' | 'session' | 'replaced' | 'room' | 'shutdown';

export interface Subscriber {
  res: ServerResponse;
  user: AuthUser;
  /** Re-resolved once a keepalive period (checkNext: a session the SQLite CLI ended unheard). */
  token: string;
  lang: Locale;
  /** The room's (null: the hall). */
  gameId: number | null;
  planId: number | null;
  ended: boolean;
}

interface RoomTrack {
  gameId: number;
  byLang: Map<Locale, Set<Subscriber>>;
  /**
   * The round whose bets were pushed, and the ids pushed of it (at or above the oldest of the room's feed: the feed
   * only moves forward, so one below it never shows again). By id, not up to the highest: ids commit in any order.
   */
  issue: string | null;
  pushed: Set<number>;
  hits: object;
  hitsKey: string;
}

export interface LiveHubOptions {
  engine: LotteryEngine;
  /** Where the members' own changes are looked for (live/members.ts). */
  db: Db;
  /** The member tables' notices (PostgreSQL, migration 070); null: the tables are read (SQLite). */
  notifications: Notifications | null;
  balances: BalanceCache;
  sessions: Sessions;
  log: { debug(obj: object, msg: string): void; error(obj: object, msg: string): void };
  keepaliveMs: number;
  maxBuffered?: number;
  maxPerMember?: number;
}

/**
 * This process's live streams (docs/live-channel.md): room -> language -> streams, the hall, member -> streams,
 * session -> streams. It hears changes after the room state has re-read them and pushes what differs from what it
 * last pushed, each frame serialised once: no database read per stream per change.
 */
export class LiveHub {
  private readonly subs = new Set<Subscriber>();
  private readonly hall = new Set<Subscriber>();
  private readonly rooms = new Map<number, RoomTrack>();
  /** Each member's streams, and the balance they were last shown. */
  private readonly members = new Map<number, { subs: Set<Subscriber>; money: number }>();
  private readonly tokens = new Map<string, Set<Subscriber>>();
  private readonly rounds: RoundWatch;
  private readonly memberWatch: MemberWatch;
  /** A look at the member tables is running (one at a time). */
  private looking = false;
  /** Every write but a snapshot's goes through it, so each stream gets its frames in order. */
  private readonly out = new WriteQueue<Subscriber>((sub, buf) => this.guard(() => this.write(sub, buf)));
  private readonly stops: Array<() => void> = [];
  private readonly maxBuffered: number;
  private readonly maxPerMember: number;
  private readonly timers: NodeJS.Timeout[];
  /** Members still to re-check in this keepalive period (checkNext). */
  private toCheck: number[] = [];
  private closed = false;

  constructor(private readonly opts: LiveHubOptions) {
    this.maxBuffered = opts.maxBuffered ?? LIVE_MAX_BUFFERED;
    this.maxPerMember = opts.maxPerMember ?? LIVE_MAX_PER_MEMBER;
    this.rounds = new RoundWatch(opts.engine, (gameId, buf) => this.toGame(gameId, buf));
    this.memberWatch = memberWatch(opts.db, opts.notifications);
    const { engine } = opts;
    this.stops.push(
      engine.state.onRefreshed((gameId, planId, bets) => this.guard(() => this.refreshed(gameId, planId, bets))),
      engine.changes.subscribe((change) => {
        if (change.kind === 'odds') this.guard(() => this.toRooms(change.gameId, () => frame('odds', { game_id: change.gameId })));
      }),
      opts.balances.onHeld((userId, balance) => this.guard(() => this.money(userId, balance))),
      opts.sessions.onEnded((revocation) => this.guard(() => this.sessionEnded(revocation))),
    );
    const slices = Math.max(1, Math.round(opts.keepaliveMs / CHECK_EVERY_MS));
    this.timers = [
      setInterval(() => this.keepalive(), opts.keepaliveMs),
      setInterval(() => this.checkNext(slices).catch((err: unknown) => opts.log.error({ err }, 'live re-check')), CHECK_EVERY_MS),
      setInterval(() => void this.lookAtMembers(), MEMBER_WATCH_MS),
    ];
    for (const timer of this.timers) timer.unref();
  }

  /** Figures for tests and the bench. */
  get stats() {
    return { streams: this.subs.size, hall: this.hall.size, rooms: this.rooms.size, members: this.members.size };
  }

  get size(): number {
    return this.subs.size;
  }

  /**
   * Takes a stream whose headers are written: writes its snapshot and keeps it until it ends. Synchronous with the
   * snapshot's making, so no change falls between them. `money`: the balance the snapshot shows.
   */
  join(sub: Subscriber, snapshot: Buffer[], money: number): void {
    // Closing, or the client left while its snapshot was made.
    if (this.closed || sub.res.destroyed || !sub.res.socket || sub.res.socket.destroyed) {
      sub.res.destroy();
      return;
    }
    sub.res.once('close', () => this.leave(sub, 'client'));
    sub.res.on('error', () => this.leave(sub, 'client'));
    const others = this.members.get(sub.user.id)?.subs;
    if (others && others.size >= this.maxPerMember) this.end(others.values().next().value!, 'replaced');
    let member = this.members.get(sub.user.id);
    if (!member) this.members.set(sub.user.id, (member = { subs: new Set(), money }));
    // The member's other streams learn the newer balance too.
    this.money(sub.user.id, money);
    member.subs.add(sub);
    this.subs.add(sub);
    setIn(this.tokens, sub.user.tokenHash, sub);
    if (sub.planId === null) this.hall.add(sub);
    else setIn(this.roomTrack(sub.gameId!, sub.planId).byLang, sub.lang, sub);
    this.rounds.watch();
    // The first member: where the member tables end is marked now, so what is written from here on is found.
    if (this.members.size === 1) void this.lookAtMembers();
    for (const buf of snapshot) this.write(sub, buf);
  }

  /**
   * Looks for the members' own changes (live/members.ts) and writes each to that member's streams alone: the
   * balance (through the balance cache, which keeps the newest entry's; its onHeld pushes it), the unread message
   * count, and which wallet lists changed. Runs every MEMBER_WATCH_MS while a member has a stream; tests call it.
   */
  async lookAtMembers(): Promise<void> {
    if (this.looking || this.closed) return;
    if (this.members.size === 0) {
      this.memberWatch.stop();
      return;
    }
    this.looking = true;
    try {
      const changed = await this.memberWatch.changes(this.members);
      if (changed.size > 0) await this.pushChanges(changed);
    } catch (err) {
      this.opts.log.error({ err }, 'live member watch');
    } finally {
      this.looking = false;
    }
  }

  private async pushChanges(changed: Map<number, MemberChange>): Promise<void> {
    for (const change of changed.values()) if (change.balance) this.opts.balances.heard(change.balance);
    const unread = await unreadCounts(
      this.opts.db,
      [...changed].filter(([, change]) => change.unread).map(([userId]) => userId),
    );
    for (const [userId, change] of changed) {
      const count = unread.get(userId);
      if (count === undefined && change.wallet.size === 0) continue;
      this.toMember(
        userId,
        frame('me', { ...(count !== undefined ? { unread: count } : {}), ...(change.wallet.size ? { wallet: [...change.wallet] } : {}) }),
      );
    }
  }

  /** A comment on every stream: proxies and the app see it alive. Nothing else runs per idle stream. */
  keepalive(): void {
    this.out.push([...this.subs], KEEPALIVE);
  }

  /**
   * Re-checks the next `1/slices` of the members: their balance held (and pushed if it moved) and each stream's
   * session (the SQLite CLI ends sessions unheard), so every member is checked once a keepalive period. A slice a
   * second, not all at once: 5,000 members' reads in one go held every bet behind them for up to 0.7 s.
   */
  async checkNext(slices: number): Promise<void> {
    if (this.toCheck.length === 0) this.toCheck = [...this.members.keys()];
    const count = Math.ceil(this.members.size / slices);
    await this.check(this.toCheck.splice(0, count));
  }

  /** Every member at once (tests). */
  checkAll(): Promise<void> {
    this.toCheck = [];
    return this.check([...this.members.keys()]);
  }

  private async check(userIds: number[]): Promise<void> {
    const { balances, sessions } = this.opts;
    const now = Date.now();
    const checks: Array<Promise<unknown>> = [];
    for (const userId of userIds) {
      const member = this.members.get(userId);
      if (!member) continue;
      checks.push(balances.balanceOf(userId).then((balance) => this.money(userId, balance), noop));
      const tokens = new Map([...member.subs].map((sub) => [sub.user.tokenHash, sub.token]));
      for (const [tokenHash, token] of tokens)
        checks.push(
          sessions.resolve(token, now, true).catch((error: unknown) => {
            if (error instanceof AppError) this.endAll(this.tokens.get(tokenHash), 'session');
          }),
        );
    }
    await Promise.all(checks);
  }

  /** Writes `buf` to every stream of the member (the hub's `me` frames; tests write through it too). */
  toMember(userId: number, buf: Buffer): void {
    const member = this.members.get(userId);
    if (member) this.out.push([...member.subs], buf);
  }

  /** Ends every stream (shutdown: clients reconnect to another process) and stops listening. */
  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    this.memberWatch.stop();
    for (const stop of this.stops) stop();
    this.endAll(this.subs, 'shutdown');
    this.rounds.stop();
  }

  private guard(run: () => void): void {
    try {
      run();
    } catch (err) {
      this.opts.log.error({ err }, 'live channel');
    }
  }

  private write(sub: Subscriber, buf: Buffer): void {
    if (sub.ended) return;
    if (sub.res.writableLength > this.maxBuffered) this.end(sub, 'slow');
    else sub.res.write(buf);
  }

  private end(sub: Subscriber, reason: EndReason): void {
    if (sub.ended) return;
    this.leave(sub, reason);
    // A slow reader's queue is dropped with its socket; anyone else gets a clean end (and reconnects).
    if (reason === 'slow') sub.res.destroy();
    // Shutting down: the connection goes too once the end is out, so the server's close need not wait for the client to drop it.
    else if (reason === 'shutdown') sub.res.end(() => sub.res.destroy());
    else sub.res.end();
  }

  private endAll(subs: Iterable<Subscriber> | undefined, reason: EndReason): void {
    for (const sub of [...(subs ?? [])]) this.end(sub, reason);
  }

  private leave(sub: Subscriber, reason: EndReason): void {
    if (sub.ended) return;
    sub.ended = true;
    this.opts.log.debug({ userId: sub.user.id, planId: sub.planId, reason }, 'live stream ended');
    this.subs.delete(sub);
    this.hall.delete(sub);
    const member = this.members.get(sub.user.id);
    member?.subs.delete(sub);
    if (member?.subs.size === 0) this.members.delete(sub.user.id);
    const byToken = this.tokens.get(sub.user.tokenHash);
    byToken?.delete(sub);
    if (byToken?.size === 0) this.tokens.delete(sub.user.tokenHash);
    if (sub.planId !== null) {
      const room = this.rooms.get(sub.planId);
      const inLang = room?.byLang.get(sub.lang);
      inLang?.delete(sub);
      if (inLang?.size === 0) room!.byLang.delete(sub.lang);
      if (room?.byLang.size === 0) this.rooms.delete(sub.planId);
    }
    if (this.subs.size === 0) this.rounds.stop();
  }

  private roomTrack(gameId: number, planId: number): RoomTrack {
    let track = this.rooms.get(planId);
    if (track) return track;
    const game = this.opts.engine.state.view(gameId)!;
    const room = game.rooms.get(planId)!;
    const shown = room.messages.filter((m) => m.issue === game.currentIssue);
    track = {
      gameId,
      byLang: new Map(),
      issue: game.currentIssue,
      pushed: new Set(shown.map((m) => m.id)),
      hits: room.hits,
      hitsKey: JSON.stringify(room.hits),
    };
    this.rooms.set(planId, track);
    return track;
  }

  private refreshed(gameId: number, planId: number | null, bets?: BetView[]): void {
    if (this.subs.size === 0) return;
    if (planId === null) this.rounds.changed(gameId);
    for (const [id, track] of this.rooms)
      if (track.gameId === gameId && (planId === null || id === planId)) this.roomChanged(id, track, bets ?? []);
  }

  /**
   * Bets of the room's round not pushed yet, and its wins if they changed. `told`: bets as their notices told them,
   * in commit order (one may be older than the room's latest MESSAGE_LIMIT); the rest come from the room's feed
   * (a re-read: a notice missed, or told without its bet).
   */
  private roomChanged(planId: number, track: RoomTrack, told: BetView[]): void {
    const game = this.opts.engine.state.view(track.gameId);
    const room = game?.rooms.get(planId);
    if (!game || !room) {
      // Retired (or its game gone): reconnecting answers 40009.
      for (const subs of track.byLang.values()) this.endAll(subs, 'room');
      return;
    }
    if (game.currentIssue !== track.issue) Object.assign(track, { issue: game.currentIssue, pushed: new Set() });
    const fresh: BetView[] = [];
    for (const bet of [...told, ...room.messages]) {
      if (bet.issue !== track.issue || track.pushed.has(bet.id)) continue;
      track.pushed.add(bet.id);
      fresh.push(bet);
    }
    const oldest = room.messages[0]?.id ?? 0;
    for (const id of track.pushed) if (id < oldest) track.pushed.delete(id);
    if (fresh.length > 0) {
      for (const [lang, subs] of track.byLang) {
        const buf = frame('bets', { plan_id: planId, message: fresh.map((m) => liveBet(m, lang)) });
        this.out.push([...subs], buf);
      }
      this.mine(planId, fresh);
    }
    if (room.hits !== track.hits) {
      const key = JSON.stringify(room.hits);
      track.hits = room.hits;
      if (key !== track.hitsKey) {
        track.hitsKey = key;
        for (const [lang, subs] of track.byLang) {
          const buf = frame('hits', { plan_id: planId, hit_notice: hitNotices(game, room, lang) });
          this.out.push([...subs], buf);
        }
      }
    }
  }

  /** Bettors with streams in the room are told which of the new bets are theirs. */
  private mine(planId: number, fresh: BetView[]): void {
    const byMember = new Map<number, number[]>();
    for (const bet of fresh) if (this.members.has(bet.userId)) byMember.set(bet.userId, [...(byMember.get(bet.userId) ?? []), bet.id]);
    for (const [userId, ids] of byMember) {
      const buf = frame('me', { mine: ids });
      this.out.push(
        [...this.members.get(userId)!.subs].filter((sub) => sub.planId === planId),
        buf,
      );
    }
  }

  private money(userId: number, balance: number): void {
    const member = this.members.get(userId);
    if (!member || member.money === balance) return;
    member.money = balance;
    this.toMember(userId, frame('me', { money: balance }));
  }

  private sessionEnded(revocation: Revocation): void {
    if ('tokenHash' in revocation) this.endAll(this.tokens.get(revocation.tokenHash), 'session');
    else this.endAll(this.members.get(revocation.userId)?.subs, 'session');
  }

  /** A game's round frame: to the hall and the game's rooms. */
  private toGame(gameId: number, buf: Buffer): void {
    this.out.push([...this.hall], buf);
    this.toRooms(gameId, () => buf);
  }

  private toRooms(gameId: number, make: () => Buffer): void {
    let buf: Buffer | null = null;
    for (const track of this.rooms.values()) {
      if (track.gameId !== gameId) continue;
      buf ??= make();
      for (const subs of track.byLang.values()) this.out.push([...subs], buf);
    }
  }

  /** The hall's snapshot: every game's round now. */
  gamesFrame(): Buffer {
    const { engine } = this.opts;
    const now = engine.clock();
    return frameOfJson(
      'games',
      JSON.stringify(engine.state.all().map((game) => ({ game_id: game.id, ...roundOf(engine, game, now), at: now }))),
    );
  }
}

function liveBet(m: BetView, lang: Locale): LiveBet {
  return {
    id: m.id,
    nickname: m.nickname,
    issue: m.issue,
    play_method: m.playMethod[lang],
    quantity: m.quantity,
    play_type: m.play_type,
    at: m.at,
  };
}

function addTo<T>(set: Set<T> | undefined, item: T): Set<T> {
  return (set ?? new Set<T>()).add(item);
}

function setIn<K, T>(map: Map<K, Set<T>>, key: K, item: T): void {
  map.set(key, addTo(map.get(key), item));
}

function noop(): void {}
