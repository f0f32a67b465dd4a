import { useTranslation } from 'react-i18next';
import { Dialog, Toast } from 'shared-contracts/kit';
import { BREAK_LENGTHS, formatMinute, type BreakLength } from 'shared-contracts';
import type { PlayControls } from 'shared-contracts/api';
import { breakEnd } from './breakEnd';
import { useTakeBreak } from './api/takeBreak';
import styles from './responsiblePlay.module.css';

const LENGTHS = Object.keys(BREAK_LENGTHS) as BreakLength[];

/**
 * The break running (until when), or the time-outs and self-exclusions to choose from, each confirmed twice: what
 * it stops, then its end date and that nobody can lift it early.
 */
export function BreakSection({ running }: { running: PlayControls['break'] }) {
  const { t } = useTranslation();
  const take = useTakeBreak({
    onSuccess: (fresh) =>
      fresh.break && Toast.show({ icon: 'success', content: t('account.play.breaks.done', { until: formatMinute(fresh.break.until) }) }),
  });

  if (running?.imposed) {
    // Imposed by customer service (issue 40): by whom, until when and why, as the refusal of a bet says.
    return (
      <p className={styles.running} data-testid="break-running">
        {running.indefinite
          ? t('account.play.breaks.imposed.indefinite')
          : t('account.play.breaks.imposed.until', { until: formatMinute(running.until) })}
        <br />
        {t('account.play.breaks.imposed.reason', { reason: running.imposed.reason })}
      </p>
    );
  }
  if (running) {
    return (
      <p className={styles.running} data-testid="break-running">
        {t(`account.play.breaks.running.${running.kind}`, { until: formatMinute(running.until) })}
      </p>
    );
  }

  const choose = async (length: BreakLength) => {
    const kind = t(`account.play.breaks.${BREAK_LENGTHS[length]}`);
    const first = await Dialog.confirm({
      title: t('account.play.breaks.firstTitle', { kind, length: t(`account.play.breaks.lengths.${length}`) }),
      content: t('account.play.breaks.first'),
      confirmText: t('account.play.breaks.next'),
      cancelText: t('common.cancel'),
    });
    if (!first) return;
    const second = await Dialog.confirm({
      title: t('account.play.breaks.secondTitle'),
      content: (
        <span data-testid="break-second">{t('account.play.breaks.second', { until: formatMinute(breakEnd(length, Date.now())) })}</span>
      ),
      confirmText: t('account.play.breaks.confirm', { kind }),
      cancelText: t('common.cancel'),
    });
    if (second) take.mutate({ length });
  };

  return (
    <div className={styles.breaks}>
      {(['timeout', 'exclusion'] as const).map((kind) => (
        <div key={kind} className={styles.breakKind}>
          <span className={styles.breakLabel}>{t(`account.play.breaks.${kind}`)}</span>
          <div className={styles.choices}>
            {LENGTHS.filter((length) => BREAK_LENGTHS[length] === kind).map((length) => (
              <button key={length} type="button" className={styles.choice} disabled={take.isPending} onClick={() => void choose(length)}>
                {t(`account.play.breaks.lengths.${length}`)}
              </button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
