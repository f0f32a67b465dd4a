import styles from './recovery.module.css';

/** The server's refusal of a reset (a wrong or expired code, a weak secret), in its words, under the form. */
export function Refusal({ message }: { message: string | null }) {
  return message ? (
    <p className={styles.refusal} role="alert">
      {message}
    </p>
  ) : null;
}
