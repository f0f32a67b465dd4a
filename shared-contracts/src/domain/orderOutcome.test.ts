import { orderOutcome, paidBack } from './orderOutcome';

describe('order outcome', () => {
  it('is pending until the round settles', () => {
    expect(orderOutcome({ status: 0, whether_hit: 0, profit: 0 })).toBe('pending');
  });
  it('is won only when the order made money', () => {
    expect(orderOutcome({ status: 1, whether_hit: 1, profit: 980 })).toBe('won');
  });
  it('is partly won when a leg paid but less than the stake (two legs of 27.5u, one paid 39.6u)', () => {
    const order = { status: 1, whether_hit: 1, quantity: 5500, profit: -1540 };
    expect(orderOutcome(order)).toBe('partlyWon');
    expect(paidBack(order)).toBe(3960);
  });
  it('is back when the payout was exactly the stake', () => {
    expect(orderOutcome({ status: 1, whether_hit: 1, profit: 0 })).toBe('back');
  });
  it('is lost when nothing paid', () => {
    expect(orderOutcome({ status: 1, whether_hit: 0, profit: -1000 })).toBe('lost');
  });
});
