import { buildTestApp, type TestApp } from '../../testing/app';
import { post, registerMember } from '../../testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('security code', () => {
  it('the first code needs no old one; safetyInfo tells whether one is set', async () => {
    const m = await registerMember(t.app);
    expect((await post(t.app, '/api/user/safetyInfo', {}, { token: m.token })).data).toEqual({ isTrue: false });
    expect((await post(t.app, '/api/user/setSafety', { new_code: '123456' }, { token: m.token })).code).toBe(1);
    expect((await post(t.app, '/api/user/safetyInfo', {}, { token: m.token })).data).toEqual({ isTrue: true });
    const row = await t.app.db.selectFrom('users').select('security_code_hash').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.security_code_hash).toMatch(/^scrypt\$/);
  });

  it.each(['12345', '1234567', 'abcdef', '12 456', ''])('refuses %j: exactly 6 digits', async (code) => {
    const m = await registerMember(t.app);
    expect((await post(t.app, '/api/user/setSafety', { new_code: code }, { token: m.token })).code).toBe(20015);
    expect((await post(t.app, '/api/user/safetyInfo', {}, { token: m.token })).data.isTrue).toBe(false);
  });

  it('changing needs after_code = the current code', async () => {
    const m = await registerMember(t.app);
    await post(t.app, '/api/user/setSafety', { new_code: '111111' }, { token: m.token });
    expect((await post(t.app, '/api/user/setSafety', { new_code: '222222' }, { token: m.token })).code).toBe(20016);
    expect((await post(t.app, '/api/user/setSafety', { new_code: '222222', after_code: '999999' }, { token: m.token })).code).toBe(20017);
    expect((await post(t.app, '/api/user/setSafety', { new_code: '222222', after_code: '111111' }, { token: m.token })).code).toBe(1);
    expect((await post(t.app, '/api/user/setSafety', { new_code: '333333', after_code: '111111' }, { token: m.token })).code).toBe(20017);
    expect((await post(t.app, '/api/user/setSafety', { new_code: '333333', after_code: '222222' }, { token: m.token })).code).toBe(1);
  });

  it('throttles wrong codes: after 5 even the right code waits', async () => {
    const m = await registerMember(t.app);
    await post(t.app, '/api/user/setSafety', { new_code: '111111' }, { token: m.token });
    for (let i = 0; i < 5; i++) {
      expect((await post(t.app, '/api/user/setSafety', { new_code: '222222', after_code: `00000${i}` }, { token: m.token })).code).toBe(
        20017,
      );
    }
    const locked = await post(t.app, '/api/user/setSafety', { new_code: '222222', after_code: '111111', lang: 'en' }, { token: m.token });
    expect(locked).toMatchObject({ code: 20018, msg: 'Too many wrong security codes, please try again in 1 minutes' });
    // Another member is not affected.
    const other = await registerMember(t.app);
    expect((await post(t.app, '/api/user/setSafety', { new_code: '123456' }, { token: other.token })).code).toBe(1);
  });
});
