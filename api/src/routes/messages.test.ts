import { CLI_ACTOR } from '../audit/log';
import type { FastifyInstance } from 'fastify';
import { depositRequest, ENTRY_TYPE } from '../domain/ledger';
import { writeMessage } from '../messages/write';
import { buildTestApp, type TestApp } from '../testing/app';
import { post, registerMember } from '../testing/http';
import { settleRequest } from '../wallet/requests/decide';
import { expireDeposits } from '../wallet/deposits/expiry';
import { changeProgram, depositBonusProgram } from '../promotions/programs';

const WALLET = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const OTHER_WALLET = 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj';
const CODE = '135790';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  // Not about turnover (promotions/turnover.test.ts): deposits here add none, so the withdrawals after them go through.
  const program = await depositBonusProgram(app.db);
  await changeProgram(
    app.db,
    'deposit_bonus',
    { ...program, depositMultiple: 0, bonusMultiple: 0 },
    { actor: CLI_ACTOR, by: 'messages test' },
  );
});
afterAll(() => t.close());

type Listed = { id: number; kind: string; title: string; content: string; read: boolean };
const list = async (token: string, body: Record<string, unknown> = {}): Promise<Listed[]> =>
  (await post(app, '/api/user/messageList', body, { token })).data;
const unread = async (token: string) => (await post(app, '/api/user/messageUnread', {}, { token })).data.unread;
const read = (token: string, id: number, lang = 'en') => post(app, '/api/user/messageRead', { id, lang }, { token });
const settleAlone = (id: number, decision: 'approve' | 'reject') =>
  app.db.transaction().execute((trx) => settleRequest(app.ledger, trx, id, decision));

/** A member with a security code and a bound TRC-20 wallet. */
async function readyMember() {
  const member = await registerMember(app);
  expect((await post(app, '/api/user/setSafety', { new_code: CODE }, { token: member.token })).code).toBe(1);
  expect((await post(app, '/api/user/setPayInfo', { type: 1, acc: WALLET, acc_name: 'USDT-TRC20' }, { token: member.token })).code).toBe(1);
  return member;
}

describe('in-site messages written with their events', () => {
  it("each event writes exactly one message for its member, told in the reader's language", async () => {
    const m = await readyMember();
    const bystander = await registerMember(app);
    const recharge = async (amount: number) => (await post(app, '/api/user/recharge', { amount }, { token: m.token })).data.id as number;
    /** Withdraws through the api; answers the id of the pending withdrawal it opened. */
    const withdraw = async (money: number) => {
      const res = await post(app, '/api/user/withdrawAction', { type: 1, money, securityCode: CODE, index: 0 }, { token: m.token });
      expect(res.code).toBe(1);
      return (await app.ledger.listPending(app.db, ENTRY_TYPE.withdrawal)).find((entry) => entry.userId === m.id)!.id;
    };

    await settleAlone(await recharge(50_000), 'approve');
    await settleAlone(await recharge(20_000), 'reject');
    await app.db.transaction().execute((trx) => app.ledger.post(trx, depositRequest(m.id, 12_345, WALLET), Date.now() - 31 * 60_000));
    await expireDeposits(app.ledger, app.db);
    await settleAlone(await withdraw(10_000), 'approve');
    await settleAlone(await withdraw(15_050), 'reject');
    const replaced = await post(
      app,
      '/api/user/setPayInfo',
      { type: 1, acc: OTHER_WALLET, acc_name: 'USDT-TRC20', securityCode: CODE },
      { token: m.token },
    );
    expect(replaced.code).toBe(1);

    const messages = await list(m.token, { lang: 'en' });
    expect(messages.map((message) => [message.kind, message.title, message.content, message.read])).toEqual([
      [
        'binding_changed',
        'Payout account changed',
        `Your withdrawal wallet was changed to the one ending in ${OTHER_WALLET.slice(-4)}. If this was not you, change your password and security code and contact customer service at once.`,
        false,
      ],
      ['withdrawal_rejected', 'Withdrawal rejected', 'Your withdrawal of 150.5u was rejected; the money is back in your balance.', false],
      ['withdrawal_paid', 'Withdrawal paid', 'Your withdrawal of 100u was approved and paid out.', false],
      [
        'deposit_expired',
        'Deposit request expired',
        'Your deposit request of 123.45u was not completed within 30 minutes and has expired; nothing was credited. To deposit, submit a new request.',
        false,
      ],
      [
        'deposit_rejected',
        'Deposit request rejected',
        'Your deposit request of 200u was rejected and nothing was credited. If you did transfer, please contact customer service.',
        false,
      ],
      ['deposit_credited', 'Deposit credited', 'Your deposit of 500u was credited with a bonus of 50u.', false],
    ]);
    expect(await unread(m.token)).toBe(6);
    const credited = messages.at(-1)!;
    expect((await list(m.token, { lang: 'tw' })).at(-1)).toEqual({
      ...credited,
      title: '充值已到賬',
      content: '您的充值 500u 已到賬，贈送 50u 已一併存入。',
    });
    expect((await list(m.token, { lang: 'zh' })).at(-1)).toMatchObject({
      title: '充值已到账',
      content: '您的充值 500u 已到账，赠送 50u 已一并存入。',
    });
    expect(await list(bystander.token)).toEqual([]);
  });

  it('a binding writes one only when it replaces another: not the first, not the same again, not a refused replacement', async () => {
    const m = await registerMember(app);
    const card = { type: 0, acc: 'Chen', acc_name: '6222 0202 0202 0202', acc_bank: 'Bank', acc_code: 'B1', acc_fh: 'Main' };
    expect((await post(app, '/api/user/setPayInfo', card, { token: m.token })).code).toBe(1);
    expect((await post(app, '/api/user/setPayInfo', card, { token: m.token })).code).toBe(1);
    const other = { ...card, acc_name: '6222020202029876' };
    expect((await post(app, '/api/user/setPayInfo', other, { token: m.token })).code).toBe(20040); // no security code yet
    expect(await list(m.token)).toEqual([]);
    await post(app, '/api/user/setSafety', { new_code: CODE }, { token: m.token });
    expect((await post(app, '/api/user/setPayInfo', { ...other, securityCode: CODE }, { token: m.token })).code).toBe(1);
    expect((await list(m.token, { lang: 'en' })).map((message) => message.content)).toEqual([
      'Your withdrawal bank card was changed to the one ending in 9876. If this was not you, change your password and security code and contact customer service at once.',
    ]);
  });

  it("has the words of the fixed-deposit engine's message (the month, the lowest balance, the bonus)", async () => {
    const m = await registerMember(app);
    await app.db.transaction().execute((trx) =>
      writeMessage(trx, {
        userId: m.id,
        kind: 'fixed_deposit_bonus',
        params: { month: '2026-03', amount: 500_000, reserve: 10_000_050 },
      }),
    );
    expect((await list(m.token, { lang: 'en' }))[0]).toMatchObject({
      title: 'Fixed deposit bonus paid',
      content:
        'Fixed deposit, 2026-03: your lowest balance of the month was 100000.5u; a bonus of 5000u has been credited to your balance.',
    });
    expect((await list(m.token, { lang: 'tw' }))[0]!.content).toBe(
      '2026-03 定存活動：您本月的最低餘額為 100000.5u，獎勵 5000u 已存入您的餘額。',
    );
  });

  it('is never written outside a transaction (it would outlive a rolled-back event)', async () => {
    const m = await registerMember(app);
    await expect(writeMessage(app.db, { userId: m.id, kind: 'deposit_rejected', params: { amount: 1 } })).rejects.toThrow(/transaction/);
    expect(await list(m.token)).toEqual([]);
  });
});

describe('messageList, messageUnread and messageRead', () => {
  async function memberWithMessages(count: number) {
    const member = await registerMember(app);
    await app.db.transaction().execute(async (trx) => {
      for (let i = 1; i <= count; i += 1)
        await writeMessage(trx, { userId: member.id, kind: 'deposit_rejected', params: { amount: i * 100 } });
    });
    return member;
  }

  it("lists the token member's messages only, newest first, 20 a page", async () => {
    const a = await memberWithMessages(25);
    const b = await memberWithMessages(1);
    const first = await list(a.token, { lang: 'en' });
    expect(first).toHaveLength(20);
    expect(first[0]!.content).toMatch(/^Your deposit request of 25u was rejected/);
    const second = await list(a.token, { page: 2, lang: 'en' });
    expect(second.map((message) => message.content.match(/of (\d+)u/)![1])).toEqual(['5', '4', '3', '2', '1']);
    expect(await list(a.token, { page: 3 })).toEqual([]);
    const ids = [...first, ...second].map((message) => message.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const theirs = await list(b.token);
    expect(theirs).toHaveLength(1);
    expect(ids).not.toContain(theirs[0]!.id);
    expect([await unread(a.token), await unread(b.token)]).toEqual([25, 1]);
  });

  it('marks only the own message read and answers the unread count; opening it again changes nothing', async () => {
    const a = await memberWithMessages(3);
    const [newest, middle] = await list(a.token);
    expect(await read(a.token, middle!.id)).toMatchObject({ code: 1, data: { unread: 2 } });
    expect(await read(a.token, middle!.id)).toMatchObject({ code: 1, data: { unread: 2 } });
    expect((await list(a.token)).map((message) => message.read)).toEqual([false, true, false]);
    expect((await post(app, '/api/user/messageRead', { id: String(newest!.id) }, { token: a.token })).data).toEqual({ unread: 1 });
    expect(await unread(a.token)).toBe(1);
  });

  it("refuses someone else's message or an unknown id as not found, in three languages, and changes nothing", async () => {
    const a = await memberWithMessages(2);
    const b = await memberWithMessages(1);
    const [theirs] = await list(a.token);
    expect(await read(b.token, theirs!.id)).toMatchObject({ code: 20050, msg: 'Message not found', data: null });
    expect((await read(b.token, theirs!.id, 'tw')).msg).toBe('消息不存在');
    expect((await read(b.token, theirs!.id, 'zh')).msg).toBe('消息不存在');
    expect((await read(b.token, 999_999_999)).code).toBe(20050);
    expect((await list(a.token)).map((message) => message.read)).toEqual([false, false]);
    expect([await unread(a.token), await unread(b.token)]).toEqual([2, 1]);
  });

  it('needs a token', async () => {
    for (const path of ['messageList', 'messageUnread']) expect((await post(app, `/api/user/${path}`, {})).code).toBe(50008);
    expect((await post(app, '/api/user/messageRead', { id: 1 })).code).toBe(50008);
  });
});
