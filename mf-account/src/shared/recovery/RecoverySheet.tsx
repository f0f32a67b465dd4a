import { Button, Popup } from 'shared-contracts/kit';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RESET_CODE_LENGTH } from '../config';
import { SupportContacts } from './SupportContacts';
import styles from './recovery.module.css';

/**
 * The forgot path of a secret (the password, the security code): first how to get a one-time reset code from
 * customer service, then, on "I have a reset code", the screen's reset form (`form`). Closed, it starts over.
 */
export function RecoverySheet({ visible, title, form, onClose }: { visible: boolean; title: string; form: ReactNode; onClose(): void }) {
  const { t } = useTranslation();
  const [hasCode, setHasCode] = useState(false);
  return (
    <Popup visible={visible} onMaskClick={onClose} afterClose={() => setHasCode(false)} destroyOnClose bodyClassName={styles.sheet}>
      <section data-testid="recovery-sheet" aria-label={title}>
        <h2 className={styles.title}>{title}</h2>
        {hasCode ? (
          form
        ) : (
          <>
            <p className={styles.text}>{t('account.recovery.howItWorks', { length: RESET_CODE_LENGTH })}</p>
            <SupportContacts />
            <p className={styles.note}>{t('account.recovery.afterReset')}</p>
            <div className={styles.buttons}>
              <Button block shape="rounded" color="primary" onClick={() => setHasCode(true)}>
                {t('account.recovery.haveCode')}
              </Button>
              <Button block shape="rounded" fill="outline" onClick={onClose}>
                {t('account.recovery.close')}
              </Button>
            </div>
          </>
        )}
      </section>
    </Popup>
  );
}
