import { buildTestApp, type TestApp } from '../testing/app';
import { post, registerMember } from '../testing/http';

/**
 * Access matrix: member A, holding only A's token, can neither read nor change anything of member B.
 * Every member call is made with A's token while B has data of every kind; B's rows must be unchanged and
 * no answer may carry B's data.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof registerMember>>;
let b: Awaited<ReturnType<typeof registerMember>>;

const bWallet = { type: 1, acc: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', acc_name: 'USDT-TRC20' };
const bCard = {
  type: 0,
  acc: 'B Holder',
  acc_name: '6222020200009999',
  acc_bank: 'B Bank',
  acc_code: 'BCODE',
  acc_fh: 'B Branch',
  mark: 'b',
};

async function snapshotOf(userId: number) {
  const db = t.app.db;
  return {
    user: await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow(),
    pay: await db.selectFrom('pay_infos').selectAll().where('user_id', '=', userId).orderBy('type').execute(),
    sessions: await db.selectFrom('sessions').selectAll().where('user_id', '=', userId).orderBy('token_hash').execute(),
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  a = await registerMember(t.app);
  b = await registerMember(t.app);
  await post(t.app, '/api/user/setPayInfo', bWallet, { token: b.token });
  await post(t.app, '/api/user/setPayInfo', bCard, { token: b.token });
  await post(t.app, '/api/user/setSafety', { new_code: '654321' }, { token: b.token });
  await post(t.app, '/api/user/profile', { idcard: 'A123456789' }, { token: b.token });
});
afterAll(async () => t.close());

/** Every account call, with bodies that name B wherever a field could (ids, usernames). */
const calls: [string, Record<string, unknown>][] = [
  ['/api/user/userInfo', {}],
  ['/api/user/safetyInfo', {}],
  ['/api/user/payInfo', { type: 0 }],
  ['/api/user/payInfo', { type: 1 }],
  ['/api/user/profile', { idcard: '11010519491231002X', avatar: 7 }],
  ['/api/user/setSafety', { new_code: '111111', after_code: '654321' }],
  ['/api/user/setPayInfo', { type: 1, acc: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', acc_name: 'USDT-TRC20' }],
  ['/api/user/newPass', { after_pass: 'secret123', new_pass: 'takeover1' }],
  ['/api/user/logout', {}],
];

it.each(calls)("A calling %s touches only A's data", async (url, body) => {
  const before = await snapshotOf(b.id);
  const res = await post(t.app, url, body, { token: a.token });
  expect(res.code).toBe(1); // the call really ran, on A
  const text = JSON.stringify(res);
  expect(text).not.toContain(b.username);
  expect(text).not.toContain('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7');
  expect(text).not.toContain('6222020200009999');
  expect(text).not.toContain('A123456789');
  expect(await snapshotOf(b.id)).toEqual(before);
  if (url === '/api/user/logout')
    a = { ...a, token: (await post(t.app, '/api/user/login', { account: a.username, password: 'takeover1' })).data.token };
});

it("fields naming B's id or username are refused, not obeyed", async () => {
  const before = await snapshotOf(b.id);
  for (const [url, extra] of [
    ['/api/user/userInfo', { id: b.id }],
    ['/api/user/userInfo', { user_id: b.id }],
    ['/api/user/payInfo', { type: 1, user_id: b.id }],
    ['/api/user/setSafety', { new_code: '222222', username: b.username }],
    ['/api/user/profile', { avatar: 2, id: b.id }],
  ] as const) {
    const res = await post(t.app, url, extra, { token: a.token });
    expect([url, res.code]).toEqual([url, 10001]);
  }
  expect(await snapshotOf(b.id)).toEqual(before);
});

it("B's own view is intact after all of A's calls", async () => {
  expect((await post(t.app, '/api/user/payInfo', { type: 1 }, { token: b.token })).data).toEqual(bWallet);
  expect((await post(t.app, '/api/user/userInfo', {}, { token: b.token })).data).toMatchObject({ idcard: 'A123456789', avatar: 1 });
  expect((await post(t.app, '/api/user/login', { account: b.username, password: b.password })).code).toBe(1);
});
