import { useTranslation } from 'react-i18next';
import { GROUP_MEMBER, ROUTES, fixedDepositTierPercent, formatMoney, formatMultiple } from 'shared-contracts';
import type { DepositPromotion, FixedDepositPromotion } from 'shared-contracts/api';
import { LoadingView, ScreenBar, useSession } from 'shared-contracts/platform';
import { givesBonus } from '../../shared/promos';
import { usePromotions } from '../../shared/usePromotions';
import { StandingCard } from './StandingCard';
import styles from './announcement.module.css';

/** The rules the api's monthly payout applies (api: fixed deposit), in the order a member needs them. */
const RULES = ['lowest', 'tier', 'payout', 'term', 'members', 'change'] as const;

/** The fixed-deposit activity as the operator set it: its tiers (what the payout uses) and rules, or that it is paused. */
function FixedDeposit({ program }: { program: FixedDepositPromotion }) {
  const { t } = useTranslation();
  if (!program.enabled) return <p className={styles.intro}>{t('content.announcement.off')}</p>;
  return (
    <>
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
          {program.tiers.map((tier) => (
            <tr key={tier.reserve} data-testid="tier">
              <td>{formatMoney(tier.reserve)}</td>
              <td>{fixedDepositTierPercent(tier)}</td>
              <td className={styles.bonus}>{formatMoney(tier.bonus)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className={styles.rulesTitle}>{t('content.announcement.rulesTitle')}</h2>
      <ol className={styles.rules}>
        {RULES.map((rule) => (
          // Only the term rule has a number: the term's length as the program sets it now (count picks the plural).
          <li key={rule}>{t(`content.announcement.rules.${rule}`, { count: program.term_months })}</li>
        ))}
      </ol>
    </>
  );
}

/** The deposit bonus as the operator set it: its percent, cap and turnover, or that it is paused. */
function DepositBonus({ program }: { program: DepositPromotion }) {
  const { t } = useTranslation();
  const turnover = program.deposit_multiple > 0 || program.bonus_multiple > 0;
  const lines = givesBonus(program)
    ? [
        t('content.announcement.depositBonus.rate', { percent: program.percent }),
        ...(program.cap === null ? [] : [t('content.announcement.depositBonus.cap', { cap: formatMoney(program.cap) })]),
        turnover
          ? t('content.announcement.depositBonus.turnover', {
              deposit: formatMultiple(program.deposit_multiple),
              bonus: formatMultiple(program.bonus_multiple),
            })
          : t('content.announcement.depositBonus.noTurnover'),
      ]
    : [t('content.announcement.depositBonus.off')];
  return (
    <>
      {[...lines, t('content.announcement.depositBonus.change')].map((line) => (
        <p key={line} className={styles.intro}>
          {line}
        </p>
      ))}
    </>
  );
}

/**
 * /announcement: the promotions the operator runs, each as set now: the fixed deposit (tiers, rules, and a member's own
 * standing in it) and the deposit bonus.
 */
export function AnnouncementScreen() {
  const { t } = useTranslation();
  const isMember = useSession()?.group_id === GROUP_MEMBER;
  const promotions = usePromotions();
  const { data } = promotions;
  return (
    <section data-testid="screen-announcement" className={styles.page}>
      <ScreenBar title={t('screens.announcement')} parent={ROUTES.home} />
      {data ? (
        <>
          <article className={styles.card} data-testid="fixed-deposit">
            <h1 className={styles.title}>{t('content.promos.fixedDeposit')}</h1>
            <FixedDeposit program={data.fixed_deposit} />
          </article>
          {isMember && <StandingCard program={data.fixed_deposit} />}
          <article className={styles.card} data-testid="deposit-bonus">
            <h1 className={styles.title}>{t('content.promos.usdtBonus')}</h1>
            <DepositBonus program={data.deposit_bonus} />
          </article>
        </>
      ) : (
        <LoadingView query={promotions} />
      )}
    </section>
  );
}
