import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES, formatMoney } from 'shared-contracts';
import type { ActivityRow } from 'shared-contracts/api';
import { RecordList, ScreenBar } from 'shared-contracts/platform';
import page from '../../shared/page.module.css';
import styles from './activityStatement.module.css';

type By = 'day' | 'month';
const FIGURES = ['deposits', 'withdrawals', 'stakes', 'wins'] as const;

/** One day or month: what went in and out (withdrawals under review apart: not paid yet), what was staked and won, and the net result. */
function StatementRow({ row }: { row: ActivityRow }) {
  const { t } = useTranslation();
  return (
    <div className={styles.row} data-testid="statement-row">
      <span className={styles.head}>
        <strong data-testid="statement-period">{row.period}</strong>
        <strong className={row.net < 0 ? styles.down : styles.up} data-testid="statement-net">
          {t('account.statement.net')} {row.net > 0 ? '+' : ''}
          {formatMoney(row.net)}
        </strong>
      </span>
      <dl className={styles.figures}>
        {FIGURES.map((figure) => (
          <div key={figure}>
            <dt>{t(`account.statement.${figure}`)}</dt>
            <dd data-testid={`statement-${figure}`}>{formatMoney(row[figure])}</dd>
          </div>
        ))}
      </dl>
      {row.reviewing > 0 && (
        <div className={styles.reviewing}>
          <span>{t('account.statement.reviewing')}</span>
          <span data-testid="statement-reviewing">{formatMoney(row.reviewing)}</span>
        </div>
      )}
    </div>
  );
}

/** /activityStatement (from responsible play): per day or per month, newest first, the periods with any activity. */
export function ActivityStatementScreen() {
  const { t } = useTranslation();
  const [by, setBy] = useState<By>('day');
  return (
    <section data-testid="screen-activityStatement" className={page.page}>
      <ScreenBar title={t('screens.activityStatement')} parent={ROUTES.responsiblePlay} />
      <div className={styles.kinds} role="radiogroup" aria-label={t('screens.activityStatement')}>
        {(['day', 'month'] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={option === by}
            className={`${styles.kind} ${option === by ? styles.kindChosen : ''}`}
            onClick={() => setBy(option)}
          >
            {t(option === 'day' ? 'account.statement.byDay' : 'account.statement.byMonth')}
          </button>
        ))}
      </div>
      <RecordList call="activityStatement" filter={{ by }} itemKey={(row) => row.period} renderItem={(row) => <StatementRow row={row} />} />
    </section>
  );
}
