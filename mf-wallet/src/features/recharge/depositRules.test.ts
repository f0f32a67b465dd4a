import { depositBonus, formatCountdown, parseQuantity, shortTx, shownState } from './depositRules';

describe('depositRules', () => {
  it('gives the bonus percent of the amount, floored to the minor unit', () => {
    expect(depositBonus(10_000, 10)).toBe(1_000);
    expect(depositBonus(12_345, 10)).toBe(1_234);
    expect(depositBonus(9, 10)).toBe(0);
  });

  it('takes whole or 2-decimal quantities and refuses empty, zero and malformed ones', () => {
    expect(parseQuantity('100')).toEqual({ amount: 10_000 });
    expect(parseQuantity('100.5')).toEqual({ amount: 10_050 });
    expect(parseQuantity(' 0.01 ')).toEqual({ amount: 1 });
    expect(parseQuantity('')).toEqual({ refusal: 'required' });
    expect(parseQuantity('   ')).toEqual({ refusal: 'required' });
    expect(parseQuantity('0')).toEqual({ refusal: 'required' });
    expect(parseQuantity('0.00')).toEqual({ refusal: 'required' });
    expect(parseQuantity('1.234')).toEqual({ refusal: 'invalid' });
    expect(parseQuantity('-5')).toEqual({ refusal: 'invalid' });
    expect(parseQuantity('1e3')).toEqual({ refusal: 'invalid' });
    expect(parseQuantity('abc')).toEqual({ refusal: 'notNumber' });
    expect(parseQuantity('1.2.3')).toEqual({ refusal: 'notNumber' });
  });

  it('shows a pending request past its window as expired, other states as they are', () => {
    expect(shownState({ state: 'pending' }, 1)).toBe('pending');
    expect(shownState({ state: 'pending' }, 0)).toBe('expired');
    expect(shownState({ state: 'credited' }, 0)).toBe('credited');
    expect(shownState({ state: 'rejected' }, 100)).toBe('rejected');
  });

  it('formats the time left as mm:ss', () => {
    expect(formatCountdown(30 * 60)).toBe('30:00');
    expect(formatCountdown(29 * 60 + 59)).toBe('29:59');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it("shortens a transfer's hash to its ends, without 0x", () => {
    expect(shortTx(`0x3f2a9c${'0'.repeat(52)}b81e07`)).toBe('3f2a9c…b81e07');
  });
});
