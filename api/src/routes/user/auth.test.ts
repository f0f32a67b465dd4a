import { buildTestApp, type TestApp } from '../../testing/app';
import { hashToken } from '../../security/token';
import { post, registerMember, uniqueUsername } from '../../testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const DAY = 24 * 3_600_000;

describe('register', () => {
  it('creates a member (group 1) and answers the user data with a token', async () => {
    const username = uniqueUsername('reg');
    const res = await post(t.app, '/api/user/register', { username, password: 'secret123', group_id: 1, lang: 'en', host: 'localhost' });
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({
      username,
      nickname: username,
      group_id: 1,
      money: 0,
      idcard: '',
      inviter_id: null,
      today_profit: 0,
      profit: 0,
    });
    expect(res.data.id).toBe(res.data.user_id);
    expect(res.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await post(t.app, '/api/user/userInfo', {}, { token: res.data.token });
    expect(info.data.username).toBe(username);
  });

  it('stores only a scrypt hash of the password and a SHA-256 of the token', async () => {
    const m = await registerMember(t.app);
    const user = await t.app.db.selectFrom('users').selectAll().where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(user.password_hash).not.toContain(m.password);
    const sessions = await t.app.db.selectFrom('sessions').selectAll().where('user_id', '=', m.id).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(sessions)).not.toContain(m.token);
  });

  it('refuses a taken username', async () => {
    const m = await registerMember(t.app);
    const res = await post(t.app, '/api/user/register', { username: m.username, password: 'another1', lang: 'en' }, { ip: '10.1.0.1' });
    expect(res).toMatchObject({ code: 20005, msg: 'This username is already registered', data: null });
  });

  it.each([
    [{ username: '', password: 'secret123' }, 20001],
    [{ username: 'ab', password: 'secret123' }, 20003],
    [{ username: '9lives', password: 'secret123' }, 20003],
    [{ username: 'good_name', password: '' }, 20002],
    [{ username: 'good_name', password: '12345' }, 20004],
    [{ username: 'good_name', password: 'with space' }, 20004],
  ])('applies the username and password rules: %j -> %i', async (body, code) => {
    const res = await post(t.app, '/api/user/register', body, { ip: '10.1.0.2' });
    expect(res.code).toBe(code);
  });

  it('accepts an inviter that exists and refuses one that does not', async () => {
    const inviter = await registerMember(t.app);
    const ok = await post(
      t.app,
      '/api/user/register',
      { username: uniqueUsername('inv'), password: 'secret123', inviter_id: String(inviter.id) },
      { ip: '10.1.0.3' },
    );
    expect(ok.data.inviter_id).toBe(inviter.id);
    const empty = await post(
      t.app,
      '/api/user/register',
      { username: uniqueUsername('inv'), password: 'secret123', inviter_id: '' },
      { ip: '10.1.0.3' },
    );
    expect(empty.data.inviter_id).toBeNull();
    const bad = await post(
      t.app,
      '/api/user/register',
      { username: uniqueUsername('inv'), password: 'secret123', inviter_id: 999_999 },
      { ip: '10.1.0.3' },
    );
    expect(bad.code).toBe(20006);
  });

  it('limits how many accounts one address creates per hour', async () => {
    const ip = '10.1.0.99';
    for (let i = 0; i < t.config.registrationsPerHour; i++) {
      expect((await post(t.app, '/api/user/guest', {}, { ip })).code).toBe(1);
    }
    expect((await post(t.app, '/api/user/register', { username: uniqueUsername(), password: 'secret123' }, { ip })).code).toBe(20009);
    expect((await post(t.app, '/api/user/guest', {}, { ip: '10.1.0.98' })).code).toBe(1);
  });
});

describe('guest', () => {
  it('creates a guest (group 2) named guest + timestamp + 6 uppercase letters, who can use the token but not log in', async () => {
    const before = Date.now();
    const res = await post(t.app, '/api/user/guest', {}, { ip: '10.2.0.1' });
    expect(res.code).toBe(1);
    expect(res.data.group_id).toBe(2);
    const match = /^guest(\d{13})([A-Z]{6})$/.exec(res.data.username);
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(before);
    expect((await post(t.app, '/api/user/userInfo', {}, { token: res.data.token })).data.group_id).toBe(2);
    expect((await post(t.app, '/api/user/login', { account: res.data.username, password: '!' }, { ip: '10.2.0.1' })).code).toBe(20007);
  });
});

describe('login and logout', () => {
  it('logs in with account and password and answers the user data', async () => {
    const m = await registerMember(t.app);
    const res = await post(t.app, '/api/user/login', { account: m.username, password: m.password, remember: true });
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ id: m.id, username: m.username, group_id: 1 });
    expect(res.data.token).not.toBe(m.token);
  });

  it('answers one message for a wrong password and an unknown account', async () => {
    const m = await registerMember(t.app);
    const wrong = await post(t.app, '/api/user/login', { account: m.username, password: 'wrongpass', lang: 'en' }, { ip: '10.3.0.1' });
    const unknown = await post(t.app, '/api/user/login', { account: 'nobody_here', password: 'wrongpass', lang: 'en' }, { ip: '10.3.0.2' });
    expect(wrong).toMatchObject({ code: 20007, msg: 'Account or password wrong' });
    expect(unknown).toMatchObject({ code: 20007, msg: 'Account or password wrong' });
    expect((await post(t.app, '/api/user/login', { account: m.username, password: 'wrongpass' }, { ip: '10.3.0.1' })).msg).toBe(
      '賬號或密碼錯誤',
    );
  });

  it('asks for the username and the password separately', async () => {
    expect((await post(t.app, '/api/user/login', { account: '', password: 'x' })).code).toBe(20001);
    expect((await post(t.app, '/api/user/login', { account: 'someone', password: '' })).code).toBe(20002);
  });

  it('gives a 14-day session with remember-me and the normal one without (remember absent or false)', async () => {
    const m = await registerMember(t.app);
    const lifeOf = async (body: object) => {
      const before = Date.now();
      const { token } = (await post(t.app, '/api/user/login', { account: m.username, password: m.password, ...body })).data;
      const row = await t.app.db
        .selectFrom('sessions')
        .select('expires_at')
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirstOrThrow();
      return row.expires_at - before;
    };
    const within = (life: number, expected: number) => expect([life >= expected, life <= expected + 60_000]).toEqual([true, true]);
    within(await lifeOf({ remember: true }), 14 * DAY);
    within(await lifeOf({}), t.config.sessionMsShort);
    within(await lifeOf({ remember: false }), t.config.sessionMsShort);
    expect(t.config.sessionMsShort).toBeLessThanOrEqual(DAY);
  });

  it('a remembered session is still accepted after the normal life has passed, and logout ends it', async () => {
    const m = await registerMember(t.app);
    const remembered = (await post(t.app, '/api/user/login', { account: m.username, password: m.password, remember: true })).data.token;
    const later = Date.now() + t.config.sessionMsShort + 3_600_000;
    await expect(t.app.sessions.resolve(remembered, later)).resolves.toMatchObject({ id: m.id });
    await expect(t.app.sessions.resolve(m.token, later)).rejects.toMatchObject({ def: { code: 50014 } });
    expect((await post(t.app, '/api/user/logout', {}, { token: remembered })).code).toBe(1);
    expect((await post(t.app, '/api/user/userInfo', {}, { token: remembered })).code).toBe(50008);
    expect((await post(t.app, '/api/user/userInfo', {}, { token: m.token })).code).toBe(1);
  });

  it('a password change ends a remembered session on another device', async () => {
    const m = await registerMember(t.app);
    const remembered = (await post(t.app, '/api/user/login', { account: m.username, password: m.password, remember: true })).data.token;
    expect((await post(t.app, '/api/user/newPass', { after_pass: m.password, new_pass: 'brandNew99' }, { token: m.token })).code).toBe(1);
    expect((await post(t.app, '/api/user/userInfo', {}, { token: remembered })).code).toBe(50008);
  });

  it('register and guest sessions have the normal life (the client keeps them for the tab)', async () => {
    const before = Date.now();
    const member = await registerMember(t.app);
    const guest = (await post(t.app, '/api/user/guest', {}, { ip: '10.3.0.20' })).data;
    for (const id of [member.id, guest.id]) {
      const row = await t.app.db.selectFrom('sessions').select('expires_at').where('user_id', '=', id).executeTakeFirstOrThrow();
      expect(row.expires_at - before).toBeLessThanOrEqual(t.config.sessionMsShort + 60_000);
    }
  });

  it('logout revokes the token (50008 afterwards) and leaves other sessions alone', async () => {
    const m = await registerMember(t.app);
    const other = (await post(t.app, '/api/user/login', { account: m.username, password: m.password })).data.token;
    expect((await post(t.app, '/api/user/logout', {}, { token: m.token })).code).toBe(1);
    expect((await post(t.app, '/api/user/userInfo', {}, { token: m.token })).code).toBe(50008);
    expect((await post(t.app, '/api/user/userInfo', {}, { token: other })).code).toBe(1);
  });

  it('signs a disabled account in with the right password only, to a session that withdraws and reads but changes nothing else', async () => {
    const m = await registerMember(t.app);
    await t.app.db.updateTable('users').set({ status: 1 }).where('id', '=', m.id).execute();
    expect((await post(t.app, '/api/user/login', { account: m.username, password: 'wrongpass' }, { ip: '10.3.0.9' })).code).toBe(20007);
    const signedIn = await post(t.app, '/api/user/login', { account: m.username, password: m.password }, { ip: '10.3.0.9' });
    expect(signedIn.code).toBe(1);
    // The answer says so, for the app to tell the member at once; an active member's says nothing of it.
    expect(signedIn.data.disabled).toBe(true);
    const token = signedIn.data.token;
    expect((await post(t.app, '/api/user/userInfo', {}, { token })).code).toBe(1);
    expect(await post(t.app, '/api/user/profile', { nickname: 'x', lang: 'en' }, { token })).toMatchObject({
      code: 20010,
      msg: 'This account is disabled: you can only withdraw your balance. For anything else, please contact customer service',
    });
    expect((await post(t.app, '/api/user/recharge', { amount: 10_000 }, { token })).code).toBe(20010);
    expect((await post(t.app, '/api/user/setSafety', { new_code: '246810' }, { token })).code).toBe(1);
    expect((await post(t.app, '/api/user/logout', {}, { token })).code).toBe(1);
  });

  it('logs the demo member in', async () => {
    const res = await post(t.app, '/api/user/login', { account: 'demo', password: 'demo1234' });
    expect(res).toMatchObject({ code: 1, data: { username: 'demo', group_id: 1 } });
    expect(res.data).not.toHaveProperty('disabled');
  });
});

describe('auth failures', () => {
  it.each([
    ['no token', undefined],
    ['an unknown token', 'x'.repeat(43)],
    ['a huge token', 'x'.repeat(10_000)],
  ])('%s answers 50008 on every member call', async (_label, token) => {
    for (const url of ['/api/user/userInfo', '/api/user/logout', '/api/user/safetyInfo', '/api/user/profile']) {
      const res = await post(t.app, url, {}, token ? { token } : {});
      expect([url, res.code, res.status]).toEqual([url, 50008, 200]);
    }
  });

  it('an expired token answers 50014', async () => {
    const m = await registerMember(t.app);
    await t.app.db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', m.id)
      .execute();
    const res = await post(t.app, '/api/user/userInfo', { lang: 'en' }, { token: m.token });
    expect(res).toMatchObject({ code: 50014, msg: 'Your login has expired, please log in again', data: null });
  });

  it('a token checked before the input: a bad body without a token still answers 50008', async () => {
    expect((await post(t.app, '/api/user/profile', { idcard: 12 })).code).toBe(50008);
  });
});

describe('sessions come only from a checked password, never from a stored answer', () => {
  const countSessions = async (userId: number) =>
    (await t.app.db.selectFrom('sessions').select('token_hash').where('user_id', '=', userId).execute()).length;

  it('a login sent again with its Idempotency-Key after a password change, a lock or a disable opens no session', async () => {
    const changed = await registerMember(t.app);
    const body = { account: changed.username, password: changed.password, lang: 'en' };
    expect((await post(t.app, '/api/user/login', body, { idempotencyKey: 'login-a', ip: '10.5.0.1' })).code).toBe(1);
    expect(
      (await post(t.app, '/api/user/newPass', { after_pass: changed.password, new_pass: 'brandNew99' }, { token: changed.token })).code,
    ).toBe(1);
    const sessions = await countSessions(changed.id);
    const replay = await post(t.app, '/api/user/login', body, { idempotencyKey: 'login-a', ip: '10.5.0.1' });
    expect(replay).toMatchObject({ code: 20007, msg: 'Account or password wrong', data: null });
    expect(await countSessions(changed.id)).toBe(sessions);

    const locked = await registerMember(t.app);
    const lockedBody = { account: locked.username, password: locked.password };
    expect((await post(t.app, '/api/user/login', lockedBody, { idempotencyKey: 'login-b', ip: '10.5.0.2' })).code).toBe(1);
    for (let i = 0; i < t.config.throttle.perPair; i++)
      await post(t.app, '/api/user/login', { account: locked.username, password: 'wrongpass' }, { ip: '10.5.0.2' });
    expect((await post(t.app, '/api/user/login', lockedBody, { idempotencyKey: 'login-b', ip: '10.5.0.2' })).code).toBe(20008);

    const disabled = await registerMember(t.app);
    const disabledBody = { account: disabled.username, password: disabled.password };
    expect((await post(t.app, '/api/user/login', disabledBody, { idempotencyKey: 'login-c', ip: '10.5.0.3' })).code).toBe(1);
    await t.app.db.updateTable('users').set({ status: 1 }).where('id', '=', disabled.id).execute();
    // Checked again, not replayed: a disabled account signs in afresh, to a withdraw-only session.
    const again = await post(t.app, '/api/user/login', disabledBody, { idempotencyKey: 'login-c', ip: '10.5.0.3' });
    expect((await post(t.app, '/api/user/profile', { nickname: 'x' }, { token: again.data.token })).code).toBe(20010);
  });

  it('a register sent again with its Idempotency-Key opens no session: the name is taken', async () => {
    const body = { username: uniqueUsername('again'), password: 'secret123', lang: 'en' };
    const first = await post(t.app, '/api/user/register', body, { idempotencyKey: 'reg-a', ip: '10.5.0.4' });
    expect(first.code).toBe(1);
    const replay = await post(t.app, '/api/user/register', body, { idempotencyKey: 'reg-a', ip: '10.5.0.4' });
    expect(replay).toMatchObject({ code: 20005, data: null });
    expect(await countSessions(first.data.id)).toBe(1);
  });
});

describe('registrations per address under a parallel burst', () => {
  it('45 registrations at once from one address create exactly the hourly limit (30)', async () => {
    const ip = '10.6.0.1';
    const answers = await Promise.all(
      Array.from({ length: 45 }, () =>
        post(t.app, '/api/user/register', { username: uniqueUsername('burst'), password: 'secret123' }, { ip }),
      ),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 1)).toHaveLength(t.config.registrationsPerHour);
    expect(codes.filter((c) => c === 20009)).toHaveLength(45 - t.config.registrationsPerHour);
    const created = await t.app.db.selectFrom('sessions').select('user_id').where('ip', '=', ip).execute();
    expect(created).toHaveLength(t.config.registrationsPerHour);
  });

  it('a registration refused for another reason gives its place back', async () => {
    const ip = '10.6.0.2';
    const taken = await registerMember(t.app);
    const refused = await Promise.all(
      Array.from({ length: t.config.registrationsPerHour }, () =>
        post(t.app, '/api/user/register', { username: taken.username, password: 'secret123' }, { ip }),
      ),
    );
    expect(refused.every((a) => a.code === 20005)).toBe(true);
    expect((await post(t.app, '/api/user/register', { username: uniqueUsername('after'), password: 'secret123' }, { ip })).code).toBe(1);
  });
});

describe('usernames ignore case', () => {
  it('a case twin cannot register, one after the other or at the same time', async () => {
    const name = uniqueUsername('Twin');
    expect((await post(t.app, '/api/user/register', { username: name, password: 'secret123' }, { ip: '10.6.1.1' })).code).toBe(1);
    for (const twin of [name.toLowerCase(), name.toUpperCase()]) {
      expect(
        await post(t.app, '/api/user/register', { username: twin, password: 'secret123', lang: 'en' }, { ip: '10.6.1.1' }),
      ).toMatchObject({ code: 20005, msg: 'This username is already registered' });
    }
    const racing = uniqueUsername('Race');
    const answers = await Promise.all(
      [racing, racing.toLowerCase(), racing.toUpperCase()].map((username) =>
        post(t.app, '/api/user/register', { username, password: 'secret123' }, { ip: '10.6.1.2' }),
      ),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([1, 20005, 20005]);
  });

  it('login finds the account whatever the case typed', async () => {
    const m = await registerMember(t.app, uniqueUsername('Mixed'));
    for (const account of [m.username, m.username.toLowerCase(), m.username.toUpperCase()]) {
      const res = await post(t.app, '/api/user/login', { account, password: m.password }, { ip: '10.6.1.3' });
      expect(res).toMatchObject({ code: 1, data: { id: m.id, username: m.username } });
    }
  });
});

describe('weak passwords', () => {
  it.each([
    ['123456', 20032],
    ['aaaaaa', 20032],
    ['Password1', 20032],
    ['qwerty123', 20032],
  ])('register refuses a common password (%s), in the three languages', async (password, code) => {
    const username = uniqueUsername('weak');
    const answers = await Promise.all(
      (['en', 'tw', 'zh'] as const).map((lang) => post(t.app, '/api/user/register', { username, password, lang }, { ip: '10.6.2.1' })),
    );
    expect(answers.map((a) => [a.code, a.msg])).toEqual([
      [code, 'This password is too common and easy to guess, please choose another'],
      [code, '此密碼過於常見，容易被猜中，請換一個'],
      [code, '此密码过于常见，容易被猜中，请换一个'],
    ]);
  });

  it('register refuses a password holding the username, ignoring case', async () => {
    const username = uniqueUsername('self');
    for (const password of [username, `${username.toUpperCase()}1`, `x${username}!`]) {
      expect(await post(t.app, '/api/user/register', { username, password, lang: 'en' }, { ip: '10.6.2.2' })).toMatchObject({
        code: 20031,
        msg: 'The password must not contain the username',
      });
    }
    expect((await post(t.app, '/api/user/register', { username, password: 'secret123' }, { ip: '10.6.2.2' })).code).toBe(1);
  });
});
