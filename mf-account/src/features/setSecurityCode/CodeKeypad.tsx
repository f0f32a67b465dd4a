import { NumberKeyboard, PasscodeInput, type PasscodeInputRef } from 'shared-contracts/kit';
import { useEffect, useRef, useState } from 'react';
import { SECURITY_CODE_LENGTH } from '../../shared/config';
import styles from './setSecurityCode.module.css';

/**
 * Six cells and the number keypad (open from the start); at the sixth digit it submits by itself, once while
 * `busy`. Each refusal (`refusals` counts them) empties the cells, marked, for another try.
 */
export function CodeKeypad({ busy, refusals, onFill }: { busy: boolean; refusals: number; onFill(code: string): void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState(false);
  const [seenRefusals, setSeenRefusals] = useState(refusals);
  const input = useRef<PasscodeInputRef>(null);
  useEffect(() => input.current?.focus(), []);

  if (refusals !== seenRefusals) {
    setSeenRefusals(refusals);
    setError(true);
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
