import type { Locale } from 'shared-contracts';
import type { LiveRound } from 'shared-contracts/api';
import { AppError } from '../i18n/errors';
import type { LotteryEngine } from '../lottery/engine/engine';
import type { GameView, RoomView } from '../lottery/engine/roomState';
import { LOTTERY_ERR } from '../lottery/wire/errors';
import { localName } from '../lottery/wire/labels';
import type { BalanceCache } from '../wallet/balance/balanceCache';

/**
 * The heartbeat's answer, built one way for the polled call (routes/lottery.ts) and the live channel's snapshot
 * and frames (live/hub.ts).
 *
 * Its lists are built once per room list and key (issue, language): the room state replaces its lists on refresh
 * and never changes one in place, so a list's rendering stays right as long as the list lives.
 */
const rendered = new WeakMap<object, Map<string, unknown>>();
function once<T>(list: object, key: string, render: () => T): T {
  let byKey = rendered.get(list);
  if (!byKey) {
    byKey = new Map();
    rendered.set(list, byKey);
  }
  if (!byKey.has(key)) byKey.set(key, render());
  return byKey.get(key) as T;
}

/** A list of once(), serialized when first sent: the feed is most of a heartbeat's bytes, and the same for its room. */
const serialized = new WeakMap<object, string>();
function jsonOf(list: object): string {
  let json = serialized.get(list);
  if (json === undefined) serialized.set(list, (json = JSON.stringify(list)));
  return json;
}
const NO_BETS: never[] = [];

export interface BetMessage {
  id: number;
  nickname: string;
  issue: string;
  play_method: string;
  quantity: number;
  play_type: string;
}

/** The room's feed of round `issue` in `lang`, as the heartbeat sends it (cached per list). */
export function betMessages(room: RoomView, issue: string, lang: Locale): BetMessage[] {
  return once(room.messages, `${issue}:${lang}`, () =>
    room.messages
      .filter((m) => m.issue === issue)
      .map((m) => ({
        id: m.id,
        nickname: m.nickname,
        issue: m.issue,
        play_method: m.playMethod[lang],
        quantity: m.quantity,
        play_type: m.play_type,
      })),
  );
}

/** The room's wins of the last settled round in `lang` (cached per list). */
export function hitNotices(game: GameView, room: RoomView, lang: Locale) {
  const gameName = localName(lang, game.names);
  return once(room.hits, `${gameName}:${lang}`, () =>
    room.hits.map((h) => ({ nickname: h.nickname, game_name: gameName, profit: h.profit, createtime: h.createtime })),
  );
}

/** A game's round as the heartbeat says it at `now` (the live channel's round frames add game_id and at). */
export function roundOf(engine: LotteryEngine, game: GameView, now: number): Omit<LiveRound, 'game_id' | 'at'> {
  const round = engine.currentRound(now);
  const sealed = round !== null && now >= round.sealsAt;
  return {
    last_issue: game.lastDraw && {
      issue: game.lastDraw.issue,
      site_1: game.lastDraw.site_1,
      site_2: game.lastDraw.site_2,
      site_3: game.lastDraw.site_3,
      code: game.lastDraw.code,
    },
    issue: round && {
      issue: round.issue,
      openTime1: Math.ceil(((sealed ? round.drawsAt : round.sealsAt) - now) / 1000),
      whether_close: sealed,
    },
    game_status: game.status,
    commitment: game.chain?.commitment ?? '',
    previous_link: game.chain?.previousLink ?? null,
  };
}

/** The game and room, or 40009. */
export function roomOf(engine: LotteryEngine, gameId: number, planId: number): { game: GameView; room: RoomView } {
  const game = engine.state.view(gameId);
  const room = game?.rooms.get(planId);
  if (!game || !room) throw new AppError(LOTTERY_ERR.roomUnknown);
  return { game, room };
}

/** The heartbeat's answer for member `userId` in the room (40009 for an unknown one). Room state and the balance come from memory. */
export async function heartAnswer(
  engine: LotteryEngine,
  balances: BalanceCache,
  userId: number,
  gameId: number,
  planId: number,
  lang: Locale,
) {
  roomOf(engine, gameId, planId); // refused before anything is read
  // From memory: updated at commit by this process's ledger writes and, on PostgreSQL, others' (wallet/balance/balanceCache.ts).
  const money = await balances.balanceOf(userId);
  return heartWith(engine, money, userId, gameId, planId, lang);
}

/**
 * The answer with the balance known, read from the room state as it is now: synchronous, so the live channel
 * joins a stream to the room in the same turn as its snapshot and misses no change between them.
 */
export function heartWith(engine: LotteryEngine, money: number, userId: number, gameId: number, planId: number, lang: Locale) {
  const { game, room } = roomOf(engine, gameId, planId);
  const now = engine.clock();
  const round = engine.currentRound(now);
  if ((round?.issue ?? null) !== game.currentIssue) void engine.state.refreshGame(game.id);
  const { last_issue, issue, game_status, commitment, previous_link } = roundOf(engine, game, now);
  return {
    last_issue,
    issue,
    game_status,
    user_quantity: { money },
    // Apart from the shared feed (serialized once per room): which of its bets are the asker's own.
    mine: round ? room.messages.filter((m) => m.userId === userId && m.issue === round.issue).map((m) => m.id) : [],
    message: round ? betMessages(room, round.issue, lang) : NO_BETS,
    hit_notice: hitNotices(game, room, lang),
    commitment,
    previous_link,
  };
}

export type HeartAnswer = ReturnType<typeof heartWith>;

/**
 * The answer's JSON: the two lists from their serialized copies, the rest by JSON.stringify. The same JSON as
 * JSON.stringify would write but for the lists' place (last), at a fraction of the cost: stringifying the feed
 * was the largest part of a heartbeat (bench/lottery.bench.mjs).
 */
export function heartDataJson({ message, hit_notice, ...rest }: HeartAnswer): string {
  return `${JSON.stringify(rest).slice(0, -1)},"message":${jsonOf(message)},"hit_notice":${jsonOf(hit_notice)}}`;
}

/** The heartbeat call's serializer: its envelope around heartDataJson. */
export function heartJson({ data, ...envelope }: { data: HeartAnswer }): string {
  // `data` written last, so its closing brace is the text's last character.
  return `${JSON.stringify(envelope).slice(0, -1)},"data":${heartDataJson(data)}}`;
}
