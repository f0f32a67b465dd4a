import { Button, Dialog, Tag } from 'shared-contracts/kit';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { Line } from 'shared-contracts';
import { ScreenBar, useGoBack, useLine, usePlatform } from 'shared-contracts/platform';
import { SETTINGS } from '../../shared/parents';
import page from '../../shared/page.module.css';
import styles from './changeline.module.css';

const LINES: readonly Line[] = [0, 1];

/** /changeline: line 1 and line 2, the current one marked; choosing stores it, confirms, then goes back. */
export function ChangelineScreen() {
  const { t } = useTranslation();
  const back = useGoBack(SETTINGS);
  const { preferences } = usePlatform();
  const current = useLine();

  const choose = (line: Line) => {
    preferences.setLine(line);
    void Dialog.alert({
      content: t('account.changeline.switched', { n: line + 1 }),
      confirmText: t('common.confirm'),
      onConfirm: back,
    });
  };

  return (
    <section data-testid="screen-changeline" className={page.page}>
      <ScreenBar title={t('screens.changeline')} parent={SETTINGS} />
      <div className={page.body}>
        <div className={styles.lines}>
          {LINES.map((line) => (
            <div key={line} className={`${styles.line} ${line === current ? styles.current : ''}`} data-testid={`line-${line}`}>
              <span className={styles.name}>
                {line === current && <CheckCircleFill color="var(--adm-color-primary)" />}
                {t('account.changeline.line', { n: line + 1 })}
                {line === current && (
                  <Tag color="primary" fill="outline">
                    {t('account.changeline.current')}
                  </Tag>
                )}
              </span>
              <Button color="primary" shape="rounded" size="small" onClick={() => choose(line)}>
                {t('account.changeline.start')}
              </Button>
            </div>
          ))}
        </div>
        <p className={page.note}>{t('account.changeline.hint')}</p>
      </div>
    </section>
  );
}
