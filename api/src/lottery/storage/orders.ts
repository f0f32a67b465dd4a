import { randomBytes } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import { raiseAlert } from '../../alerts';
import type { AlertSettings } from '../../alerts/settings';
import { crossed, exposureAlert, shareOf } from '../../alerts/sources';
import { formatMoney, maskNickname, type Locale, type Minor } from 'shared-contracts';
import type { Db, Dialect, Trx } from '../../db/schema';
import { ENTRY_STATUS, ENTRY_TYPE, isLedgerError } from '../../domain/ledger';
import { TRADE_MARK } from '../../domain/ledger/marks';
import { checkBet, meetsRoomEntry, type OddsRule, type SalesCalendar, ROUND_STATUS, encodeList } from '../../domain/lottery';
import type { ChainVault } from './chains';
import { guardExposure } from './exposure';
import { AppError } from '../../i18n/errors';
import type { Ledger } from '../../ledger';
import { guardBet, guardLoss } from '../../play/guards';
import type { RoomChanges } from '../engine/roomChanges';
import { BET_REJECTION, LOTTERY_ERR } from '../wire/errors';
import { localName, localTitle, playMethod } from '../wire/labels';
import { findRound, openRounds } from './rounds';

export interface OrderRequest {
  userId: number;
  gameId: number;
  planId: number;
  issue: string;
  playType: string;
  money: Minor;
}

/** The spec's order fields. */
export interface OrderAnswer {
  orderNo: string;
  createtime: number;
  name: string;
  plan_name: string;
  game_id: number;
  status: number;
  whether_hit: number;
  profit: Minor;
  issue: string;
  play_method: string;
  play_type: string;
  quantity: Minor;
  after_quantity: Minor;
}

/** Unique without coordination: the issue, the game and 64 random bits. */
function newOrderNo(issue: string, gameId: number): string {
  return `${issue}${gameId}${randomBytes(8).toString('hex')}`;
}

/** What a bet needs besides its transaction: the process's ledger, calendar, chains and room feed. */
export interface OrderDeps {
  dialect: Dialect;
  /** The process's ledger: the stake's debit reaches the held balances. */
  ledger: Ledger;
  /** The periods of the member's loss limits (src/play). */
  walletTimeZone: string;
  calendar: SalesCalendar;
  vault: ChainVault;
  changes: RoomChanges;
  /** ALERT_EXPOSURE_SHARE: a round past this share of its payout limit raises an alert. */
  alerts: Pick<AlertSettings, 'exposureSharePercent'>;
}

const PLAY_TYPE = /^\d{1,3}(,\d{1,3})*$/;

/**
 * Takes a bet inside the call's transaction: the rules of docs/game-rules.md 'Bets' on the stored game, room
 * and odds; the round row (created from the calendar when it is the first bet) locked against its draw;
 * the total debited through the ledger (type 2, guarded: the balance covers it or nothing is written);
 * the room's entry money against the balance before the debit; the order written with the balance after; the
 * round's exposure (storage/exposure.ts: a bet that would pass a payout limit is refused whole);
 * the room's change published, heard once the call commits. Any refusal rolls all of it back.
 */
export async function placeOrder(trx: Db | Trx, deps: OrderDeps, req: OrderRequest, now: number, lang: Locale): Promise<OrderAnswer> {
  // The open room (a retired one is unknown), its game, the odds rows of the chosen classes and the round, in one read
  // (checkBet refuses a class without a row).
  const chosen = PLAY_TYPE.test(req.playType) ? [...new Set(req.playType.split(',').map(Number))] : [-1];
  const rows = await readRoomAndRound(trx, deps.dialect, req, chosen);
  const plan = rows[0];
  if (!plan) throw new AppError(LOTTERY_ERR.roomUnknown);
  const odds = new Map<number, OddsRule>();
  for (const r of rows) {
    if (r.class !== null && r.odds !== null)
      odds.set(r.class, { class: r.class, oddsHundredths: r.odds, minMoney: Number(r.odds_min), maxMoney: Number(r.odds_max) });
  }
  const slot = deps.calendar.roundAt(now);
  const verdict = checkBet(
    { issue: req.issue, playType: req.playType, moneyPerChoice: req.money },
    {
      now,
      gameOnSale: plan.status === 1,
      current: slot,
      plan: { minMoney: Number(plan.min_money), maxMoney: Number(plan.max_money) },
      odds,
    },
  );
  if (!verdict.ok) {
    const limit = verdict.limit === undefined ? '' : formatMoney(verdict.limit);
    throw new AppError(BET_REJECTION[verdict.reason], { min: limit, max: limit });
  }
  // The member's break and maximum stake (src/play); the loss limits once the debit holds the member's row.
  const controls = await guardBet(trx, req.userId, verdict.total, now, deps.walletTimeZone);
  // No bet before the game's chain commitment is published (a fresh install's first pass commits it).
  if (!(await deps.vault.hasChain(trx, req.gameId))) throw new AppError(LOTTERY_ERR.closed);

  let round = plan.round_id === null ? undefined : { id: plan.round_id, status: plan.round_status!, seals_at: plan.seals_at! };
  if (!round) {
    await openRounds(trx, req.gameId, [slot!]); // the round's first bet may come before the scheduler opened it
    round = await findRoundForBet(trx, deps.dialect, req.gameId, req.issue);
  }
  if (!round || round.status !== ROUND_STATUS.open || now >= Number(round.seals_at)) throw new AppError(LOTTERY_ERR.closed);

  const orderNo = newOrderNo(req.issue, req.gameId);
  const joinMoney = Number(plan.joinmoeny);
  let after: number;
  try {
    const entry = await deps.ledger.post(
      trx,
      {
        userId: req.userId,
        type: ENTRY_TYPE.purchase,
        status: ENTRY_STATUS.passed,
        amount: verdict.total,
        mark: TRADE_MARK.bet,
        ref: `order:${orderNo}`,
      },
      now,
    );
    after = entry.balanceAfter;
  } catch (err) {
    if (!isLedgerError(err, 'insufficient_balance')) throw err;
    // Nothing was written; a balance below the room's entry money gets the spec's toast rather than the plain one.
    const below = !meetsRoomEntry(await deps.ledger.balanceOf(trx, req.userId), joinMoney);
    throw new AppError(below ? LOTTERY_ERR.assetsInsufficient : LOTTERY_ERR.insufficient);
  }
  // The balance the debit started from, read under its row lock: no extra query on the hot path. A refusal rolls the debit back.
  if (!meetsRoomEntry(after + verdict.total, joinMoney)) throw new AppError(LOTTERY_ERR.assetsInsufficient);
  await guardLoss(trx, controls, req.userId, verdict.total, now, deps.walletTimeZone);
  const orderValues = [
    orderNo,
    req.userId,
    req.gameId,
    req.planId,
    round.id,
    req.issue,
    encodeList(verdict.classes),
    encodeList(verdict.oddsHundredths),
    req.money,
    verdict.total,
    after,
    now,
  ];
  const inserted = await trx.executeQuery<{ id: number | string; nickname: string }>(
    CompiledQuery.raw(INSERT_ORDER[deps.dialect], orderValues),
  );
  // Last before commit: every bet of the round on the same results waits for these rows, so they are held briefly.
  const limits = {
    order: Number(plan.order_payout_limit),
    member: Number(plan.member_payout_limit),
    round: Number(plan.round_payout_limit),
  };
  const placed = { classes: verdict.classes, oddsHundredths: verdict.oddsHundredths, moneyPerChoice: req.money };
  const totals = await guardExposure(trx, placed, limits, round.id, req.userId);
  // Only the bet that takes a result past the share raises it: the others pay nothing more for the alert.
  const threshold = shareOf(limits.round, deps.alerts.exposureSharePercent);
  if (crossed(totals.before, totals.after, threshold)) {
    const exposed = { id: round.id, game_id: req.gameId, issue: req.issue };
    const alert = exposureAlert(exposed, Math.max(...totals.after), limits.round, deps.alerts.exposureSharePercent);
    await raiseAlert({ now: () => now }, trx, alert);
  }
  // The bet itself travels with its notice, heard in commit order: every process's live feed pushes it as it is.
  const { id, nickname } = inserted.rows[0]!;
  const bet = {
    id: Number(id),
    userId: req.userId,
    nickname: maskNickname(nickname),
    issue: req.issue,
    play_type: encodeList(verdict.classes),
    quantity: verdict.total,
    at: now,
  };
  await deps.changes.publish({ gameId: req.gameId, kind: 'bet', planId: req.planId, bet }, trx);
  return {
    orderNo,
    createtime: Math.floor(now / 1000),
    name: localName(lang, plan),
    plan_name: localTitle(lang, plan),
    game_id: req.gameId,
    status: 0,
    whether_hit: 0,
    profit: 0,
    issue: req.issue,
    play_method: playMethod(lang, verdict.classes),
    play_type: encodeList(verdict.classes),
    quantity: verdict.total,
    after_quantity: after,
  };
}

interface RoomRow {
  joinmoeny: number;
  min_money: number;
  max_money: number;
  order_payout_limit: number;
  member_payout_limit: number;
  round_payout_limit: number;
  title_tw: string;
  title_zh: string;
  title_en: string;
  status: number;
  name_tw: string;
  name_zh: string;
  name_en: string;
  class: number | null;
  odds: number | null;
  odds_min: number | null;
  odds_max: number | null;
  round_id: number | null;
  round_status: number | null;
  seals_at: number | null;
}

const ROOM_COLUMNS = `p.joinmoeny, p.min_money, p.max_money, p.order_payout_limit, p.member_payout_limit, g.round_payout_limit, p.title_tw, p.title_zh, p.title_en, g.status, g.name_tw, g.name_zh, g.name_en,
  o.class, o.odds, o.min_money as odds_min, o.max_money as odds_max, r.id as round_id, r.status as round_status, r.seals_at`;
/** SQL written once (the bet is a hot path; building it per call costs more than running it). */
const ROOM_AND_ROUND = {
  sqlite: `select ${ROOM_COLUMNS} from plans p inner join games g on g.id = p.game_id
    left join odds o on o.plan_id = p.id and o.class in (select value from json_each(?))
    left join lottery_rounds r on r.game_id = p.game_id and r.issue = ?
    where p.id = ? and p.game_id = ? and p.retired_at is null`,
  // The round FOR SHARE, as findRoundForBet (a lock cannot reach the nullable side of an outer join, so a CTE).
  postgres: `with r as (select id, status, seals_at from lottery_rounds where game_id = $4 and issue = $2 for share)
    select ${ROOM_COLUMNS} from plans p inner join games g on g.id = p.game_id
    left join odds o on o.plan_id = p.id and o.class = any($1::integer[])
    left join r on true
    where p.id = $3 and p.game_id = $4 and p.retired_at is null`,
};

const ORDER_COLUMNS = 'order_no, user_id, game_id, plan_id, round_id, issue, play_type, odds, money, quantity, after_quantity, created_at';
/** Answers the order's id and its member's nickname: the room's feed shows the bet from its notice. */
const ORDER_RETURNING = 'returning id, (select nickname from users where users.id = lottery_orders.user_id) as nickname';
const INSERT_ORDER = {
  sqlite: `insert into lottery_orders (${ORDER_COLUMNS}) values (${ORDER_COLUMNS.split(', ')
    .map(() => '?')
    .join(', ')}) ${ORDER_RETURNING}`,
  postgres: `insert into lottery_orders (${ORDER_COLUMNS}) values (${ORDER_COLUMNS.split(', ')
    .map((_, i) => `$${i + 1}`)
    .join(', ')}) ${ORDER_RETURNING}`,
};

async function readRoomAndRound(trx: Db | Trx, dialect: Dialect, req: OrderRequest, chosen: number[]): Promise<RoomRow[]> {
  const classes = dialect === 'postgres' ? chosen : JSON.stringify(chosen);
  const { rows } = await trx.executeQuery<RoomRow>(
    CompiledQuery.raw(ROOM_AND_ROUND[dialect], [classes, req.issue, req.planId, req.gameId]),
  );
  return rows;
}

/** On PostgreSQL the bet holds the round FOR SHARE: its draw (FOR UPDATE) waits until the bet is written or gone. */
async function findRoundForBet(trx: Db | Trx, dialect: Dialect, gameId: number, issue: string) {
  if (dialect !== 'postgres') return findRound(trx, gameId, issue);
  return trx
    .selectFrom('lottery_rounds')
    .select(['id', 'status', 'seals_at'])
    .where('game_id', '=', gameId)
    .where('issue', '=', issue)
    .forShare()
    .executeTakeFirst();
}
