import { LoadingView, useServiceLinkQuery } from 'shared-contracts/platform';
import { useTranslation } from 'react-i18next';
import styles from './recovery.module.css';

/** How to reach customer service (kefu): the chat link and the e-mail address, each only when the operator set one. */
export function SupportContacts() {
  const { t } = useTranslation();
  const kefu = useServiceLinkQuery();
  // Until it answers (asking again by itself when the connection drops), never "no contact".
  if (!kefu.data) return <LoadingView query={kefu} />;
  const { line, email } = kefu.data;
  if (!line && !email)
    return (
      <p className={styles.note} data-testid="no-support-contact">
        {t('account.recovery.noContact')}
      </p>
    );
  return (
    <ul className={styles.contacts}>
      {line && (
        <li>
          <a href={line} target="_blank" rel="noopener noreferrer">
            {t('account.recovery.chat')}
          </a>
        </li>
      )}
      {email && (
        <li>
          {t('account.recovery.email')} <a href={`mailto:${email}`}>{email}</a>
        </li>
      )}
    </ul>
  );
}
