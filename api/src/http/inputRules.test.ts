import type { FastifyInstance } from 'fastify';
import { ENTRY_STATUS, ENTRY_TYPE } from '../domain/ledger';
import { dateIn } from '../domain/time';
import type { LotteryEngine } from '../lottery/engine/engine';
import { fakeClock, testCalendarStart, testLotterySettings } from '../testing/lottery';
import { buildTestApp, type TestApp } from '../testing/app';
import { get, post, registerMember } from '../testing/http';

/**
 * Input rules every call shares (issue 9): no control characters in any text, ids only as integers or their
 * canonical decimal text, and one rule for every date filter.
 */
let t: TestApp;
let app: FastifyInstance;
let engine: LotteryEngine;
let token: string;
let memberId: number;

beforeAll(async () => {
  const clock = fakeClock(0);
  const settings = testLotterySettings(clock);
  clock.set(testCalendarStart(settings) + 1000);
  t = await buildTestApp({ lottery: settings, seedDemo: false });
  app = t.app;
  engine = t.app.lottery;
  await engine.tick();
  await engine.state.loadAll();
  ({ token, id: memberId } = await registerMember(app));
  await engine.db
    .transaction()
    .execute((trx) =>
      app.ledger.post(trx, { userId: memberId, type: ENTRY_TYPE.deposit, status: ENTRY_STATUS.passed, amount: 100_000, mark: 'test' }),
    );
});
afterAll(() => t.close());

const count = async (table: 'pay_infos' | 'lottery_orders' | 'users') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('control characters (item 4)', () => {
  const card = { type: 0, acc: 'Holder', acc_name: '6222020200001234', acc_bank: 'Bank', acc_code: 'CODE', acc_fh: 'Branch', mark: 'note' };
  const HOSTILE = {
    'ESC (clears the screen)': '\u001b[2J',
    'CR LF (starts a forged row)': 'x\r\n99\ttrusted_user',
    tab: 'a\tb',
    NUL: 'a\u0000b',
    DEL: 'a\u007fb',
    'C1 NEL': 'a\u0085b',
    'C1 CSI': 'a\u009b2J',
    'Arabic letter mark': 'a\u061cb',
    'left-to-right mark': 'a\u200eb',
    'right-to-left override': 'a\u202eb',
    'first strong isolate': 'a\u2068b',
    'line separator': 'a\u2028b',
  };

  it.each(Object.entries(HOSTILE))(
    'refuses %s in a bank-card field, naming it in the request language, storing nothing',
    async (_name, text) => {
      const bindings = await count('pay_infos');
      const res = await post(app, '/api/user/setPayInfo', { ...card, acc_fh: text, lang: 'en' }, { token });
      expect(res).toMatchObject({
        code: 10001,
        msg: 'The branch name contains control or invisible formatting characters, please remove them',
      });
      expect(await count('pay_infos')).toBe(bindings);
    },
  );

  it('answers in each language', async () => {
    expect((await post(app, '/api/user/setPayInfo', { ...card, acc: '\u001b[2J', lang: 'tw' }, { token })).msg).toBe(
      '賬戶包含控制字符或不可見的格式字符，請刪除後再提交',
    );
    expect((await post(app, '/api/user/setPayInfo', { ...card, acc: '\u001b[2J', lang: 'zh' }, { token })).msg).toBe(
      '账户包含控制字符或不可见的格式字符，请删除后再提交',
    );
  });

  it('refuses them in every call and place: a public call, a query, a key, a nested value', async () => {
    const users = await count('users');
    expect(
      (await post(app, '/api/user/register', { username: 'ab\u001bcd', password: 'secret123', lang: 'en' }, { ip: '10.77.0.1' })).msg,
    ).toMatch(/^The username contains control/);
    expect(
      (
        await post(
          app,
          '/api/user/register',
          { username: 'abcd', password: 'secret123', host: 'evil\u202e.com', lang: 'en' },
          { ip: '10.77.0.2' },
        )
      ).msg,
    ).toMatch(/^The host contains control/);
    expect(await count('users')).toBe(users);
    expect((await get(app, '/api/Task/kefu?lang=en&host=%1B%5B2J')).msg).toMatch(/^The host contains control/);
    expect((await post(app, '/api/user/profile', { 'idcard\u001b': 'x', lang: 'en' }, { token })).msg).toMatch(
      /^The request body contains control/,
    );
    expect((await post(app, '/api/user/profile', { idcard: { x: '\u0007' }, lang: 'en' }, { token })).code).toBe(10001);
  });

  it('still stores other text verbatim (quotes, markup, CJK, emoji)', async () => {
    const text = { ...card, acc: 'O\'Brien <b>"x"</b> 王小明 💰', mark: '${7*7} — ok' };
    expect((await post(app, '/api/user/setPayInfo', text, { token })).code).toBe(1);
    expect((await post(app, '/api/user/payInfo', { type: 0 }, { token })).data).toEqual(text);
  });
});

describe('ids (item 9)', () => {
  const validBet = { issue: '202601010001', plan_id: 1, game_id: 1, play_type: '1', money: 100, lang: 'en' };

  it.each([
    ['plan_id: ["1"], game_id: true (the attack)', { plan_id: ['1'], game_id: true }],
    ['[1]', { plan_id: [1] }],
    ['true', { game_id: true }],
    ['" 1 "', { plan_id: ' 1 ' }],
    ['"01"', { plan_id: '01' }],
    ['"+1"', { plan_id: '+1' }],
    ['"1.0"', { plan_id: '1.0' }],
    ['"1e0"', { plan_id: '1e0' }],
    ['"0x1"', { plan_id: '0x1' }],
    ['""', { plan_id: '' }],
    ['null', { plan_id: null }],
    ['{}', { plan_id: {} }],
    ['1.5', { plan_id: 1.5 }],
    ['0', { plan_id: 0 }],
    ['-1', { plan_id: -1 }],
    ['2^31', { plan_id: 2 ** 31 }],
    ['"2147483648"', { plan_id: '2147483648' }],
  ])('playOrder refuses the id %s with 10001 and places nothing', async (_label, ids) => {
    const orders = await count('lottery_orders');
    const res = await post(app, '/api/Lottery/playOrder', { ...validBet, ...ids }, { token });
    expect(res.code).toBe(10001);
    expect(await count('lottery_orders')).toBe(orders);
  });

  it('takes an id as an integer or as canonical decimal text', async () => {
    for (const gameId of [2, '2']) {
      const res = await post(app, '/api/Lottery/index', { game_id: gameId }, { token });
      expect(res.code).toBe(1);
      expect(res.data.gameList.map((g: { id: number }) => g.id)).toEqual([2]);
    }
    expect((await post(app, '/api/Lottery/oddsList', { plan_id: '5' }, { token })).code).toBe(1);
    expect((await post(app, '/api/Lottery/playOrder', { ...validBet, plan_id: '1', game_id: 1 }, { token })).code).toBe(1);
  });

  it.each([
    ['/api/Lottery/index', { game_id: true }],
    ['/api/Lottery/heart', { plan_id: [1], game_id: 1 }],
    ['/api/Lottery/oddsList', { plan_id: ' 1' }],
    ['/api/Lottery/issueList', { game_id: '01' }],
    ['/api/Lottery/cand', { game_id: true }],
    ['/api/Lottery/verify', { game_id: [1], issue: '202601010001' }],
  ])('%s refuses a coerced id', async (url, body) => {
    expect((await post(app, url, body, { token })).code).toBe(10001);
  });

  it('register refuses a coerced recommend code', async () => {
    const users = await count('users');
    for (const [i, inviter] of [true, [memberId], ` ${memberId}`, `0${memberId}`].entries()) {
      expect(
        (
          await post(
            app,
            '/api/user/register',
            { username: `coerced${i}`, password: 'secret123', inviter_id: inviter },
            { ip: `10.78.0.${i}` },
          )
        ).code,
      ).toBe(10001);
    }
    expect(await count('users')).toBe(users);
  });
});

describe('dates (item 10)', () => {
  const today = () => dateIn(Date.now(), t.config.lottery.calendar.timeZone);
  const tomorrow = () => dateIn(Date.now() + 86_400_000, t.config.lottery.calendar.timeZone);
  const CALLS = ['/api/user/orderList', '/api/user/quantityLogList'];

  it.each(CALLS)('%s: a real day from 2018-01-01 to today, begin <= end, each refusal with its message', async (url) => {
    const list = (begin_date: string, end_date: string) => post(app, url, { begin_date, end_date, lang: 'en' }, { token });
    expect(await list('2018-13-01', '2018-12-01')).toMatchObject({ code: 10001, msg: 'The start date is not a valid date (YYYY-MM-DD)' });
    expect(await list('2018-01-01', '2029-02-31')).toMatchObject({ code: 10001, msg: 'The end date is not a valid date (YYYY-MM-DD)' });
    expect(await list('1970-01-01', '2018-12-01')).toMatchObject({ code: 10001, msg: 'The start date must be from 2018-01-01 to today' });
    expect(await list('2017-12-31', '2018-12-01')).toMatchObject({ code: 10001, msg: 'The start date must be from 2018-01-01 to today' });
    expect(await list('2018-01-01', '2100-01-01')).toMatchObject({ code: 10001, msg: 'The end date must be from 2018-01-01 to today' });
    expect(await list('2018-01-01', tomorrow())).toMatchObject({ code: 10001, msg: 'The end date must be from 2018-01-01 to today' });
    expect(await list('2019-01-02', '2019-01-01')).toMatchObject({ code: 10001, msg: 'The start date must not be after the end date' });
    expect(await list('2018-01-01', today())).toMatchObject({ code: 1 });
    expect(await list(today(), today())).toMatchObject({ code: 1 });
  });

  it('issueList: the same rule for its day', async () => {
    const day = (date: string) => post(app, '/api/Lottery/issueList', { game_id: 1, date, lang: 'en' }, { token });
    expect(await day('2029-02-31')).toMatchObject({ code: 10001, msg: 'The date is not a valid date (YYYY-MM-DD)' });
    expect(await day('2017-12-31')).toMatchObject({ code: 10001, msg: 'The date must be from 2018-01-01 to today' });
    expect(await day(tomorrow())).toMatchObject({ code: 10001, msg: 'The date must be from 2018-01-01 to today' });
    expect(await day('2026-01-01')).toMatchObject({ code: 1 });
    expect((await post(app, '/api/Lottery/issueList', { game_id: 1, date: '2026-02-30', lang: 'tw' }, { token })).msg).toBe(
      '日期不是有效的日期（格式 YYYY-MM-DD）',
    );
  });
});
