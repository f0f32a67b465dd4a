import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading, Toast } from 'shared-contracts/kit';
import { useTranslation } from 'react-i18next';
import { copyText } from 'shared-contracts/platform';
import { depositQr } from './depositQr';
import styles from './recharge.module.css';

/** The member's exclusive address: as a QR code a wallet app scans, as text, and a copy button. */
export function AddressCard({ address }: { address: string }) {
  const { t } = useTranslation();
  const { data: qr } = useQuery({ queryKey: ['depositQr', address], queryFn: () => depositQr(address), staleTime: Infinity });

  const copy = async () => {
    const copied = await copyText(address);
    Toast.show(copied ? { icon: 'success', content: t('wallet.recharge.copied') } : { content: t('wallet.recharge.copyFailed') });
  };

  return (
    <div className={styles.addressCard}>
      <h2 className={styles.heading}>{t('wallet.recharge.addressTitle')}</h2>
      <div className={styles.qrBox}>
        {qr ? (
          <img className={styles.qr} src={qr} width={200} height={200} alt={t('wallet.recharge.qr')} data-testid="deposit-qr" />
        ) : (
          <DotLoading />
        )}
      </div>
      <p className={styles.address} data-testid="deposit-address">
        {address}
      </p>
      <p className={styles.network}>{t('wallet.recharge.network')}</p>
      <Button size="small" shape="rounded" color="primary" fill="outline" className={styles.copy} onClick={() => void copy()}>
        {t('wallet.recharge.copy')}
      </Button>
    </div>
  );
}
