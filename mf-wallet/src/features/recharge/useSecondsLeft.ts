import { useEffect, useState } from 'react';

/** Whole seconds until `deadline` (unix seconds), re-rendering each second until it reaches 0; 0 for no deadline. */
export function useSecondsLeft(deadline: number | null): number {
  const [now, setNow] = useState(Date.now);
  const left = deadline === null ? 0 : Math.max(0, Math.ceil(deadline - now / 1000));
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}
