import { translationProblems } from 'shared-contracts';
import { server, serverParts } from './messages';

describe('the api message catalogue', () => {
  it('has every message in tw, zh and en with the same placeholders', () => {
    expect(translationProblems(server)).toEqual([]);
  });

  it('takes each group from one area part, so merging the parts drops none', () => {
    const groups = serverParts.flatMap((part) => Object.keys(part.tw));
    expect(groups.filter((group, at) => groups.indexOf(group) !== at)).toEqual([]);
  });
});
