import { Button, DotLoading, Input, Popup } from 'shared-contracts/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Minor } from 'shared-contracts';
import { useOddsList } from '../../shared/api/oddsList';
import { FIXED_PRESETS, balancePreset, perChoiceMoney, readQuantity } from './roomRules';
import styles from './betRoom.module.css';

export interface BuyChoice {
  classes: number[];
  perChoice: Minor;
}

/**
 * 'Go to buy': every outcome class of the room with its odds (oddsList), several selectable; a whole quantity
 * (typed or a preset) split evenly over them, the per-choice money shown before buying. A quantity that is not whole
 * stays as entered, with the reason, and cannot be bought.
 */
export function BuyPopup({
  visible,
  planId,
  issue,
  balance,
  buying,
  onBuy,
  onClose,
}: {
  visible: boolean;
  planId: number;
  issue: string | null;
  balance: Minor;
  buying: boolean;
  onBuy: (choice: BuyChoice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data: odds } = useOddsList(visible ? planId : undefined);
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const [quantity, setQuantity] = useState('');
  const read = readQuantity(quantity);
  const perChoice = read.kind === 'whole' ? perChoiceMoney(read.units, chosen.length) : 0;
  const toggle = (cls: number) => setChosen((now) => (now.includes(cls) ? now.filter((c) => c !== cls) : [...now, cls]));
  const presets = [...FIXED_PRESETS, balancePreset(balance)];

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.popup} destroyOnClose>
      <div className={styles.popupHead}>
        <span>{issue ? t('trade.room.buyTitle', { issue }) : t('trade.room.followClosed')}</span>
        <button type="button" className={styles.bannerClose} onClick={onClose} aria-label={t('trade.room.close')}>
          ×
        </button>
      </div>
      <div className={styles.popupBody}>
        {!odds ? (
          <DotLoading />
        ) : (
          <div className={styles.classes} data-testid="buy-classes">
            {odds.rule_base.map((rule) => (
              <button
                key={rule.class}
                type="button"
                aria-pressed={chosen.includes(rule.class)}
                data-testid={`buy-class-${rule.class}`}
                className={`${styles.class} ${chosen.includes(rule.class) ? styles.classChosen : ''}`}
                onClick={() => toggle(rule.class)}
              >
                <span className={styles.className}>{rule.class_name}</span>
                <span className={styles.classOdds}>{rule.odds}</span>
              </button>
            ))}
          </div>
        )}
      </div>
      <div className={styles.popupFoot}>
        <div className={styles.presets}>
          {presets.map((preset, i) => (
            <button key={i} type="button" className={styles.preset} onClick={() => setQuantity(String(preset))}>
              {i === FIXED_PRESETS.length ? t('trade.room.balanceMinusOne') : preset}
            </button>
          ))}
        </div>
        <label className={styles.quantity}>
          <span>{t('trade.room.quantity')}</span>
          <Input
            value={quantity}
            onChange={setQuantity}
            inputMode="numeric"
            placeholder={t('trade.room.quantityPlaceholder')}
            aria-label={t('trade.room.quantity')}
            data-testid="buy-quantity"
          />
        </label>
        <p
          className={`${styles.perChoice} ${read.kind === 'notWhole' ? styles.refused : ''}`}
          data-testid="buy-per-choice"
          role={read.kind === 'notWhole' ? 'alert' : undefined}
        >
          {read.kind === 'notWhole'
            ? t('trade.room.wholeOnly')
            : perChoice > 0
              ? t('trade.room.perChoice', {
                  money: formatMoney(perChoice),
                  n: chosen.length,
                  total: formatMoney(perChoice * chosen.length),
                })
              : t('trade.room.chooseHint')}
        </p>
        <Button
          block
          color="primary"
          size="large"
          disabled={!issue || perChoice === 0}
          loading={buying}
          onClick={() => onBuy({ classes: [...chosen].sort((a, b) => a - b), perChoice })}
        >
          {t('trade.room.buy')}
        </Button>
      </div>
    </Popup>
  );
}
