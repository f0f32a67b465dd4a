import { useTranslation } from 'react-i18next';
import { Toast } from 'shared-contracts/kit';
import { REALITY_CHECK_MINUTES } from 'shared-contracts';
import { useSetRealityCheck } from './api/setRealityCheck';
import styles from './responsiblePlay.module.css';

/** Off, 15, 30 or 60 minutes: the interval of the shell's reality check. */
export function RealityCheckChoice({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const set = useSetRealityCheck({ onSuccess: () => Toast.show({ icon: 'success', content: t('account.play.reality.saved') }) });
  return (
    <div className={styles.choices} role="radiogroup" aria-label={t('account.play.reality.title')}>
      {REALITY_CHECK_MINUTES.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={option === minutes}
          disabled={set.isPending}
          className={`${styles.choice} ${option === minutes ? styles.chosen : ''}`}
          onClick={() => option !== minutes && set.mutate({ minutes: option })}
        >
          {option === 0 ? t('account.play.reality.off') : t('account.play.reality.minutes', { minutes: option })}
        </button>
      ))}
    </div>
  );
}
