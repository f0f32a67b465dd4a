import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fixedDepositPayoutDate, formatMoney } from 'shared-contracts';
import type { FixedDepositPromotion, FixedDepositStanding } from 'shared-contracts/api';
import { useFixedDepositStanding } from './api/fixedDepositStanding';
import styles from './announcement.module.css';

/** One labelled figure of the card. */
function Row({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className={styles.row} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The tier the reserve reaches now, or how far below the first tier it is; nothing while the program is off. */
function TierRow({ standing, program }: { standing: FixedDepositStanding; program: FixedDepositPromotion }) {
  const { t } = useTranslation();
  const label = t('content.announcement.standing.tier');
  const { tier, reserve } = standing;
  if (tier)
    return (
      <Row label={label} testId="standing-tier">
        {t('content.announcement.standing.tierReached', { reserve: formatMoney(tier.reserve), bonus: formatMoney(tier.bonus) })}
      </Row>
    );
  // Off (the api reaches no tier then) or no tiers: no distance to state.
  if (!program.enabled || program.tiers.length === 0) return null;
  const first = Math.min(...program.tiers.map((each) => each.reserve));
  if (reserve >= first) return null;
  return (
    <Row label={label} testId="standing-tier">
      {t('content.announcement.standing.tierMissing', { missing: formatMoney(first - reserve), first: formatMoney(first) })}
    </Row>
  );
}

/** The running term: its months, what it locked, and its release moment or that a withdrawal forfeited it. */
function TermRows({ term }: { term: FixedDepositStanding['term'] }) {
  const { t } = useTranslation();
  if (!term)
    return (
      <Row label={t('content.announcement.standing.term')} testId="standing-term">
        {t('content.announcement.standing.noTerm')}
      </Row>
    );
  return (
    <>
      <Row label={t('content.announcement.standing.term')} testId="standing-term">
        {t('content.announcement.standing.months', { first: term.first_month, last: term.last_month })}
      </Row>
      <Row label={t('content.announcement.standing.locked')} testId="standing-locked">
        {formatMoney(term.locked)}
      </Row>
      <Row label={t('content.announcement.standing.release')} testId="standing-release">
        {term.forfeited ? (
          <span className={styles.forfeited}>{t('content.announcement.standing.forfeited')}</span>
        ) : (
          fixedDepositPayoutDate(term.last_month)
        )}
      </Row>
    </>
  );
}

/** A member's own standing in the fixed deposit, as the api reckons it: nothing here is computed but the distance to the first tier. */
export function StandingCard({ program }: { program: FixedDepositPromotion }) {
  const { t } = useTranslation();
  const { data } = useFixedDepositStanding();
  if (!data) return null;
  const last = data.last_term;
  return (
    <article className={styles.card} data-testid="fixed-deposit-standing">
      <h2 className={styles.title}>{t('content.announcement.standing.title')}</h2>
      <p className={styles.intro}>{t('content.announcement.standing.reserveHint')}</p>
      <dl className={styles.standing}>
        <Row label={t('content.announcement.standing.reserve', { month: data.month })} testId="standing-reserve">
          {formatMoney(data.reserve)}
        </Row>
        <Row label={t('content.announcement.standing.payoutDate')} testId="standing-payout">
          {data.payout_date}
        </Row>
        <TierRow standing={data} program={program} />
        <TermRows term={data.term} />
        {last && (
          <Row
            label={t('content.announcement.standing.lastTerm', { first: last.first_month, last: last.last_month })}
            testId="standing-last"
          >
            {t(`content.announcement.standing.last.${last.outcome}`, { amount: formatMoney(last.amount) })}
          </Row>
        )}
      </dl>
    </article>
  );
}
