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
  it('clears the stored token with the refusal, so the reload finds none and the router sends it to login', async () => {
    const m = await registerMember(f.app);
    expect((await f.legacy('/api/user/logout', {}, m.token)).code).toBe(1);
    const res = await f.legacy('/api/Lottery/heart', { plan_id: '' }, m.token);
    expect(res.code).toBe(50008);
    expect(res.headers['clear-site-data']).toBe('"storage"');
    // Our own client ends the session itself.
    const ours = await post(f.app, '/api/user/userInfo', {}, { token: m.token });
    expect(ours.code).toBe(50008);
    expect(ours.headers['clear-site-data']).toBeUndefined();
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
