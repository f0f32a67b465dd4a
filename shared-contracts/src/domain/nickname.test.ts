import { maskNickname } from './nickname';

describe('maskNickname', () => {
  it('keeps only the first and last character', () => {
    expect(maskNickname('alice01')).toBe('a***1');
  });
  it('hides all but the first character of a short name', () => {
    expect(maskNickname('ab')).toBe('a***');
    expect(maskNickname('')).toBe('***');
  });
  it('counts characters, not UTF-16 units', () => {
    expect(maskNickname('王小明')).toBe('王***明');
    expect(maskNickname('😀ab😀')).toBe('😀***😀');
  });
});
