import { buildTestApp, type TestApp } from '../testing/app';
import { post, registerMember } from '../testing/http';
import { escapeControlChars, hasControlChars } from './controlChars';

/**
 * Invisible format characters (issue 24): a zero-width space makes two account names that look the same differ,
 * so they are refused wherever control characters are.
 */
const INVISIBLE = {
  'zero-width space': '\u200b',
  'zero-width non-joiner': '\u200c',
  'zero-width joiner': '\u200d',
  'word joiner': '\u2060',
  'byte order mark (zero-width no-break space)': '\ufeff',
};

it.each(Object.entries(INVISIBLE))('counts the %s as a control character, written out visibly', (_name, char) => {
  expect(hasControlChars(`Bank${char}Name`)).toBe(true);
  expect(escapeControlChars(`a${char}b`)).toBe(`a\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}b`);
});

it('leaves visible text alone (CJK, emoji, the no-break space)', () => {
  expect(hasControlChars('王小明 💰 a\u00a0b')).toBe(false);
});

describe('in the identity and payout fields of the calls', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ token } = await registerMember(t.app));
  });
  afterAll(() => t.close());

  const card = { type: 0, acc: 'Holder', acc_name: '6222020200001234', acc_bank: 'Bank', acc_code: 'CODE', acc_fh: 'Branch', lang: 'en' };

  it.each(Object.entries(INVISIBLE))('refuses the %s in a bank-card field, naming it, binding nothing', async (_name, char) => {
    const res = await post(t.app, '/api/user/setPayInfo', { ...card, acc: `Hol${char}der` }, { token });
    expect(res).toMatchObject({ code: 10001, msg: 'The account contains control or invisible formatting characters, please remove them' });
    expect((await post(t.app, '/api/user/payInfo', { type: 0 }, { token })).data).toBeNull();
  });

  it('refuses it in the ID card number and the username', async () => {
    expect(await post(t.app, '/api/user/profile', { idcard: 'A123456789\u200b', lang: 'en' }, { token })).toMatchObject({
      code: 10001,
      msg: 'The ID card number contains control or invisible formatting characters, please remove them',
    });
    const register = await post(
      t.app,
      '/api/user/register',
      { username: 'ab\u200bcd', password: 'secret123', lang: 'en' },
      { ip: '10.78.0.1' },
    );
    expect(register).toMatchObject({
      code: 10001,
      msg: 'The username contains control or invisible formatting characters, please remove them',
    });
  });
});
