import { ScreenBar } from 'shared-contracts/platform';
import { List, Switch } from 'shared-contracts/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS } from '../../shared/parents';
import page from '../../shared/page.module.css';

/** /system: the profit-vibration switch, off by default and not persisted. */
export function SystemScreen() {
  const { t } = useTranslation();
  const [vibration, setVibration] = useState(false);
  return (
    <section data-testid="screen-system" className={page.page}>
      <ScreenBar title={t('screens.system')} parent={SETTINGS} />
      <div className={page.body}>
        <List className={`${page.card} ${page.list}`}>
          <List.Item
            description={t('account.system.vibrationHint')}
            extra={<Switch checked={vibration} onChange={setVibration} aria-label={t('account.system.vibration')} />}
          >
            {t('account.system.vibration')}
          </List.Item>
        </List>
      </div>
    </section>
  );
}
