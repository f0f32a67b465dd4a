import { buildTestApp, type TestApp } from '../../testing/app';
import { post, registerMember } from '../../testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const card = {
  type: 0,
  acc: 'Li Lei',
  acc_name: '6222 0202 0000 1234',
  acc_bank: 'ICBC',
  acc_code: 'ICBKCNBJ',
  acc_fh: 'Beijing Branch',
  mark: '',
};
const wallet = { type: 1, acc: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', acc_name: 'USDT-TRC20' };
const OTHER_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const CODE = '246810';

async function setCode(token: string) {
  expect((await post(t.app, '/api/user/setSafety', { new_code: CODE }, { token })).code).toBe(1);
}

const boundWallet = async (token: string) => (await post(t.app, '/api/user/payInfo', { type: 1 }, { token })).data;
const changesOf = (userId: number) =>
  t.app.db
    .selectFrom('pay_info_changes')
    .select(['type', 'previous', 'replacement', 'ip'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

describe('payInfo / setPayInfo', () => {
  it('nothing is bound at first', async () => {
    const m = await registerMember(t.app);
    expect((await post(t.app, '/api/user/payInfo', { type: 0 }, { token: m.token })).data).toBeNull();
    expect((await post(t.app, '/api/user/payInfo', { type: 1 }, { token: m.token })).data).toBeNull();
  });

  it('binds a bank card with the five fields and answers it', async () => {
    const m = await registerMember(t.app);
    const res = await post(t.app, '/api/user/setPayInfo', card, { token: m.token });
    expect(res.code).toBe(1);
    expect(res.msg).toBe('提交成功');
    const expected = {
      type: 0,
      acc: 'Li Lei',
      acc_name: '6222020200001234',
      acc_bank: 'ICBC',
      acc_code: 'ICBKCNBJ',
      acc_fh: 'Beijing Branch',
      mark: '',
    };
    expect(res.data).toEqual(expected);
    expect((await post(t.app, '/api/user/payInfo', { type: 0 }, { token: m.token })).data).toEqual(expected);
  });

  it('binds a TRC-20 wallet, and binding again with the security code replaces it', async () => {
    const m = await registerMember(t.app);
    await post(t.app, '/api/user/setPayInfo', wallet, { token: m.token });
    await setCode(m.token);
    const next = { ...wallet, acc: OTHER_ADDRESS };
    expect((await post(t.app, '/api/user/setPayInfo', { ...next, securityCode: CODE }, { token: m.token })).code).toBe(1);
    expect((await post(t.app, '/api/user/payInfo', { type: 1 }, { token: m.token })).data).toEqual(next);
    expect(await t.app.db.selectFrom('pay_infos').select('id').where('user_id', '=', m.id).execute()).toHaveLength(1);
  });

  it.each([
    [{ ...card, acc: '' }, 20021],
    [{ ...card, acc_name: '' }, 20022],
    [{ ...card, acc_name: '12ab' }, 20023],
    [{ ...card, acc_bank: undefined }, 20024],
    [{ ...card, acc_code: '' }, 20025],
    [{ ...card, acc_fh: ' ' }, 20026],
    [{ ...wallet, acc: '' }, 20027],
    [{ ...wallet, acc_name: '' }, 20028],
    [{ ...wallet, acc_name: 'BTC' }, 20029],
    [{ ...wallet, acc: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' }, 20030],
    [{ ...wallet, acc: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e' }, 20030],
  ])('refuses %j with %i and binds nothing', async (body, code) => {
    const m = await registerMember(t.app);
    expect((await post(t.app, '/api/user/setPayInfo', body, { token: m.token })).code).toBe(code);
    expect(await t.app.db.selectFrom('pay_infos').select('id').where('user_id', '=', m.id).execute()).toHaveLength(0);
  });
});

describe('replacing a binding (issue 9: a stolen token redirected the next withdrawal)', () => {
  it('needs the security code; the replacement is recorded with the address it came from', async () => {
    const m = await registerMember(t.app);
    const takeover = { ...wallet, acc: OTHER_ADDRESS, lang: 'en' };
    expect((await post(t.app, '/api/user/setPayInfo', wallet, { token: m.token })).code).toBe(1); // the first one: the token is enough
    expect(await post(t.app, '/api/user/setPayInfo', takeover, { token: m.token })).toMatchObject({
      code: 20040,
      msg: 'Replacing a bound payout account needs your security code (set one first if you have none)',
    });
    await setCode(m.token);
    expect((await post(t.app, '/api/user/setPayInfo', takeover, { token: m.token })).code).toBe(20040);
    expect(await post(t.app, '/api/user/setPayInfo', { ...takeover, securityCode: '135791' }, { token: m.token })).toMatchObject({
      code: 20017,
      msg: 'The security code is wrong',
    });
    expect(await boundWallet(m.token)).toEqual(wallet);
    expect(await changesOf(m.id)).toEqual([]);

    const replaced = await post(t.app, '/api/user/setPayInfo', { ...takeover, securityCode: CODE }, { token: m.token, ip: '10.20.30.40' });
    expect(replaced.code).toBe(1);
    expect(await boundWallet(m.token)).toEqual({ ...wallet, acc: OTHER_ADDRESS });
    expect(await changesOf(m.id)).toEqual([
      { type: 1, previous: `${wallet.acc} / USDT-TRC20`, replacement: `${OTHER_ADDRESS} / USDT-TRC20`, ip: '10.20.30.40' },
    ]);
  });

  it('the first card of the other kind and the same binding sent again need no code and record nothing', async () => {
    const m = await registerMember(t.app);
    await setCode(m.token);
    expect((await post(t.app, '/api/user/setPayInfo', wallet, { token: m.token })).code).toBe(1);
    expect((await post(t.app, '/api/user/setPayInfo', card, { token: m.token })).code).toBe(1);
    expect((await post(t.app, '/api/user/setPayInfo', { ...wallet, acc: ` ${wallet.acc} ` }, { token: m.token })).code).toBe(1);
    const changedCard = { ...card, acc_fh: 'Shanghai Branch' };
    expect((await post(t.app, '/api/user/setPayInfo', changedCard, { token: m.token })).code).toBe(20040);
    expect((await post(t.app, '/api/user/setPayInfo', { ...changedCard, securityCode: CODE }, { token: m.token })).code).toBe(1);
    expect(await changesOf(m.id)).toEqual([
      {
        type: 0,
        previous: 'Li Lei / 6222020200001234 / ICBC / ICBKCNBJ / Beijing Branch',
        replacement: 'Li Lei / 6222020200001234 / ICBC / ICBKCNBJ / Shanghai Branch',
        ip: '127.0.0.1',
      },
    ]);
  });

  it('two different first wallets sent at once: one is bound, the other would replace it and needs the code', async () => {
    const m = await registerMember(t.app);
    const answers = await Promise.all(
      [wallet, { ...wallet, acc: OTHER_ADDRESS }].map((body) => post(t.app, '/api/user/setPayInfo', body, { token: m.token })),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([1, 20040]);
    const winner = answers.findIndex((a) => a.code === 1);
    expect((await boundWallet(m.token)).acc).toBe(winner === 0 ? wallet.acc : OTHER_ADDRESS);
    expect(await changesOf(m.id)).toEqual([]);
  });

  it('wrong codes sent at once lock the code as withdrawals do: the right one then waits, for the withdrawal too', async () => {
    const m = await registerMember(t.app);
    await post(t.app, '/api/user/setPayInfo', wallet, { token: m.token });
    await setCode(m.token);
    const wrong = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(t.app, '/api/user/setPayInfo', { ...wallet, acc: OTHER_ADDRESS, securityCode: String(100000 + i) }, { token: m.token }),
      ),
    );
    expect(wrong.every((a) => a.code === 20017 || a.code === 20018)).toBe(true);
    expect(
      (await post(t.app, '/api/user/setPayInfo', { ...wallet, acc: OTHER_ADDRESS, securityCode: CODE }, { token: m.token })).code,
    ).toBe(20018);
    expect(
      (await post(t.app, '/api/user/withdrawAction', { type: 1, money: 10_000, securityCode: CODE, index: 0 }, { token: m.token })).code,
    ).toBe(20018);
    expect(await boundWallet(m.token)).toEqual(wallet);
  });
});
