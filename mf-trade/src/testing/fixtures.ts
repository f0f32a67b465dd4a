import type { CallResponse, LiveRound, OrderRecord } from 'shared-contracts/api';

/** Answers as the api gives them, for the screens' tests. */
export const games: CallResponse<'lotteryIndex'> = {
  gameList: [
    {
      id: 1,
      name: 'Singapore',
      game_status: 1,
      issue: { last_issue: '20261122001', last_code: 8 },
      planList: [
        { id: 11, game_id: 1, title: 'Beginner room', joinmoeny: 10_000, min_money: 100, max_money: 1_000_000, issue: { last_code: 8 } },
      ],
    },
    {
      id: 2,
      name: 'New Zealand',
      game_status: 1,
      issue: { last_issue: '20261122001', last_code: 15 },
      planList: [
        { id: 21, game_id: 2, title: 'VIP room', joinmoeny: 100_000, min_money: 100, max_money: 1_000_000, issue: { last_code: 15 } },
      ],
    },
  ],
};

export const draw = (issue: string, digits: [number, number, number]): CallResponse<'issueList'>[number] => ({
  issue,
  site_1: digits[0],
  site_2: digits[1],
  site_3: digits[2],
  code: digits[0] + digits[1] + digits[2],
  base: 'Short Even',
  join: 3,
  opentime: 1_795_000_000,
});

export const order = (overrides: Partial<OrderRecord> = {}): OrderRecord => ({
  orderNo: '202611220011a1b2c3d4e5f60718',
  createtime: 1_795_000_000,
  name: 'Singapore',
  plan_name: 'Beginner room',
  game_id: 1,
  status: 1,
  whether_hit: 1,
  profit: 480,
  issue: '20261122001',
  play_method: 'Short, Even',
  play_type: '2,4',
  quantity: 1000,
  after_quantity: 9000,
  legs: [],
  draw: null,
  ...overrides,
});

/** Round 1 of a chain made by the server's code (see features/verify/fairDraw.test.ts). */
export const proof: CallResponse<'verify'> = {
  game_id: 1,
  issue: '20261122001',
  salt: 'c0ffee00salt',
  link: '5ea98515022de0dbfe9c1aca73b366686103941213edbc6f114ee12135507778',
  previous_link: 'ca1c767408c82309698c2073f2595bd623c689cbc19e3b5ce9ef198652ffbdbe',
  commitment: 'ca1c767408c82309698c2073f2595bd623c689cbc19e3b5ce9ef198652ffbdbe',
  site_1: 1,
  site_2: 7,
  site_3: 0,
  code: 8,
  outcomes: [
    { class: 1, win: false },
    { class: 2, win: true },
  ],
};

/** A heartbeat of room 11 (game 1): round 002 on sale, round 001 drawn, one bet in the feed. */
export const heartbeat = (overrides: Partial<CallResponse<'heart'>> = {}): CallResponse<'heart'> => ({
  last_issue: { issue: '20261122001', site_1: 1, site_2: 7, site_3: 0, code: 8 },
  issue: { issue: '20261122002', openTime1: 95, whether_close: false },
  game_status: 1,
  user_quantity: { money: 50_000 },
  message: [{ id: 1, nickname: 'b***9', issue: '20261122002', play_method: 'Long,Odd', quantity: 2000, play_type: '1,3' }],
  hit_notice: [],
  commitment: 'ca1c767408c82309698c2073f2595bd623c689cbc19e3b5ce9ef198652ffbdbe',
  previous_link: null,
  ...overrides,
});

/** A game's round as the live channel's `round` frame says it. */
export const liveRound = (overrides: Partial<LiveRound> = {}): LiveRound => ({
  game_id: 1,
  last_issue: { issue: '20261122001', site_1: 1, site_2: 7, site_3: 0, code: 8 },
  issue: { issue: '20261122002', openTime1: 95, whether_close: false },
  game_status: 1,
  commitment: 'c',
  previous_link: null,
  at: 0,
  ...overrides,
});
