import type { Digits } from 'shared-contracts';
import styles from './drawDigits.module.css';

/** The three drawn digits as balls, then their sum. */
export function DrawDigits({ digits, sum }: { digits: Digits; sum: number }) {
  return (
    <span className={styles.digits}>
      {digits.map((digit, i) => (
        <span key={i} className={styles.ball}>
          {digit}
        </span>
      ))}
      <span className={styles.equals}>=</span>
      <span className={`${styles.ball} ${styles.sum}`}>{sum}</span>
    </span>
  );
}
