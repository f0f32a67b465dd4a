import type { Generated } from 'kysely';

/** One hash chain of a game (docs/fairness.md). */
export interface LotteryChainsTable {
  id: Generated<number>;
  game_id: number;
  /** The secret seed (64 hex). Never leaves the server; without it no round of this chain can be drawn. */
  seed: string;
  length: number;
  /** Public: the last link, published before the chain's first round. */
  commitment: string;
  /** Public: the HMAC message prefix of this chain's draws. */
  salt: string;
  created_at: number;
}

export interface LotteryRoundsTable {
  id: Generated<number>;
  game_id: number;
  issue: string;
  opens_at: number;
  seals_at: number;
  draws_at: number;
  status: Generated<number>;
  /** Set by the draw: the chain and the round's position k in it (unique: a link is used once). */
  chain_id: number | null;
  chain_round: number | null;
  /** The revealed link (null until drawn). */
  link: string | null;
  site_1: number | null;
  site_2: number | null;
  site_3: number | null;
  code: number | null;
  /** The draw-row `join`: bets placed on the round, counted when it draws. */
  bet_count: Generated<number>;
  drawn_at: number | null;
  /** Which scheduler process drew it (operations). */
  drawn_by: string | null;
  settled_at: number | null;
}

export interface LotteryOrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  game_id: number;
  plan_id: number;
  round_id: number;
  issue: string;
  /** Comma list of classes, e.g. "1,3,105". */
  play_type: string;
  /** The odds (hundredths) of each class when the bet was placed, same order, e.g. "198,198,1357". */
  odds: string;
  /** Stake per class. */
  money: number;
  /** Total stake: money x number of classes. */
  quantity: number;
  /** The balance right after the debit. */
  after_quantity: number;
  status: Generated<number>;
  whether_hit: Generated<number>;
  payout: Generated<number>;
  profit: Generated<number>;
  created_at: number;
  settled_at: number | null;
  /** What voiding its round gave back (migration 053): null unless voided. */
  refund: Generated<number | null>;
}

/** A voided round (migration 053): one row each, written with the round's status; refunded_at once every order is refunded. */
export interface RoundVoidsTable {
  id: Generated<number>;
  round_id: number;
  reason: string;
  /** The four-eyes request (ops_requests) that voided it. */
  request_id: number;
  /** 'operator:<name>' */
  asked_by: string;
  approved_by: string;
  voided_at: number;
  refunded_at: number | null;
}

/** What an open round's accepted orders would pay for one result (migration 051); a row per result some order pays on. */
export interface RoundExposureTable {
  round_id: number;
  /** The sum drawn, 0-27. */
  result: number;
  payout: number;
}

/** The same per member (migration 051). */
export interface MemberExposureTable extends RoundExposureTable {
  user_id: number;
}

export interface LotteryTables {
  lottery_chains: LotteryChainsTable;
  lottery_rounds: LotteryRoundsTable;
  lottery_orders: LotteryOrdersTable;
  round_exposure: RoundExposureTable;
  member_exposure: MemberExposureTable;
  round_voids: RoundVoidsTable;
}
