import { Button, Tabs } from 'shared-contracts/kit';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from 'shared-contracts';
import {
  callKey,
  DateRangeFilter,
  recentDays,
  RecordList,
  ScreenBar,
  useOwnChanges,
  useTabParam,
  useSchedule,
} from 'shared-contracts/platform';
import { FUND_FILTERS, fundTypeOf, type FundFilter } from './fundLogRules';
import { FundLogRow } from './FundLogRow';
import { TurnoverLogRow } from './TurnoverLogRow';
import page from '../../shared/page.module.css';
import styles from './capitalDetail.module.css';

const FIRST_RANGE_DAYS = 7;
/** `?tab=turnover` (/Withdraw's turnover details) opens the turnover statement; the fund log otherwise. */
const TABS = ['fund', 'turnover'] as const;
const NO_FILTER = {};

/**
 * /CapitalDetail, the fund detail: the member's fund log in a date range (the drawer) and of one type or all, newest
 * first; and, on its second tab, the turnover statement: how deposits, bonuses and settled bets moved the turnover
 * left before a withdrawal, newest first. A deposit or withdrawal of the member decided while it shows (the live
 * channel's `me` frame) asks both lists again.
 */
export function CapitalDetailScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useTabParam(TABS);
  const { timeZone } = useSchedule();
  const [initial] = useState(() => recentDays(FIRST_RANGE_DAYS, timeZone));
  const [range, setRange] = useState(initial);
  const [filtering, setFiltering] = useState(false);
  const [kind, setKind] = useState<FundFilter>('all');
  const type = fundTypeOf(kind);
  // 'all' sends no type at all (spec section 7).
  const filter = type === undefined ? range : { ...range, type };
  const queryClient = useQueryClient();
  useOwnChanges((own) => {
    if (!own.wallet?.length) return;
    void queryClient.invalidateQueries({ queryKey: callKey('quantityLogList') });
    void queryClient.invalidateQueries({ queryKey: callKey('turnoverLogList') });
  });
  return (
    <section data-testid="screen-capitalDetail" className={page.page}>
      <ScreenBar
        title={t('screens.capitalDetail')}
        parent={ROUTES.personal}
        right={
          tab === 'fund' && (
            <Button fill="none" size="small" className={styles.filter} onClick={() => setFiltering(true)}>
              {t('common.dateFilter.open')}
            </Button>
          )
        }
      />
      <Tabs activeKey={tab} onChange={(key) => setTab(key as (typeof TABS)[number])} className={styles.tabs}>
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`wallet.fundLog.tabs.${key}`)} />
        ))}
      </Tabs>
      {tab === 'fund' ? (
        <>
          <div className={styles.kinds} role="radiogroup" aria-label={t('wallet.fundLog.type')}>
            {FUND_FILTERS.map((option) => (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={option === kind}
                className={`${styles.kind} ${option === kind ? styles.kindChosen : ''}`}
                onClick={() => setKind(option)}
              >
                {t(option === 'all' ? 'wallet.fundLog.all' : `wallet.fundLog.types.${option}`)}
              </button>
            ))}
          </div>
          <p className={styles.range}>{t('wallet.fundLog.range', { begin: range.begin_date, end: range.end_date })}</p>
          <RecordList
            call="quantityLogList"
            filter={filter}
            itemKey={(log) => String(log.id)}
            renderItem={(log) => <FundLogRow log={log} />}
          />
        </>
      ) : (
        <>
          <p className={styles.range}>{t('wallet.fundLog.turnover.intro')}</p>
          <RecordList
            call="turnoverLogList"
            filter={NO_FILTER}
            itemKey={(log) => String(log.id)}
            renderItem={(log) => <TurnoverLogRow log={log} />}
          />
        </>
      )}
      <DateRangeFilter visible={filtering} value={range} initial={initial} onApply={setRange} onClose={() => setFiltering(false)} />
    </section>
  );
}
