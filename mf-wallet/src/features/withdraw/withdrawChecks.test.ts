import { allOf, amountInput, destinationsOf, forfeitableTerm, isShort, withdrawCheck, type WithdrawState } from './withdrawChecks';

const ready: WithdrawState = { groupId: 1, hasBinding: true, codeSet: true, amountText: '100' };

describe('withdrawCheck: the spec order', () => {
  it('passes a member with a binding, a code and 100u, as minor units', () => {
    expect(withdrawCheck(ready)).toEqual({ kind: 'ready', money: 10_000 });
    expect(withdrawCheck({ ...ready, amountText: '123.45' })).toEqual({ kind: 'ready', money: 12_345 });
    expect(withdrawCheck({ ...ready, amountText: '150.' })).toEqual({ kind: 'ready', money: 15_000 });
  });

  it('1: no profile comes before anything else', () => {
    expect(withdrawCheck({ groupId: null, hasBinding: false, codeSet: false, amountText: '' })).toEqual({ kind: 'noProfile' });
  });

  it('a guest is stopped once the profile is known, before binding or code', () => {
    expect(withdrawCheck({ groupId: 2, hasBinding: false, codeSet: false, amountText: '' })).toEqual({ kind: 'guest' });
  });

  it("a reset's hold stops a member before turnover, binding, code and amount, saying until when; none lets the checks go on", () => {
    expect(withdrawCheck({ ...ready, hasBinding: false, amountText: '', turnoverLeft: 5, heldUntil: 1_800_000_000 })).toEqual({
      kind: 'held',
      until: 1_800_000_000,
    });
    expect(withdrawCheck({ ...ready, heldUntil: null })).toEqual({ kind: 'ready', money: 10_000 });
  });

  it('turnover left stops a member before binding, code and amount; none left, or unknown, lets the checks go on', () => {
    expect(withdrawCheck({ ...ready, hasBinding: false, codeSet: false, amountText: '', turnoverLeft: 1 })).toEqual({
      kind: 'turnoverLeft',
      left: 1,
    });
    expect(withdrawCheck({ ...ready, turnoverLeft: 0 })).toEqual({ kind: 'ready', money: 10_000 });
    expect(withdrawCheck({ ...ready, turnoverLeft: undefined })).toEqual({ kind: 'ready', money: 10_000 });
    expect(withdrawCheck({ groupId: 2, hasBinding: true, codeSet: true, amountText: '100', turnoverLeft: 500 })).toEqual({ kind: 'guest' });
  });

  it('2: no binding comes before the code and the amount', () => {
    expect(withdrawCheck({ ...ready, hasBinding: false, codeSet: false, amountText: '' })).toEqual({ kind: 'noBinding' });
  });

  it('3: no security code comes before the amount; an unknown one leaves it to the api', () => {
    expect(withdrawCheck({ ...ready, codeSet: false, amountText: '' })).toEqual({ kind: 'noCode' });
    expect(withdrawCheck({ ...ready, codeSet: undefined })).toEqual({ kind: 'ready', money: 10_000 });
  });

  it('4: an amount is needed', () => {
    expect(withdrawCheck({ ...ready, amountText: '' })).toEqual({ kind: 'amountRequired' });
    expect(withdrawCheck({ ...ready, amountText: '  ' })).toEqual({ kind: 'amountRequired' });
    expect(withdrawCheck({ ...ready, amountText: '.' })).toEqual({ kind: 'amountInvalid' });
  });

  it('5: at least 100u', () => {
    expect(withdrawCheck({ ...ready, amountText: '99.99' })).toEqual({ kind: 'belowMinimum' });
    expect(withdrawCheck({ ...ready, amountText: '0' })).toEqual({ kind: 'belowMinimum' });
  });
});

describe('the balance', () => {
  it('6: refuses more than the balance, once it is known', () => {
    expect(withdrawCheck({ ...ready, amountText: '100.01', balance: 10_000 })).toEqual({ kind: 'overBalance' });
    expect(withdrawCheck({ ...ready, amountText: '100', balance: 10_000 })).toEqual({ kind: 'ready', money: 10_000 });
    expect(withdrawCheck({ ...ready, amountText: '99', balance: 5_000 })).toEqual({ kind: 'belowMinimum' });
  });

  it('says short as typed, for a readable amount only', () => {
    expect(isShort('100.01', 10_000)).toBe(true);
    expect(isShort('100.', 9_999)).toBe(true);
    expect(isShort('100', 10_000)).toBe(false);
    expect(isShort('', 0)).toBe(false);
    expect(isShort('500', undefined)).toBe(false);
  });

  it('"All" is the whole balance in the field\'s form, none below the minimum', () => {
    expect(allOf(12_345)).toBe('123.45');
    expect(allOf(10_000)).toBe('100');
    expect(allOf(9_999)).toBeNull();
    expect(allOf(undefined)).toBeNull();
  });
});

describe('amountInput', () => {
  it('keeps digits and one point with at most 2 decimals', () => {
    expect(amountInput('12.345')).toBe('12.34');
    expect(amountInput('1a2,5')).toBe('125');
    expect(amountInput('1.2.3')).toBe('1.23');
    expect(amountInput('100.')).toBe('100.');
  });
});

describe('destinationsOf', () => {
  it('lists the wallets first, then the cards, each with its index among its type', () => {
    const info = {
      money: 0,
      turnover: { left: 0, required: 0, played: 0 },
      fixed_deposit_term: null,
      held_until: null,
      usdt_address: [{ acc_name: 'USDT-TRC20', acc: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }],
      bank_address: [{ acc: 'Li Lei', acc_name: '6222020200001234', acc_bank: 'ICBC' }],
    };
    expect(destinationsOf(info)).toEqual([
      { type: 1, index: 0, title: 'USDT-TRC20', account: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
      { type: 0, index: 0, title: 'ICBC', account: '6222020200001234', holder: 'Li Lei' },
    ]);
  });
});

describe('forfeitableTerm', () => {
  const term = {
    first_month: '2026-10',
    last_month: '2026-11',
    started_at: 1_790_726_400,
    ends_at: 1_796_083_200,
    locked: 500_000,
    forfeited: false,
  };

  it('is the running term while it has a bonus locked that a withdrawal would forfeit', () => {
    expect(forfeitableTerm(term)).toBe(term);
  });

  it('is none without a term, once forfeited already, or with nothing locked', () => {
    expect(forfeitableTerm(null)).toBeNull();
    expect(forfeitableTerm({ ...term, forfeited: true })).toBeNull();
    expect(forfeitableTerm({ ...term, locked: 0 })).toBeNull();
  });
});
