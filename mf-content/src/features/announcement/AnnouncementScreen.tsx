import { useTranslation } from 'react-i18next';
import { FIXED_DEPOSIT_TIERS, ROUTES, formatMoney } from 'shared-contracts';
import { ScreenBar } from 'shared-contracts/platform';
import styles from './announcement.module.css';

/** The rules the api's monthly payout applies (api: fixed deposit), in the order a member needs them. */
const RULES = ['lowest', 'tier', 'payout', 'members'] as const;

/** /announcement: the fixed-deposit activity, its tiers (the same table the payout uses) and its rules. */
export function AnnouncementScreen() {
  const { t } = useTranslation();
  return (
    <section data-testid="screen-announcement" className={styles.page}>
      <ScreenBar title={t('screens.announcement')} parent={ROUTES.home} />
      <article className={styles.card}>
        <h1 className={styles.title}>{t('content.promos.fixedDeposit')}</h1>
        <p className={styles.intro}>{t('content.announcement.intro')}</p>
        <table className={styles.tiers}>
          <thead>
            <tr>
              <th scope="col">{t('content.announcement.reserve')}</th>
              <th scope="col">{t('content.announcement.rate')}</th>
              <th scope="col">{t('content.announcement.bonus')}</th>
            </tr>
          </thead>
          <tbody>
            {FIXED_DEPOSIT_TIERS.map((tier) => (
              <tr key={tier.reserve} data-testid="tier">
                <td>{formatMoney(tier.reserve)}</td>
                <td>{tier.percent}%</td>
                <td className={styles.bonus}>{formatMoney(tier.bonus)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h2 className={styles.rulesTitle}>{t('content.announcement.rulesTitle')}</h2>
        <ol className={styles.rules}>
          {RULES.map((rule) => (
            <li key={rule}>{t(`content.announcement.rules.${rule}`)}</li>
          ))}
        </ol>
      </article>
    </section>
  );
}
