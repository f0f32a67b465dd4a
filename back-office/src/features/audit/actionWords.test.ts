import { LOCALES } from 'shared-contracts';
import { AUDIT_ACTIONS } from 'shared-contracts/ops/endpoints';
import { createConsoleI18n } from '../../i18n/index';
import { actionWords } from './actionWords';

describe('audit actions in words', () => {
  it.each(LOCALES)('%s: every registered action reads as words of its own, never as its code or a key', (locale) => {
    const { t } = createConsoleI18n(locale);
    const words = AUDIT_ACTIONS.map((action) => actionWords(t, action));
    for (const [i, text] of words.entries()) {
      expect(text).not.toBe(AUDIT_ACTIONS[i]);
      expect(text).not.toMatch(/audit\.|requests\.|\{\{/);
    }
    expect(new Set(words).size).toBe(AUDIT_ACTIONS.length);
  });

  it('says a four-eyes step with the request kind', () => {
    const { t } = createConsoleI18n('en');
    expect(actionWords(t, 'round.void.approve')).toBe('Approved: Round void');
    expect(actionWords(t, 'session.signIn')).toBe('Signed in');
    expect(actionWords(t, 'some.unknown')).toBe('some.unknown');
  });
});
