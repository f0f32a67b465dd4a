import { isImageAddress } from './imageAddress';

/** An article's image comes over http(s) or from this site; browsers read a backslash as a slash (issue 24). */
describe('isImageAddress', () => {
  it.each(['https://cdn.example/x.png', 'http://cdn.example/x.png', '/assets/news/1.webp', '/a', '/assets/%E6%96%B0.png'])(
    'takes %s',
    (address) => expect(isImageAddress(address)).toBe(true),
  );

  it.each([
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '\\\\evil.example/x.png',
    '\\/evil.example/x.png',
    '/%2Fevil.example/x.png',
    '/%2fevil.example/x.png',
    '/%5Cevil.example/x.png',
    '/%5cevil.example/x.png',
    '%2F%2Fevil.example/x.png',
    '/\t/evil.example/x.png',
    '\u0001//evil.example/x.png',
    '/x\u0000.png',
    'javascript:alert(1)',
    'data:image/png;base64,AA',
    'x.png',
    '/',
    '',
  ])('refuses %j', (address) => expect(isImageAddress(address)).toBe(false));
});
