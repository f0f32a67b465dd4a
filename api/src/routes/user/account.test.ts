import { buildTestApp, type TestApp } from '../../testing/app';
import { post, registerMember } from '../../testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('userInfo', () => {
  it("answers the spec's user fields in msg, where the spec's client reads them, and in data, money in minor units", async () => {
    const m = await registerMember(t.app);
    await t.app.db.updateTable('users').set({ money: 12_345 }).where('id', '=', m.id).execute();
    const res = await post(t.app, '/api/user/userInfo', { lang: 'zh', host: 'h' }, { token: m.token });
    expect(res.code).toBe(1);
    expect(res.data).toEqual({
      token: m.token,
      user_id: m.id,
      id: m.id,
      username: m.username,
      nickname: m.username,
      mobile: '',
      money: 12_345,
      group_id: 1,
      idcard: '',
      avatar: 1,
      inviter_id: null,
      today_profit: 0,
      yesterday_profit: 0,
      profit: 0,
    });
    expect(res.msg).toEqual(res.data);
  });
});

describe('profile', () => {
  it('saves a valid ID card number once, then refuses to change it', async () => {
    const m = await registerMember(t.app);
    const first = await post(t.app, '/api/user/profile', { idcard: '11010519491231002x' }, { token: m.token });
    expect(first).toMatchObject({ code: 1, data: { idcard: '11010519491231002X' } });
    const again = await post(t.app, '/api/user/profile', { idcard: 'A123456789', lang: 'en' }, { token: m.token });
    expect(again).toMatchObject({ code: 20012, msg: 'The ID card number is already set and cannot be changed' });
    expect((await post(t.app, '/api/user/userInfo', {}, { token: m.token })).data.idcard).toBe('11010519491231002X');
  });

  it('refuses a malformed ID card number and saves nothing', async () => {
    const m = await registerMember(t.app);
    expect((await post(t.app, '/api/user/profile', { idcard: '123' }, { token: m.token })).code).toBe(20011);
    expect((await post(t.app, '/api/user/profile', { idcard: '110105194912310021' }, { token: m.token })).code).toBe(20011);
    expect((await post(t.app, '/api/user/userInfo', {}, { token: m.token })).data.idcard).toBe('');
  });

  it('changes the avatar (1-8) any time', async () => {
    const m = await registerMember(t.app);
    expect((await post(t.app, '/api/user/profile', { avatar: 5 }, { token: m.token })).data.avatar).toBe(5);
    expect((await post(t.app, '/api/user/profile', { avatar: 9 }, { token: m.token })).code).toBe(10001);
  });
});

describe('newPass', () => {
  it('changes the password when after_pass is the current one, and ends the other sessions', async () => {
    const m = await registerMember(t.app);
    const other = (await post(t.app, '/api/user/login', { account: m.username, password: m.password })).data.token;
    const res = await post(t.app, '/api/user/newPass', { after_pass: m.password, new_pass: 'brandNew99' }, { token: m.token });
    expect(res.code).toBe(1);
    expect((await post(t.app, '/api/user/login', { account: m.username, password: m.password }, { ip: '10.4.0.1' })).code).toBe(20007);
    expect((await post(t.app, '/api/user/login', { account: m.username, password: 'brandNew99' })).code).toBe(1);
    expect((await post(t.app, '/api/user/userInfo', {}, { token: other })).code).toBe(50008);
    expect((await post(t.app, '/api/user/userInfo', {}, { token: m.token })).code).toBe(1);
  });

  it('refuses a wrong current password, a bad new one and an unchanged one', async () => {
    const m = await registerMember(t.app);
    expect((await post(t.app, '/api/user/newPass', { after_pass: 'wrongpass', new_pass: 'brandNew99' }, { token: m.token })).code).toBe(
      20013,
    );
    expect((await post(t.app, '/api/user/newPass', { after_pass: '', new_pass: 'brandNew99' }, { token: m.token })).code).toBe(20013);
    expect((await post(t.app, '/api/user/newPass', { after_pass: m.password, new_pass: '123' }, { token: m.token })).code).toBe(20004);
    expect((await post(t.app, '/api/user/newPass', { after_pass: m.password, new_pass: m.password }, { token: m.token })).code).toBe(20014);
    expect((await post(t.app, '/api/user/login', { account: m.username, password: m.password })).code).toBe(1);
  });

  it('locks guessing of the current password after 5 wrong tries', async () => {
    const m = await registerMember(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await post(t.app, '/api/user/newPass', { after_pass: `guess${i}xx`, new_pass: 'brandNew99' }, { token: m.token })).code).toBe(
        20013,
      );
    }
    expect((await post(t.app, '/api/user/newPass', { after_pass: m.password, new_pass: 'brandNew99' }, { token: m.token })).code).toBe(
      20008,
    );
  });

  it('30 wrong current passwords and the right one at once: at most 5 are checked, the right one is refused as locked', async () => {
    const m = await registerMember(t.app);
    const guesses = [...Array.from({ length: 30 }, (_, i) => `guess${i}xx`), m.password];
    const codes = (
      await Promise.all(
        guesses.map((after_pass) => post(t.app, '/api/user/newPass', { after_pass, new_pass: 'brandNew99' }, { token: m.token })),
      )
    ).map((a) => a.code);
    expect(codes.filter((c) => c === 20013)).toHaveLength(5);
    expect(codes[30]).toBe(20008);
    expect((await post(t.app, '/api/user/login', { account: m.username, password: m.password }, { ip: '10.4.0.2' })).code).toBe(1);
  });

  it('refuses a common new password and one holding the username', async () => {
    const m = await registerMember(t.app);
    const change = (new_pass: string) =>
      post(t.app, '/api/user/newPass', { after_pass: m.password, new_pass, lang: 'en' }, { token: m.token });
    expect(await change('iloveyou')).toMatchObject({
      code: 20032,
      msg: 'This password is too common and easy to guess, please choose another',
    });
    expect(await change(`${m.username.toUpperCase()}99`)).toMatchObject({ code: 20031, msg: 'The password must not contain the username' });
    expect((await post(t.app, '/api/user/login', { account: m.username, password: m.password }, { ip: '10.4.0.3' })).code).toBe(1);
  });
});
