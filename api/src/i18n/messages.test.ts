import { translationProblems } from 'shared-contracts';
import { server } from './messages';

describe('the api message catalogue', () => {
  it('has every message in tw, zh and en with the same placeholders', () => {
    expect(translationProblems(server)).toEqual([]);
  });
});
