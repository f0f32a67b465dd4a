import { Button, DotLoading, NavBar } from 'shared-contracts/kit';
import { ChatCheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useServiceLinkQuery } from 'shared-contracts/platform';
import styles from './service.module.css';

/**
 * /room, the customer-service tab: the chat itself lives outside the app. Without a configured link it says so;
 * when the link could not be asked, the button asks again.
 */
export function ServicePage({ open }: { open: () => void }) {
  const { t } = useTranslation();
  const link = useServiceLinkQuery();
  return (
    <section data-testid="service-page" className={styles.page}>
      <NavBar className={styles.bar} back={null}>
        {t('screens.room')}
      </NavBar>
      <div className={styles.card}>
        <ChatCheckOutline className={styles.icon} aria-hidden />
        <h1>{t('common.service.title')}</h1>
        <p>{t('common.service.intro')}</p>
        {link.isPending ? (
          <DotLoading />
        ) : link.data?.line === '' ? (
          <p className={styles.unavailable} role="status" data-testid="service-unavailable">
            {t('common.service.unavailable')}
          </p>
        ) : (
          <>
            <Button block shape="rounded" color="primary" size="large" onClick={open}>
              {t('common.service.open')}
            </Button>
            <p className={styles.note}>{t('common.service.opens')}</p>
          </>
        )}
      </div>
    </section>
  );
}
