import type { DepositPromotion } from 'shared-contracts/api';
import { depositBonus, formatCountdown, formatMultiple, parseQuantity, shortTx, shownState, turnoverRule } from './depositRules';

const promotion: DepositPromotion = { enabled: true, percent: 10, cap: null, deposit_multiple: 100, bonus_multiple: 100 };

describe('depositRules', () => {
  it('gives the bonus percent of the amount, floored to the minor unit, at most the cap, none while the promotion is off', () => {
    expect(depositBonus(10_000, promotion)).toBe(1_000);
    expect(depositBonus(12_345, promotion)).toBe(1_234);
    expect(depositBonus(9, promotion)).toBe(0);
    expect(depositBonus(100_000, { ...promotion, cap: 5_000 })).toBe(5_000);
    expect(depositBonus(10_000, { ...promotion, cap: 5_000 })).toBe(1_000);
    expect(depositBonus(10_000, { ...promotion, enabled: false })).toBe(0);
  });

  it('reads a multiple in hundredths as the member does', () => {
    expect(formatMultiple(100)).toBe('1');
    expect(formatMultiple(150)).toBe('1.5');
    expect(formatMultiple(25)).toBe('0.25');
    expect(formatMultiple(300)).toBe('3');
  });

  it("states the deposit's and the bonus's turnover, the bonus's only while the promotion is on, none when nothing adds any", () => {
    expect(turnoverRule(promotion)).toEqual({ key: 'both', deposit: '1', bonus: '1' });
    expect(turnoverRule({ ...promotion, enabled: false })).toEqual({ key: 'deposit', deposit: '1', bonus: '1' });
    expect(turnoverRule({ ...promotion, bonus_multiple: 0, deposit_multiple: 150 })).toEqual({
      key: 'deposit',
      deposit: '1.5',
      bonus: '0',
    });
    expect(turnoverRule({ ...promotion, deposit_multiple: 0, bonus_multiple: 200 })).toEqual({ key: 'bonus', deposit: '0', bonus: '2' });
    expect(turnoverRule({ ...promotion, enabled: false, deposit_multiple: 0 })).toBeNull();
    expect(turnoverRule({ ...promotion, deposit_multiple: 0, bonus_multiple: 0 })).toBeNull();
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
