import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Popup } from 'shared-contracts/kit';
import { parseMoney, type Minor } from 'shared-contracts';
import styles from './responsiblePlay.module.css';

/** The limit being changed: its name and what it is now (null: none). */
export interface EditedLimit {
  label: string;
  amount: Minor | null;
}

/**
 * A popup to set a limit (a positive amount in u, at most two decimals) or remove it. Bad input is refused here
 * with a message and nothing is sent.
 */
export function LimitEditor({
  limit,
  saving,
  onSave,
  onClose,
}: {
  limit: EditedLimit | null;
  saving: boolean;
  onSave(amount: Minor | null): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = () => {
    const amount = parseMoney(text);
    if (amount === null) return setRefusal(t('account.play.edit.invalid'));
    if (amount === 0) return setRefusal(t('account.play.edit.zero'));
    onSave(amount);
  };
  return (
    <Popup
      visible={limit !== null}
      onMaskClick={onClose}
      afterClose={() => {
        setText('');
        setRefusal(null);
      }}
      bodyClassName={styles.editor}
    >
      {limit && (
        <div data-testid="limit-editor">
          <h2 className={styles.editorTitle}>{limit.label}</h2>
          <label className={styles.field}>
            <span>{t('account.play.edit.amount')}</span>
            <Input
              value={text}
              onChange={(value) => {
                setText(value);
                setRefusal(null);
              }}
              inputMode="decimal"
              placeholder={t('account.play.edit.placeholder')}
              clearable
            />
          </label>
          {refusal && (
            <p className={styles.refusal} role="alert">
              {refusal}
            </p>
          )}
          <p className={styles.note}>{t('account.play.edit.lowerNow')}</p>
          <div className={styles.editorActions}>
            <Button block shape="rounded" color="primary" loading={saving} onClick={save}>
              {t('account.play.edit.save')}
            </Button>
            {limit.amount !== null && (
              <Button block shape="rounded" fill="outline" disabled={saving} onClick={() => onSave(null)}>
                {t('account.play.edit.remove')}
              </Button>
            )}
          </div>
        </div>
      )}
    </Popup>
  );
}
