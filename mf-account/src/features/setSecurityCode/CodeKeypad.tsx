import { NumberKeyboard, PasscodeInput, type PasscodeInputRef } from 'shared-contracts/kit';
import { useEffect, useRef, useState } from 'react';
import { SECURITY_CODE_LENGTH } from '../../shared/config';
import styles from './setSecurityCode.module.css';

/**
 * Six cells and the number keypad (open from the start); at the sixth digit it submits by itself.
 * A refused code empties the cells for another try.
 */
export function CodeKeypad({ onFill }: { onFill(code: string): Promise<boolean> }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState(false);
  const input = useRef<PasscodeInputRef>(null);
  const busy = useRef(false);
  useEffect(() => input.current?.focus(), []);

  const fill = async (code: string) => {
    if (busy.current) return;
    busy.current = true;
    const accepted = await onFill(code);
    busy.current = false;
    if (!accepted) {
      setError(true);
      setValue('');
    }
  };

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
      onFill={(code) => void fill(code)}
      keyboard={<NumberKeyboard showCloseButton={false} />}
    />
  );
}
