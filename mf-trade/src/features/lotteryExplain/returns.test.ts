import { chanceText, rtpText, sumsText } from './returns';

describe('the product description figures', () => {
  it('writes the sums of each kind of class', () => {
    expect(sumsText(1)).toBe('14-27');
    expect(sumsText(2)).toBe('0-13');
    expect(sumsText(3)).toBe('1, 3 … 27');
    expect(sumsText(11)).toBe('15, 17 … 27');
    expect(sumsText(21)).toBe('0-5');
    expect(sumsText(108)).toBe('8');
  });

  it('gives chance and RTP = chance x odds as the game rules table does', () => {
    expect([chanceText(1), rtpText(1, '1.98')]).toEqual(['50.0%', '99.0%']);
    expect([chanceText(11), rtpText(11, '4.20')]).toEqual(['23.1%', '97.0%']);
    expect([chanceText(12), rtpText(12, '3.60')]).toEqual(['26.9%', '96.8%']);
    expect([chanceText(22), rtpText(22, '17.00')]).toEqual(['5.6%', '95.2%']);
    expect([chanceText(100), rtpText(100, '950.00')]).toEqual(['0.1%', '95.0%']);
  });

  it('follows the odds the operator set, above 100% too', () => {
    expect(rtpText(1, '2.10')).toBe('105.0%');
  });
});
