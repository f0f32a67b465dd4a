import { useTranslation } from 'react-i18next';
import type { Verdict } from './fairDraw';
import styles from './verify.module.css';

/** Match or mismatch, first thing on screen, with each check that makes it. */
export function VerdictBanner({ verdict }: { verdict: Verdict }) {
  const { t } = useTranslation();
  const checks = [
    ['checkChain', verdict.chainLinked],
    ['checkDigits', verdict.digitsMatch],
    ['checkSum', verdict.sumMatches],
    ['checkOutcomes', verdict.outcomeMismatches.length === 0],
  ] as const;
  return (
    <div className={`${styles.verdict} ${verdict.match ? styles.match : styles.mismatch}`} data-testid="verify-verdict" role="status">
      <strong>{t(verdict.match ? 'trade.verify.match' : 'trade.verify.mismatch')}</strong>
      <ul>
        {checks.map(([key, ok]) => (
          <li key={key}>
            {ok ? '✓' : '✗'} {t(`trade.verify.${key}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
