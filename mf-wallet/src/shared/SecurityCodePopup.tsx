import { NumberKeyboard, PasscodeInput, Popup, type PasscodeInputRef } from 'shared-contracts/kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './securityCodePopup.module.css';

/** The security code has 6 digits (spec, section 9). */
const SECURITY_CODE_LENGTH = 6;

/**
 * The security-code popup of a withdrawal or a binding's replacement: six cells over the number keypad; the sixth
 * digit hands the code over by itself (the caller then closes the popup). Each opening starts with empty cells.
 */
export function SecurityCodePopup({ visible, onFill, onClose }: { visible: boolean; onFill(code: string): void; onClose(): void }) {
  const { t } = useTranslation();
  const [openings, setOpenings] = useState(0);
  const [shown, setShown] = useState(visible);
  if (visible !== shown) {
    setShown(visible);
    if (visible) setOpenings((n) => n + 1);
  }
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.popup} destroyOnClose>
      <div className={styles.head}>
        <span>{t('wallet.securityCode.title')}</span>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('wallet.securityCode.close')}>
          ×
        </button>
      </div>
      <p className={styles.hint}>{t('wallet.securityCode.hint')}</p>
      <CodeCells key={openings} onFill={onFill} />
    </Popup>
  );
}

/** Focused when shown, so the keypad opens with the popup; the keypad closes with the sixth digit. */
function CodeCells({ onFill }: { onFill(code: string): void }) {
  const input = useRef<PasscodeInputRef>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <PasscodeInput
      ref={input}
      className={styles.cells}
      data-testid="security-code-cells"
      length={SECURITY_CODE_LENGTH}
      seperated
      onFill={(code) => {
        input.current?.blur();
        onFill(code);
      }}
      keyboard={<NumberKeyboard showCloseButton={false} />}
    />
  );
}
