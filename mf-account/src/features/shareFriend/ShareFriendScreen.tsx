import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading, Toast } from 'shared-contracts/kit';
import { useTranslation } from 'react-i18next';
import { ROUTES } from 'shared-contracts';
import { ScreenBar, copyText, useSession } from 'shared-contracts/platform';
import page from '../../shared/page.module.css';
import { inviteLink, inviteQr } from './invite';
import styles from './shareFriend.module.css';

/** /shareFriend: a 200x200 QR of the invite link and a copy-link button. */
export function ShareFriendScreen() {
  const { t } = useTranslation();
  const link = inviteLink(window.location.origin, useSession()?.id ?? 0);
  const { data: qr } = useQuery({ queryKey: ['inviteQr', link], queryFn: () => inviteQr(link), staleTime: Infinity });

  const copy = async () => {
    const copied = await copyText(link);
    Toast.show(copied ? { icon: 'success', content: t('account.share.copied') } : { content: t('account.share.copyFailed') });
  };

  return (
    <section data-testid="screen-shareFriend" className={page.page}>
      <ScreenBar title={t('screens.shareFriend')} parent={ROUTES.personal} />
      <div className={page.body}>
        <div className={styles.card}>
          <p className={styles.hint}>{t('account.share.hint')}</p>
          <div className={styles.qrBox}>
            {qr ? (
              <img
                className={styles.qr}
                src={qr}
                width={200}
                height={200}
                alt={t('account.share.qr')}
                data-testid="invite-qr"
                data-link={link}
              />
            ) : (
              <DotLoading />
            )}
          </div>
          <p className={styles.linkLabel}>{t('account.share.link')}</p>
          <p className={styles.link} data-testid="invite-link">
            {link}
          </p>
        </div>
      </div>
      <div className={page.actions}>
        <Button block shape="rounded" color="primary" onClick={() => void copy()}>
          {t('account.share.copy')}
        </Button>
      </div>
    </section>
  );
}
