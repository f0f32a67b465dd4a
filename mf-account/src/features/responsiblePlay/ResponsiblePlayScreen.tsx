import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { List, Toast } from 'shared-contracts/kit';
import { LIMIT_PERIODS, ROUTES } from 'shared-contracts';
import { ScreenBar } from 'shared-contracts/platform';
import type { PlayControls } from 'shared-contracts/api';
import { useNavigate } from 'shared-contracts/routing';
import { ACCOUNT_INFO } from '../../shared/parents';
import page from '../../shared/page.module.css';
import { usePlayControls } from './api/playControls';
import { useSetPlayLimit } from './api/setPlayLimit';
import { BreakSection } from './BreakSection';
import { LimitEditor, type EditedLimit } from './LimitEditor';
import { LimitRow } from './LimitRow';
import { RealityCheckChoice } from './RealityCheckChoice';
import styles from './responsiblePlay.module.css';

type LimitTarget = { kind: 'deposit' | 'loss'; period: (typeof LIMIT_PERIODS)[number] } | { kind: 'stake' };

/**
 * /responsiblePlay (from the account info): deposit and loss limits per day, week and month with what is used and
 * when each resets, the maximum stake per bet, the reality check's interval, time-outs and self-exclusion, and the
 * activity statement. The server enforces every limit; lowering applies at once, raising or removing after 24 h.
 */
export function ResponsiblePlayScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const controls = usePlayControls();
  const [editing, setEditing] = useState<(EditedLimit & { target: LimitTarget }) | null>(null);
  const setLimit = useSetPlayLimit({
    onSuccess: () => {
      Toast.show({ icon: 'success', content: t('account.play.edit.saved') });
      setEditing(null);
    },
  });
  const data = controls.data;

  const limitSection = (kind: 'deposit' | 'loss', limits: PlayControls['limits']) => (
    <section className={styles.section} data-testid={`limits-${kind}`}>
      <h2 className={styles.heading}>{t(`account.play.${kind}`)}</h2>
      {kind === 'loss' && <p className={styles.sectionNote}>{t('account.play.lossNote')}</p>}
      <List className={`${page.card} ${page.list}`}>
        {LIMIT_PERIODS.map((period) => {
          const limit = limits.find((l) => l.kind === kind && l.period === period);
          if (!limit) return null;
          const label = `${t(`account.play.${kind}`)} · ${t(`account.play.periods.${period}`)}`;
          return (
            <LimitRow
              key={period}
              label={t(`account.play.periods.${period}`)}
              amount={limit.amount}
              pending={limit.pending}
              imposed={limit.imposed}
              usage={{ used: limit.used, resetsAt: limit.resets_at }}
              onEdit={() => setEditing({ label, amount: limit.amount, target: { kind, period } })}
            />
          );
        })}
      </List>
    </section>
  );

  return (
    <section data-testid="screen-responsiblePlay" className={page.page}>
      <ScreenBar title={t('screens.responsiblePlay')} parent={ACCOUNT_INFO} />
      <p className={page.note}>{t('account.play.intro')}</p>
      {data && (
        <div className={page.body}>
          {limitSection('deposit', data.limits)}
          {limitSection('loss', data.limits)}
          <section className={styles.section} data-testid="limits-stake">
            <List className={`${page.card} ${page.list}`}>
              <LimitRow
                label={t('account.play.stake')}
                amount={data.max_stake.amount}
                pending={data.max_stake.pending}
                imposed={data.max_stake.imposed}
                onEdit={() => setEditing({ label: t('account.play.stake'), amount: data.max_stake.amount, target: { kind: 'stake' } })}
              />
            </List>
          </section>
          <section className={styles.section}>
            <h2 className={styles.heading}>{t('account.play.reality.title')}</h2>
            <p className={styles.sectionNote}>{t('account.play.reality.note')}</p>
            <RealityCheckChoice minutes={data.reality_check_minutes} />
          </section>
          <section className={styles.section}>
            <h2 className={styles.heading}>{t('account.play.breaks.title')}</h2>
            <p className={styles.sectionNote}>{t('account.play.breaks.note')}</p>
            <BreakSection running={data.break} />
          </section>
          <List className={`${page.card} ${page.list}`}>
            <List.Item onClick={() => navigate(ROUTES.activityStatement)}>{t('account.play.statement')}</List.Item>
          </List>
        </div>
      )}
      <LimitEditor
        limit={editing}
        saving={setLimit.isPending}
        onClose={() => setEditing(null)}
        onSave={(amount) => editing && setLimit.mutate({ ...editing.target, amount })}
      />
    </section>
  );
}
