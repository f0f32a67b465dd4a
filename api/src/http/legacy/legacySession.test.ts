import { setMemberDisabled } from '../../accounts/memberStatus';
import { SYSTEM_ACTOR } from '../../audit/log';
import { post, registerMember } from '../../testing/http';
import { legacyFixture, type LegacyFixture } from '../../testing/legacy';

/** The codes on which the legacy client reloads the page (its utils/request.js interceptor). */
const RELOADS = [50008, 50012, 50014];

let f: LegacyFixture;
beforeEach(async () => {
  f = await legacyFixture();
});
afterEach(async () => f.t.close());

describe('a legacy request whose session has ended', () => {
  it.each([
    ['tw', '本次登錄已結束，請重新登錄：設置 → 退出登錄'],
    ['en', 'Your session has ended: log in again (Settings → Logout)'],
  ])('answers in its language (%s) with a code it does not reload on, and clears no storage (its language stays)', async (lang, words) => {
    const m = await registerMember(f.app);
    expect((await f.legacy('/api/user/logout', {}, m.token)).code).toBe(1);
    const res = await post(f.app, '/api/Lottery/heart', { plan_id: '', lang }, { dialect: 'legacy', token: m.token });
    expect(RELOADS).not.toContain(res.code);
    expect(res.code).toBe(50001);
    expect(res.msg).toBe(words);
    expect(res.headers['clear-site-data']).toBeUndefined();
    // Logging in again replaces the dead token: the next call is served.
    const login = await f.legacy('/api/user/login', { account: m.username, password: m.password });
    expect((await f.legacy('/api/user/userInfo', {}, login.data.userinfo.token)).code).toBe(1);
    // Our own client ends the session itself on 50008.
    const ours = await post(f.app, '/api/user/userInfo', {}, { token: m.token });
    expect(ours.code).toBe(50008);
    expect(ours.headers['clear-site-data']).toBeUndefined();
  });

  it('tells a member disabled by customer service why, with the reason in data, without a reload', async () => {
    const m = await registerMember(f.app);
    await f.app.db
      .transaction()
      .execute((trx) => setMemberDisabled(trx, (t, id, why) => f.app.sessions.endAllOf(t, id, why), { id: m.id }, true, SYSTEM_ACTOR));
    const res = await post(f.app, '/api/user/userInfo', { lang: 'en' }, { dialect: 'legacy', token: m.token });
    expect(res.code).toBe(50001);
    expect(res.msg).toContain('disabled by customer service');
    expect(res.data).toEqual({ ended: 'disabled' });
    expect(res.headers['clear-site-data']).toBeUndefined();
  });

  // axios 0.24 sends the stored null as the text "null".
  it.each([
    ['absent', {}],
    ['"null"', { token: 'null' }],
    ['blank', { token: '' }],
  ])('without a token (%s) answers "please log in" with a code the client does not reload on', async (_name, headers) => {
    const res = await post(f.app, '/api/Lottery/heart', { plan_id: '', lang: 'en' }, { dialect: 'legacy', headers });
    expect(RELOADS).not.toContain(res.code);
    expect(res.code).not.toBe(1);
    expect(res.msg).toBe('Please log in');
    expect(res.headers['clear-site-data']).toBeUndefined();
  });
});
