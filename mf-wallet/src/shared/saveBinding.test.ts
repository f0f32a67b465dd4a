import { bindingStep } from './saveBinding';

describe('bindingStep', () => {
  it('sends the first card or wallet as it is', () => {
    expect(bindingStep(false, true)).toBe('send');
    expect(bindingStep(false, false)).toBe('send');
  });
  it('asks the security code to replace a bound one', () => {
    expect(bindingStep(true, true)).toBe('askCode');
  });
  it('sends a member with no code to set one before replacing', () => {
    expect(bindingStep(true, false)).toBe('setCodeFirst');
  });
  it('while an answer is unknown: asks the code when one may be set, else leaves it to the api', () => {
    expect(bindingStep(undefined, true)).toBe('askCode');
    expect(bindingStep(true, undefined)).toBe('askCode');
    expect(bindingStep(undefined, undefined)).toBe('askCode');
    expect(bindingStep(undefined, false)).toBe('send');
  });
});
