import { defineArea } from '../i18n/define';
import { addAreaStrings } from './areaStrings';
import { createI18n } from './i18n';

const greeting = (hello: string) => defineArea({ tw: { hello: `${hello} 您好` }, zh: { hello: `${hello} 你好` }, en: { hello } });

describe("a remote's strings", () => {
  it('are added in tw, zh and en beside the shared ones', () => {
    const i18n = createI18n('en');
    expect(i18n.t('demo.hello')).toBe('demo.hello');
    addAreaStrings(i18n, { demo: greeting('Hello') });
    expect(i18n.t('demo.hello')).toBe('Hello');
    expect(i18n.t('demo.hello', { lng: 'tw' })).toBe('Hello 您好');
    expect(i18n.t('demo.hello', { lng: 'zh' })).toBe('Hello 你好');
    expect(i18n.t('common.confirm')).toBe('Confirm');
  });

  it("a redeployed remote's text replaces the older copy", () => {
    const i18n = createI18n('en');
    addAreaStrings(i18n, { demo: greeting('Hello') });
    addAreaStrings(i18n, { demo: greeting('Welcome') });
    expect(i18n.t('demo.hello')).toBe('Welcome');
  });
});
