import { NumberKeyboard, PasscodeInput, type PasscodeInputRef } from 'shared-contracts/kit';
import { useEffect, useRef, useState } from 'react';
import { SECURITY_CODE_LENGTH } from '../../shared/config';
import styles from './setSecurityCode.module.css';

/**
 * Six cells and the number keypad (open from the start); at the sixth digit it hands the code on, once while
 * `busy`. Each new `round` empties the cells for the next entry, marked when `marked` (a refusal, a mismatch).
 */
export function CodeKeypad({ busy, round, marked, onFill }: { busy: boolean; round: number; marked: boolean; onFill(code: string): void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState(false);
  const [seenRound, setSeenRound] = useState(round);
  const input = useRef<PasscodeInputRef>(null);
  useEffect(() => input.current?.focus(), []);

  if (round !== seenRound) {
    setSeenRound(round);
    setError(marked);
    setValue('');
  }

  return (
    <PasscodeInput
      ref={input}
      className={styles.passcode}
      data-testid="code-keypad"
      length={SECURITY_CODE_LENGTH}
      seperated
      value={value}
      error={error}
      onChange={(next) => {
        setError(false);
        setValue(next);
      }}
      onFill={(code) => !busy && onFill(code)}
      keyboard={<NumberKeyboard showCloseButton={false} />}
    />
  );
}
