import { translationProblems } from 'shared-contracts';
import { strings } from './index';

describe('back-office strings', () => {
  it.each(Object.entries(strings))('%s: every key in tw, zh and en, none empty, same placeholders', (_area, area) => {
    expect(translationProblems(area)).toEqual([]);
  });
});
