import { useTranslation } from 'react-i18next';
import result from './fairnessResult.json';
import styles from './lotteryExplain.module.css';

/** The outcome of a fairness run: `npm run fairness -- --out <this folder>/fairnessResult.json` (api/bench/fairness.mjs). */
export type FairnessResult = Pick<typeof result, 'date' | 'draws' | 'command' | 'failBelow' | 'tests'>;

/** The committed fairness run's chi-square figures (each digit, the sum), with the command that repeats it. */
export function FairnessTest({ run = result }: { run?: FairnessResult }) {
  const { t } = useTranslation();
  const draws = run.draws.toLocaleString('en');
  const rows = [
    ['site1', t('trade.explain.testSite', { n: 1 })],
    ['site2', t('trade.explain.testSite', { n: 2 })],
    ['site3', t('trade.explain.testSite', { n: 3 })],
    ['sum', t('trade.explain.testSum')],
  ] as const;
  return (
    <div data-testid="fairness-test">
      <h3>{t('trade.explain.testTitle', { draws })}</h3>
      <p>{t('trade.explain.testText', { date: run.date.slice(0, 10), draws, limit: run.failBelow })}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('trade.explain.testName')}</th>
            <th>{t('trade.explain.testStatistic')}</th>
            <th>{t('trade.explain.testP')}</th>
            <th>{t('trade.explain.testVerdict')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, label]) => {
            const test = run.tests[key];
            const passed = test.pValue >= run.failBelow;
            return (
              <tr key={key}>
                <td>{label}</td>
                <td>{test.statistic.toFixed(2)}</td>
                <td>{test.pValue.toFixed(4)}</td>
                <td className={passed ? styles.pass : styles.fail}>{t(passed ? 'trade.explain.testPass' : 'trade.explain.testFail')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {/* The command is for someone technical: folded away under a line a player reads. */}
      <details className={styles.repeat}>
        <summary className={styles.note}>{t('trade.explain.testRepeat')}</summary>
        <code className={styles.command}>{run.command}</code>
      </details>
    </div>
  );
}
