import { buildTestApp, type TestApp } from '../../testing/app';
import { post, registerMember } from '../../testing/http';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => t.close());

const card = { type: 0, acc: 'Li Lei', acc_name: '6222 0202 0000 1234', acc_bank: 'ICBC', acc_code: 'ICBKCNBJ', acc_fh: 'Beijing Branch', mark: '' };
const wallet = { type: 1, acc: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', acc_name: 'USDT-TRC20' };

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
    const expected = { type: 0, acc: 'Li Lei', acc_name: '6222020200001234', acc_bank: 'ICBC', acc_code: 'ICBKCNBJ', acc_fh: 'Beijing Branch', mark: '' };
    expect(res.data).toEqual(expected);
    expect((await post(t.app, '/api/user/payInfo', { type: 0 }, { token: m.token })).data).toEqual(expected);
  });

  it('binds a TRC-20 wallet, and binding again replaces it', async () => {
    const m = await registerMember(t.app);
    await post(t.app, '/api/user/setPayInfo', wallet, { token: m.token });
    const next = { ...wallet, acc: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' };
    expect((await post(t.app, '/api/user/setPayInfo', next, { token: m.token })).code).toBe(1);
    expect((await post(t.app, '/api/user/payInfo', { type: 1 }, { token: m.token })).data).toEqual(next);
    expect(await t.app.db.selectFrom('pay_infos').select('id').where('user_id', '=', m.id).execute()).toHaveLength(1);
  });

  it.each([
    [{ ...card, acc: '' }, 20021], [{ ...card, acc_name: '' }, 20022], [{ ...card, acc_name: '12ab' }, 20023],
    [{ ...card, acc_bank: undefined }, 20024], [{ ...card, acc_code: '' }, 20025], [{ ...card, acc_fh: ' ' }, 20026],
    [{ ...wallet, acc: '' }, 20027], [{ ...wallet, acc_name: '' }, 20028], [{ ...wallet, acc_name: 'BTC' }, 20029],
    [{ ...wallet, acc: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' }, 20030], [{ ...wallet, acc: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e' }, 20030],
  ])('refuses %j with %i and binds nothing', async (body, code) => {
    const m = await registerMember(t.app);
    expect((await post(t.app, '/api/user/setPayInfo', body, { token: m.token })).code).toBe(code);
    expect(await t.app.db.selectFrom('pay_infos').select('id').where('user_id', '=', m.id).execute()).toHaveLength(0);
  });
});
