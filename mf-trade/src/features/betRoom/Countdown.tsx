import { useEffect, useState } from 'react';
import styles from './betRoom.module.css';

/** mm:ss to a moment, ticking each second on its own so the rest of the room does not re-render. */
export function Countdown({ deadline, testId }: { deadline: number; testId: string }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <span className={styles.countdown} data-testid={testId}>
      {pad(Math.floor(left / 60))}:{pad(left % 60)}
    </span>
  );
}
