import { voidRefund } from './voiding';

describe('voidRefund', () => {
  it('gives a pending order its whole stake back', () => {
    expect(voidRefund({ settled: false, stake: 700, payout: 0 })).toBe(700);
  });

  it('gives a settled order what its payout fell short of the stake', () => {
    expect(voidRefund({ settled: true, stake: 700, payout: 0 })).toBe(700);
    expect(voidRefund({ settled: true, stake: 700, payout: 693 })).toBe(7);
    expect(voidRefund({ settled: true, stake: 700, payout: 700 })).toBe(0);
  });

  it('takes nothing back from a winning order', () => {
    expect(voidRefund({ settled: true, stake: 700, payout: 1386 })).toBe(0);
  });
});
