import { ScreenBar } from 'shared-contracts/platform';
import { useTranslation } from 'react-i18next';
import { SETTINGS } from '../../shared/parents';
import page from '../../shared/page.module.css';
import { AppLogo } from './AppLogo';
import styles from './about.module.css';

/** /about: logo and copyright. */
export function AboutScreen() {
  const { t } = useTranslation();
  const name = t('common.appName');
  return (
    <section data-testid="screen-about" className={page.page}>
      <ScreenBar title={t('screens.about')} parent={SETTINGS} />
      <div className={styles.hero}>
        <AppLogo label={name} />
        <h1 className={styles.name}>{name}</h1>
        <p className={styles.slogan}>{t('account.about.slogan')}</p>
      </div>
      <p className={styles.body}>{t('account.about.body')}</p>
      <p className={styles.copyright}>{t('account.about.copyright', { year: new Date().getFullYear(), name })}</p>
    </section>
  );
}
