import { buildTestApp, type TestApp } from '../testing/app';
import { post, registerMember, uniqueUsername } from '../testing/http';
import { sha256Hex } from '../security/token';
import { canonicalJson, pruneIdempotencyKeys, requestHash } from './idempotency';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const wallet = (acc = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t') => ({ type: 1, acc, acc_name: 'USDT-TRC20' });

describe('Idempotency-Key', () => {
  it('the same key and body replay the first answer without running again', async () => {
    const m = await registerMember(t.app);
    const first = await post(t.app, '/api/user/setSafety', { new_code: '123456' }, { token: m.token, idempotencyKey: 'k-1' });
    const again = await post(t.app, '/api/user/setSafety', { new_code: '123456' }, { token: m.token, idempotencyKey: 'k-1' });
    expect(first.code).toBe(1);
    // Without the key, a second setSafety without after_code is refused (a code is set now): the replay did not run.
    expect(again).toMatchObject({ code: 1, msg: first.msg, data: first.data });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect((await post(t.app, '/api/user/setSafety', { new_code: '123456' }, { token: m.token })).code).toBe(20016);
  });

  it('concurrent twins with one key have one effect', async () => {
    const m = await registerMember(t.app);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(t.app, '/api/user/setSafety', { new_code: '123456' }, { token: m.token, idempotencyKey: 'twin' }),
      ),
    );
    // One ran, four replayed it: without the key, every setSafety after the first needs the old code (20016).
    expect(answers.map((a) => a.code)).toEqual([1, 1, 1, 1, 1]);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
  });

  it('calls that open a session are never replayed: a key on login or register stores nothing', async () => {
    const body = { username: uniqueUsername('idem'), password: 'secret123' };
    const first = await post(t.app, '/api/user/register', body, { idempotencyKey: 'reg-1', ip: '10.7.0.1' });
    const again = await post(t.app, '/api/user/register', { ...body, lang: 'en' }, { idempotencyKey: 'reg-1', ip: '10.7.0.1' });
    expect(first.code).toBe(1);
    expect(again).toMatchObject({ code: 20005, msg: 'This username is already registered', data: null });
    const login = await post(
      t.app,
      '/api/user/login',
      { account: body.username, password: body.password },
      { idempotencyKey: 'login-1', ip: '10.7.0.1' },
    );
    expect(login.code).toBe(1);
    expect(login.headers['idempotent-replayed']).toBeUndefined();
    expect(await t.app.db.selectFrom('idempotency_keys').select('key').where('key', 'in', ['reg-1', 'login-1']).execute()).toHaveLength(0);
  });

  it('the same key with another body is refused and changes nothing', async () => {
    const m = await registerMember(t.app);
    await post(t.app, '/api/user/setPayInfo', wallet(), { token: m.token, idempotencyKey: 'pay-1' });
    const other = await post(
      t.app,
      '/api/user/setPayInfo',
      { ...wallet('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'), lang: 'en' },
      { token: m.token, idempotencyKey: 'pay-1' },
    );
    expect(other).toMatchObject({ code: 10011, msg: 'This request key was already used with different content, please submit again' });
    expect((await post(t.app, '/api/user/payInfo', { type: 1 }, { token: m.token })).data.acc).toBe('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  });

  it("keeps no plain hash of a body's secret: a copy of the database cannot try codes against it", async () => {
    const m = await registerMember(t.app);
    const body = { new_code: '246810' };
    expect((await post(t.app, '/api/user/setSafety', body, { token: m.token, idempotencyKey: 'code-1' })).code).toBe(1);
    const { request_hash } = await t.app.db
      .selectFrom('idempotency_keys')
      .select('request_hash')
      .where('key', '=', 'code-1')
      .executeTakeFirstOrThrow();
    expect(request_hash).not.toBe(sha256Hex(`POST /api/user/setSafety\n${canonicalJson(body)}`));
    expect(request_hash).toBe(requestHash(t.app.requestHashKey, 'POST', '/api/user/setSafety', body));
    // Still the request's fingerprint: the same code replays, another is refused.
    const again = await post(t.app, '/api/user/setSafety', body, { token: m.token, idempotencyKey: 'code-1' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await post(t.app, '/api/user/setSafety', { new_code: '135790' }, { token: m.token, idempotencyKey: 'code-1' })).code).toBe(
      10011,
    );
  });

  it('host and lang are not part of the request: a retry in another language replays', async () => {
    const m = await registerMember(t.app);
    const a = await post(
      t.app,
      '/api/user/setPayInfo',
      { ...wallet(), lang: 'en', host: 'a' },
      { token: m.token, idempotencyKey: 'pay-2' },
    );
    const b = await post(
      t.app,
      '/api/user/setPayInfo',
      { ...wallet(), lang: 'zh', host: 'b' },
      { token: m.token, idempotencyKey: 'pay-2' },
    );
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.msg).toBe(a.msg);
  });

  it("keys are scoped per user: B reusing A's key runs on its own", async () => {
    const a = await registerMember(t.app);
    const b = await registerMember(t.app);
    await post(t.app, '/api/user/setPayInfo', wallet(), { token: a.token, idempotencyKey: 'shared' });
    const res = await post(t.app, '/api/user/setPayInfo', wallet('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'), {
      token: b.token,
      idempotencyKey: 'shared',
    });
    expect(res.code).toBe(1);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a refusal is stored and replayed too; a transient one (throttling) is not', async () => {
    const m = await registerMember(t.app);
    const bad = { type: 1, acc: 'nope', acc_name: 'USDT-TRC20' };
    expect((await post(t.app, '/api/user/setPayInfo', bad, { token: m.token, idempotencyKey: 'bad-1' })).code).toBe(20030);
    const replay = await post(t.app, '/api/user/setPayInfo', bad, { token: m.token, idempotencyKey: 'bad-1' });
    expect(replay.code).toBe(20030);
    expect(replay.headers['idempotent-replayed']).toBe('true');

    await post(t.app, '/api/user/setSafety', { new_code: '123456' }, { token: m.token });
    for (let i = 0; i < t.config.throttle.perPair; i++)
      await post(t.app, '/api/user/setSafety', { new_code: '654321', after_code: '000000' }, { token: m.token });
    const locked = await post(
      t.app,
      '/api/user/setSafety',
      { new_code: '654321', after_code: '123456' },
      { token: m.token, idempotencyKey: 'code-locked' },
    );
    expect(locked.code).toBe(20018);
    expect(await t.app.db.selectFrom('idempotency_keys').select('key').where('key', '=', 'code-locked').execute()).toHaveLength(0);
  });

  it('a failed write stores neither its effect nor its key answer as success', async () => {
    const m = await registerMember(t.app);
    await post(t.app, '/api/user/profile', { idcard: 'A123456789' }, { token: m.token });
    const res = await post(
      t.app,
      '/api/user/profile',
      { idcard: '11010519491231002X', avatar: 3 },
      { token: m.token, idempotencyKey: 'prof' },
    );
    expect(res.code).toBe(20012);
    const user = await t.app.db.selectFrom('users').select(['idcard', 'avatar']).where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(user).toEqual({ idcard: 'A123456789', avatar: 1 });
    const stored = await t.app.db.selectFrom('idempotency_keys').select('response').where('key', '=', 'prof').executeTakeFirstOrThrow();
    expect(JSON.parse(stored.response).code).toBe(20012);
  });

  it.each([
    ['', 'empty'],
    ['x'.repeat(256), 'too long'],
    ['has space', 'space'],
    ['ключ', 'non-ASCII'],
  ])('refuses a malformed key (%s: %s)', async (key) => {
    const m = await registerMember(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/setSafety',
      headers: { token: m.token, 'idempotency-key': key },
      payload: { new_code: '123456' },
    });
    expect(res.json().code).toBe(10010);
    expect((await post(t.app, '/api/user/safetyInfo', {}, { token: m.token })).data.isTrue).toBe(false);
  });

  it('prunes answers older than the TTL', async () => {
    const m = await registerMember(t.app);
    await post(t.app, '/api/user/setPayInfo', wallet(), { token: m.token, idempotencyKey: 'old' });
    const day = 24 * 3_600_000;
    await t.app.db
      .updateTable('idempotency_keys')
      .set({ created_at: Date.now() - day - 1 })
      .where('key', '=', 'old')
      .execute();
    expect(await pruneIdempotencyKeys(t.app.db, day)).toBeGreaterThanOrEqual(1);
    expect(await t.app.db.selectFrom('idempotency_keys').select('key').where('key', '=', 'old').execute()).toHaveLength(0);
  });
});

it('canonical JSON ignores key order and undefined fields', () => {
  expect(canonicalJson({ b: 1, a: [{ y: 2, x: undefined, z: 'q' }] })).toBe('{"a":[{"y":2,"z":"q"}],"b":1}');
  expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
});
