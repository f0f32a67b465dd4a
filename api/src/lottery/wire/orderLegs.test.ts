import { orderLegs } from './orderLegs';

describe('order legs', () => {
  const longAndNumber5 = { play_type: '1,105', odds: '198,4523', money: 2750 };

  it('names each leg with the odds it was bought at and its stake, no result before the draw', () => {
    expect(orderLegs('en', longAndNumber5, null)).toEqual([
      { class: 1, class_name: 'Long', odds: '1.98', money: 2750, win: null, payout: 0 },
      { class: 105, class_name: 'Number 5', odds: '45.23', money: 2750, win: null, payout: 0 },
    ]);
  });

  it('says which leg won once drawn, and what it paid (floored to the minor unit)', () => {
    const legs = orderLegs('en', longAndNumber5, { site_1: 9, site_2: 9, site_3: 1, code: 19 });
    expect(legs.map(({ win, payout }) => ({ win, payout }))).toEqual([
      { win: true, payout: 5445 },
      { win: false, payout: 0 },
    ]);
  });
});
