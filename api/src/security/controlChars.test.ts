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
  // issue 42: seven that a list of code points let through
  'soft hyphen': '\u00ad',
  'Mongolian vowel separator': '\u180e',
  'combining grapheme joiner': '\u034f',
  'Hangul choseong filler': '\u115f',
  'Hangul filler': '\u3164',
  'halfwidth Hangul filler': '\uffa0',
  'braille pattern blank': '\u2800',
};

it.each(Object.entries(INVISIBLE))('counts the %s as a control character, written out visibly', (_name, char) => {
  expect(hasControlChars(`Bank${char}Name`)).toBe(true);
  const code = char.charCodeAt(0).toString(16);
  expect(escapeControlChars(`a${char}b`)).toMatch(new RegExp(`^a\\\\(x|u0{0,2})${code}b$`));
});

it('leaves visible text alone (CJK, Hangul, accents, emoji, the no-break space)', () => {
  expect(hasControlChars('王小明 김민준 José Müller e\u0301 💰 a\u00a0b')).toBe(false);
});

it('writes a character beyond the basic plane out by its code point', () => {
  expect(escapeControlChars('a\u{e0001}b')).toBe('a\\u{e0001}b');
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
