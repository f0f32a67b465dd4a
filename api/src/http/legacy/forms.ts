import type { FastifyInstance } from 'fastify';
import { NUMBER_CLASS_BASE, baseClasses, classWins, isNumberClass } from 'shared-contracts';
import type { CallName } from 'shared-contracts/api';
import { clockOf } from '../../deps';
import { legacyOfMinor } from './money';
import { isRecord, valueAt, type FieldPath } from './paths';

/** What an added field is made of: the container it is added to, its place in its list, and the call. */
type Derive = (container: Record<string, unknown>, position: number | null, call: Call) => unknown;
/** What an alias may read beyond the answer. */
export interface Call {
  app: FastifyInstance;
  /** The request in our form. */
  input: unknown;
  /** The caller's nickname masked as the feed shows it, and balance in minor units; '' and 0 unless needsCaller. */
  maskedNickname: string;
  money: number;
}

/** A field the legacy client reads under its own name, added beside ours (ours stay: it ignores them). */
interface Alias {
  /** Where the field is added ('' = the answer itself, 'gameList[].planList[]' = each room). */
  at: FieldPath;
  field: string;
  from: Derive;
  /** It reads the caller: their nickname and balance are read first. */
  needsCaller?: true;
}

/**
 * How one call differs in the legacy dialect. Ids, numbers sent as text ("0", "12") and blanks ("" = not
 * sent) need no declaration: the edge reads them from the call's own request schema (convert.ts).
 */
export interface LegacyForm {
  /** Request fields holding an amount, in decimal u. */
  moneyIn?: readonly string[];
  /** Request values the legacy client names its own way: field -> its name, upper-cased -> ours. */
  namesIn?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Answer fields holding minor units, sent as decimal u text; forms.test.ts proves these are all of them. */
  moneyOut?: readonly FieldPath[];
  /** Added after the amounts are converted, so a copied amount is decimal u too. */
  aliasesOut?: readonly Alias[];
  /** A request without `field` asks for another call's answer (the deposit screen opens with `recharge {}`). */
  insteadWhenMissing?: { field: string; call: CallName };
  /** A request without `field` (the home page's heartbeat) means the one `fill` names from the server's state. */
  fillWhenMissing?: { field: string; fill: (app: FastifyInstance) => Record<string, number> | null };
}

const copy =
  (path: FieldPath): Derive =>
  (container) =>
    valueAt(container, path);
const constant =
  (value: unknown): Derive =>
  () =>
    value;
const positionInList: Derive = (_container, position) => position;

/** A game's first room (the first game's when none is named), as the rooms are listed; null when there is none. */
function firstRoom(app: FastifyInstance, gameId?: number): { game_id: number; plan_id: number } | null {
  const games = app.lottery.state.all();
  const game = gameId === undefined ? games[0] : games.find((candidate) => candidate.id === gameId);
  const room = game && [...game.rooms.values()][0];
  return room ? { game_id: game.id, plan_id: room.plan.id } : null;
}

/**
 * The outcome names the legacy client keys its i18n by (simplified Chinese, i18n/config/en.js): TrendChart.vue
 * compares a row's base[0], base[1] and join with them, BetRoom.vue translates them.
 */
const CLIENT_KEYS: Record<number, string> = { 1: '做多', 2: '做空', 3: '平单', 4: '平双', 11: '多单', 12: '多双', 13: '空单', 14: '空双' };
const COMBOS = [11, 12, 13, 14];
const baseKeys: Derive = (draw) => baseClasses(draw.code as number).map((cls) => CLIENT_KEYS[cls]);
/** The trend table reads the row's combined outcome from `join` (our bet count there, which it never shows). */
const comboKey: Derive = (row) => CLIENT_KEYS[COMBOS.find((cls) => classWins(cls, row.code as number))!];

const WALLET_TYPE_NAMES = ['TRC20', 'TRC-20', 'USDT', 'USDT-TRC20', 'USDT-TRC-20'];

const USER_MONEY = ['money', 'today_profit', 'yesterday_profit', 'profit'];
// voided.refund: what a voided round gave back (issue 39); the order's status (2 voided) and the void's reason pass as they are.
const ORDER_MONEY = ['profit', 'quantity', 'after_quantity', 'voided.refund'];
const each = (list: string, fields: readonly string[]) => fields.map((field) => `${list}[].${field}`);

/** login/register/guest: the client stores `data.userinfo`. */
const userForm: LegacyForm = {
  moneyOut: USER_MONEY,
  aliasesOut: [{ at: '', field: 'userinfo', from: (data) => ({ ...data }) }],
};

/** Withdrawal info: the bound wallet, then the bank card, as `pay_list[0]` and `pay_list[1]` (null when unbound). */
const withdrawForm: LegacyForm = {
  moneyOut: ['money', 'turnover.left', 'turnover.required', 'turnover.played', 'fixed_deposit_term.locked'],
  aliasesOut: [
    {
      at: '',
      field: 'pay_list',
      from: (data) => [valueAt(data, 'usdt_address.0') ?? null, valueAt(data, 'bank_address.0') ?? null],
    },
  ],
};

/** Number bets (a sum 0-27) apart from the others, as the legacy room screen lays them out. */
const betsWhere =
  (numberBets: boolean): Derive =>
  (data) =>
    (data.rule_base as unknown[]).filter((rule) => isRecord(rule) && isNumberClass(rule.class as number) === numberBets);

/** Player protection (play.ts): the legacy client never asks, but its dialect's amounts are u here too (issue 42). */
const PLAY_CONTROLS_MONEY = ['limits[].amount', 'limits[].pending.amount', 'limits[].used', 'max_stake.amount', 'max_stake.pending.amount'];
const playControlsForm: LegacyForm = { moneyOut: PLAY_CONTROLS_MONEY };

/** Member verification (issue 40): the thresholds a withdrawal needs a level above, in u as every amount here. */
const verificationForm: LegacyForm = { moneyOut: ['thresholds.basic_above', 'thresholds.full_above'] };

export const LEGACY_FORMS: Partial<Record<CallName, LegacyForm>> = {
  verificationStatus: verificationForm,
  verificationBasic: verificationForm,
  verificationSubmit: verificationForm,
  playControls: playControlsForm,
  setPlayLimit: { ...playControlsForm, moneyIn: ['amount'] },
  setRealityCheck: playControlsForm,
  takeBreak: playControlsForm,
  playSession: { moneyOut: ['stakes', 'wins', 'net'] },
  activityStatement: { moneyOut: each('', ['deposits', 'withdrawals', 'reviewing', 'stakes', 'wins', 'net']) },
  register: userForm,
  login: userForm,
  guest: userForm,
  userInfo: { moneyOut: USER_MONEY },
  profile: { moneyOut: USER_MONEY },
  // The wallet type is free text in AddVirtualWallet.vue: the ways players write the one network we take.
  setPayInfo: { namesIn: { acc_name: Object.fromEntries(WALLET_TYPE_NAMES.map((name) => [name, 'USDT-TRC20'])) } },
  quantityLogList: {
    moneyOut: each('', ['quantity', 'delta', 'over']),
    // CapitalDetail.vue shows quantity as it comes: money going out carries its minus sign, as delta does.
    aliasesOut: [{ at: '[]', field: 'quantity', from: (row) => (String(row.delta).startsWith('-') ? `-${row.quantity}` : row.quantity) }],
  },
  withdrawInfo: withdrawForm,
  withdrawAction: { ...withdrawForm, moneyIn: ['money'] },
  withdrawReviewList: { moneyOut: each('', ['amount']) },
  turnoverLogList: { moneyOut: each('', ['amount', 'delta', 'left', 'returned']) },
  fixedDepositStanding: { moneyOut: ['reserve', 'tier.reserve', 'tier.bonus', 'term.locked', 'last_term.amount'] },
  rechargeInfo: {
    moneyOut: ['promotion.cap'],
    // No bank transfer deposits here: the bank fields are blank, the USDT address is the member's own.
    aliasesOut: [
      // Recharge.vue shows it as the total assets.
      { at: '', field: 'money', from: (_data, _position, call) => legacyOfMinor(call.money), needsCaller: true },
      { at: '', field: 'usdt', from: copy('address') },
      { at: '', field: 'bankname', from: constant('') },
      { at: '', field: 'bankxm', from: constant('') },
      { at: '', field: 'banknum', from: constant('') },
    ],
  },
  recharge: { moneyIn: ['amount'], moneyOut: ['amount', 'bonus'], insteadWhenMissing: { field: 'amount', call: 'rechargeInfo' } },
  rechargeList: { moneyOut: each('', ['amount', 'bonus']) },
  orderList: {
    moneyOut: each('', [...ORDER_MONEY, 'legs[].money', 'legs[].payout']),
    // BetDetail.vue draws its balls from "d1 d2 d3 sum"; blank before the draw.
    aliasesOut: [{ at: '[]', field: 'lottery_code', from: (order) => lotteryCode(order.draw) }],
  },
  lotteryIndex: {
    moneyOut: each('gameList[].planList', ['joinmoeny', 'min_money', 'max_money']),
    // type: the room's tier (0-3), its place in the game's list. No robot_num: we never invent an online count.
    aliasesOut: [
      { at: 'gameList[].planList[]', field: 'type', from: positionInList },
      { at: 'gameList[].planList[]', field: 'join_limit', from: copy('joinmoeny') },
      { at: 'gameList[].planList[]', field: 'min_limit', from: copy('min_money') },
    ],
  },
  heart: {
    moneyOut: ['user_quantity.money', ...each('message', ['quantity']), ...each('hit_notice', ['profit'])],
    aliasesOut: [
      // The home cards count down to `new Date(openTime)`: an absolute time (epoch milliseconds), where the room
      // screen counts openTime1's seconds left.
      { at: 'issue', field: 'openTime', from: (issue, _position, call) => clockOf(call.app.config)() + Number(issue.openTime1) * 1000 },
      { at: 'last_issue', field: 'base', from: baseKeys },
    ],
    // The home page beats with no room: it reads the round's countdown and the wins, so the first room's answer serves.
    fillWhenMissing: {
      field: 'plan_id',
      fill: (app) => firstRoom(app),
    },
  },
  oddsList: {
    moneyOut: each('rule_base', ['min_money', 'max_money']),
    aliasesOut: [
      { at: '', field: 'rule_num', from: betsWhere(true) },
      { at: '', field: 'num_code', from: (data) => numberCodes(data.rule_base as unknown[]) },
      { at: '', field: 'rule_base', from: betsWhere(false) },
    ],
  },
  // Not a call of the legacy client; declared so its amounts would convert if that dialect asked it.
  payoutRoom: { moneyOut: ['capacity[]'] },
  playOrder: {
    moneyIn: ['money'],
    moneyOut: ORDER_MONEY,
    // The client adds its own bet to the feed from this answer, named as the feed names it.
    aliasesOut: [{ at: '', field: 'nickname', from: (_data, _position, call) => call.maskedNickname, needsCaller: true }],
  },
  issueList: {
    aliasesOut: [
      { at: '[]', field: 'base', from: baseKeys },
      { at: '[]', field: 'join', from: comboKey },
      // The home cards (UniversalLotteryCard.vue) beat with the first row's id as the room: the game's first room.
      {
        at: '[]',
        field: 'id',
        from: (_row, _position, call) => firstRoom(call.app, (call.input as { game_id: number }).game_id)?.plan_id ?? null,
      },
    ],
  },
  // Ours: the legacy client never asks for it; its amounts are u all the same, as everywhere in this dialect.
  promotions: { moneyOut: ['deposit_bonus.cap', ...each('fixed_deposit.tiers', ['reserve', 'bonus'])] },
  homeIndex: {
    moneyOut: each('winners', ['profit']),
    // The banners are files of our own app, not server data: the legacy client gets none.
    aliasesOut: [{ at: '', field: 'banner', from: constant([]) }],
  },
};

/** A round's draw as the legacy order detail reads it: the three digits and their sum, by spaces; '' when undrawn. */
function lotteryCode(draw: unknown): string {
  if (!isRecord(draw)) return '';
  return [draw.site_1, draw.site_2, draw.site_3, draw.code].join(' ');
}

/** The sum each number bet is on ("0".."27") -> the class the client sends as play_type. */
function numberCodes(rules: unknown[]): Record<string, number> {
  const codes: Record<string, number> = {};
  for (const rule of rules) {
    if (isRecord(rule) && isNumberClass(rule.class as number))
      codes[String((rule.class as number) - NUMBER_CLASS_BASE)] = rule.class as number;
  }
  return codes;
}
