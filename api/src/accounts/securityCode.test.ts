import { AppError, ERR } from '../i18n/errors';
import { buildTestApp, type TestApp } from '../testing/app';
import { post, registerMember } from '../testing/http';
import { checkSecurityCode } from './securityCode';

/**
 * Security codes sent at the same moment (issue 24): attempts in flight count against the limit, so the ones behind
 * them wait; a right code is never told it is wrong or locked, and only wrong codes count towards the lock.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const CODE = '135790';
const LIMIT = () => t.config.throttle.perPair;

async function memberWithCode() {
  const m = await registerMember(t.app);
  expect((await post(t.app, '/api/user/setSafety', { new_code: CODE }, { token: m.token })).code).toBe(1);
  return m;
}

/** 'ok', or the code of the refusal. */
const outcome = (check: Promise<void>) =>
  check.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? error.def.code : Promise.reject(error)),
  );
const checks = (userId: number, codes: string[]) =>
  Promise.all(codes.map((code) => outcome(checkSecurityCode(t.app.deps, t.app.throttles.securityCode, userId, code))));

it('8 right codes at once all pass', async () => {
  const m = await memberWithCode();
  expect(await checks(m.id, Array(8).fill(CODE))).toEqual(Array(8).fill('ok'));
});

it('right codes at once after wrong ones all pass, and the wrong ones before them are forgotten', async () => {
  const m = await memberWithCode();
  expect(await checks(m.id, Array(LIMIT() - 1).fill('000000'))).toEqual(Array(LIMIT() - 1).fill(ERR.codeWrong.code));
  expect(await checks(m.id, Array(8).fill(CODE))).toEqual(Array(8).fill('ok'));
  expect(await checks(m.id, Array(LIMIT() - 1).fill('000000'))).toEqual(Array(LIMIT() - 1).fill(ERR.codeWrong.code));
  expect(await checks(m.id, [CODE])).toEqual(['ok']);
});

it('wrong codes at once are checked `limit` times and lock the code; the rest are told the lock, the right one too', async () => {
  const m = await memberWithCode();
  const answers = await checks(m.id, [...Array.from({ length: 12 }, (_, i) => String(200_000 + i)), CODE]);
  expect(answers.filter((a) => a === ERR.codeWrong.code)).toHaveLength(LIMIT());
  expect(answers.filter((a) => a === ERR.codeLocked.code)).toHaveLength(13 - LIMIT());
  expect(answers[12]).toBe(ERR.codeLocked.code);
});

it('a right code held up by attempts in flight until the wait ends is told to retry (20019), not that it is locked', async () => {
  const m = await memberWithCode();
  const throttle = t.app.throttles.securityCode;
  const key = String(m.id);
  for (let i = 0; i < LIMIT(); i++) expect(await throttle.reserve(key)).toBe(0);
  const answer = await post(t.app, '/api/user/setSafety', { new_code: '246801', after_code: CODE, lang: 'en' }, { token: m.token });
  expect(answer).toMatchObject({ code: 20019, msg: 'Busy checking other attempts, please try again in a moment', data: null });
  for (let i = 0; i < LIMIT(); i++) await throttle.release(key);
  expect((await post(t.app, '/api/user/setSafety', { new_code: '246801', after_code: CODE }, { token: m.token })).code).toBe(1);
});
