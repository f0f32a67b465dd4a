import type { FastifyInstance } from 'fastify';
import { NUMBER_CLASS_BASE, isNumberClass } from 'shared-contracts';
import type { CallName } from 'shared-contracts/api';
import { isRecord, valueAt, type FieldPath } from './paths';

/** What an added field is made of: the container it is added to, its place in its list, and the caller. */
type Derive = (container: Record<string, unknown>, position: number | null, caller: Caller) => unknown;
export interface Caller {
  /** The caller's nickname masked as the feed shows it; '' on a public call. */
  maskedNickname: string;
}

/** A field the legacy client reads under its own name, added beside ours (ours stay: it ignores them). */
interface Alias {
  /** Where the field is added ('' = the answer itself, 'gameList[].planList[]' = each room). */
  at: FieldPath;
  field: string;
  from: Derive;
  /** It names the caller: their nickname is read first. */
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

const USER_MONEY = ['money', 'today_profit', 'yesterday_profit', 'profit'];
const ORDER_MONEY = ['profit', 'quantity', 'after_quantity'];
const each = (list: string, fields: readonly string[]) => fields.map((field) => `${list}[].${field}`);

/** login/register/guest: the client stores `data.userinfo`. */
const userForm: LegacyForm = {
  moneyOut: USER_MONEY,
  aliasesOut: [{ at: '', field: 'userinfo', from: (data) => ({ ...data }) }],
};

/** Withdrawal info: the bound wallet, then the bank card, as `pay_list[0]` and `pay_list[1]` (null when unbound). */
const withdrawForm: LegacyForm = {
  moneyOut: ['money'],
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

export const LEGACY_FORMS: Partial<Record<CallName, LegacyForm>> = {
  register: userForm,
  login: userForm,
  guest: userForm,
  userInfo: { moneyOut: USER_MONEY },
  profile: { moneyOut: USER_MONEY },
  setPayInfo: { namesIn: { acc_name: { TRC20: 'USDT-TRC20', USDT: 'USDT-TRC20', 'USDT-TRC20': 'USDT-TRC20' } } },
  quantityLogList: { moneyOut: each('', ['quantity', 'delta', 'over']) },
  withdrawInfo: withdrawForm,
  withdrawAction: { ...withdrawForm, moneyIn: ['money'] },
  withdrawReviewList: { moneyOut: each('', ['amount']) },
  rechargeInfo: {
    // No bank transfer deposits here: the bank fields are blank, the USDT address is the member's own.
    aliasesOut: [
      { at: '', field: 'usdt', from: copy('address') },
      { at: '', field: 'bankname', from: constant('') },
      { at: '', field: 'bankxm', from: constant('') },
      { at: '', field: 'banknum', from: constant('') },
    ],
  },
  recharge: { moneyIn: ['amount'], moneyOut: ['amount', 'bonus'], insteadWhenMissing: { field: 'amount', call: 'rechargeInfo' } },
  rechargeList: { moneyOut: each('', ['amount', 'bonus']) },
  orderList: { moneyOut: each('', [...ORDER_MONEY, 'legs[].money', 'legs[].payout']) },
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
    aliasesOut: [{ at: 'issue', field: 'openTime', from: copy('openTime1') }],
    // The home page beats with no room: it reads the round's countdown and the wins, so the first room's answer serves.
    fillWhenMissing: {
      field: 'plan_id',
      fill: (app) => {
        const game = app.lottery.state.all()[0];
        const room = game && [...game.rooms.values()][0];
        return room ? { game_id: game.id, plan_id: room.plan.id } : null;
      },
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
  playOrder: {
    moneyIn: ['money'],
    moneyOut: ORDER_MONEY,
    // The client adds its own bet to the feed from this answer, named as the feed names it.
    aliasesOut: [{ at: '', field: 'nickname', from: (_data, _position, caller) => caller.maskedNickname, needsCaller: true }],
  },
  issueList: {
    aliasesOut: [
      { at: '[]', field: 'base', from: (row) => String(row.base).split(', ') },
      // The round's issue number is its id: unique within the game, as the list is.
      { at: '[]', field: 'id', from: (row) => Number(row.issue) },
    ],
  },
  homeIndex: {
    moneyOut: each('winners', ['profit']),
    // The banners are files of our own app, not server data: the legacy client gets none.
    aliasesOut: [{ at: '', field: 'banner', from: constant([]) }],
  },
};

/** The sum each number bet is on ("0".."27") -> the class the client sends as play_type. */
function numberCodes(rules: unknown[]): Record<string, number> {
  const codes: Record<string, number> = {};
  for (const rule of rules) {
    if (isRecord(rule) && isNumberClass(rule.class as number))
      codes[String((rule.class as number) - NUMBER_CLASS_BASE)] = rule.class as number;
  }
  return codes;
}
