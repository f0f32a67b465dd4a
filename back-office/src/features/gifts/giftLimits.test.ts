import { giftAmountProblem, operatorName } from './giftLimits';

describe('giftAmountProblem', () => {
  it.each([
    ['0', 'format'],
    ['0.00', 'format'],
    ['-5', 'format'],
    ['1.234', 'format'],
    ['12,5', 'format'],
    ['', 'format'],
    ['100000.01', 'max'],
    ['0.01', null],
    ['12.5', null],
    ['100000', null],
  ] as const)('%p: %p', (typed, problem) => {
    expect(giftAmountProblem(typed)).toBe(problem);
  });
});

it('names the operator of an audit actor', () => {
  expect(operatorName('operator:alice')).toBe('alice');
});
