import { Button } from 'shared-contracts/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeKeypad } from './CodeKeypad';
import styles from './setSecurityCode.module.css';

type Problem = 'mismatch' | 'refused' | null;

/**
 * The first security code, typed twice: only two equal entries are handed on (a typo never silently becomes
 * the code). A mismatch, a tap on 'start again' or the server's refusal (`refusals` counts them) goes back to
 * the first entry.
 */
export function NewCodeKeypad({ busy, refusals, onConfirmed }: { busy: boolean; refusals: number; onConfirmed(code: string): void }) {
  const { t } = useTranslation();
  const [first, setFirst] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [problem, setProblem] = useState<Problem>(null);
  const [seenRefusals, setSeenRefusals] = useState(refusals);
  const nextRound = (entered: string | null, why: Problem) => {
    setFirst(entered);
    setProblem(why);
    setRound((n) => n + 1);
  };

  if (refusals !== seenRefusals) {
    setSeenRefusals(refusals);
    nextRound(null, 'refused');
  }

  const fill = (code: string) => {
    if (first === null) nextRound(code, null);
    else if (code === first) onConfirmed(code);
    else nextRound(null, 'mismatch');
  };

  return (
    <div className={styles.keypadPanel}>
      <p className={styles.hint} data-testid="code-step">
        {t(first === null ? 'account.securityCode.setHint' : 'account.securityCode.confirmHint')}
      </p>
      <CodeKeypad busy={busy} round={round} marked={problem !== null} onFill={fill} />
      {problem === 'mismatch' && (
        <p className={styles.problem} role="alert">
          {t('account.securityCode.mismatch')}
        </p>
      )}
      {first !== null && (
        <Button className={styles.restart} fill="none" color="primary" disabled={busy} onClick={() => nextRound(null, null)}>
          {t('account.securityCode.restart')}
        </Button>
      )}
      <p className={styles.note}>{t('account.securityCode.setNote')}</p>
    </div>
  );
}
