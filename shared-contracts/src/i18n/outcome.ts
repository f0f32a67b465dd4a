import { defineArea } from './define';

/** Outcome class names (docs/game-rules.md); number classes take {{n}}. */
export const outcome = defineArea({
  tw: {
    c1: '做多',
    c2: '做空',
    c3: '平單',
    c4: '平雙',
    c11: '多單',
    c12: '多雙',
    c13: '空單',
    c14: '空雙',
    c21: '極陰',
    c22: '極陽',
    number: '數字 {{n}}',
  },
  zh: {
    c1: '做多',
    c2: '做空',
    c3: '平单',
    c4: '平双',
    c11: '多单',
    c12: '多双',
    c13: '空单',
    c14: '空双',
    c21: '极阴',
    c22: '极阳',
    number: '数字 {{n}}',
  },
  en: {
    c1: 'Long',
    c2: 'Short',
    c3: 'Odd',
    c4: 'Even',
    c11: 'Long odd',
    c12: 'Long even',
    c13: 'Short odd',
    c14: 'Short even',
    c21: 'Extreme short',
    c22: 'Extreme long',
    number: 'Number {{n}}',
  },
});
