import { Button, Input, Popup } from 'shared-contracts/kit';
import { LoadingView } from 'shared-contracts/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Minor } from 'shared-contracts';
import { useOddsList } from '../../shared/api/oddsList';
import { roundAtOf, useRoomBeat } from './api/heart';
import { Countdown } from './Countdown';
import { usePayoutRoom } from './api/payoutRoom';
import { FIXED_PRESETS, balancePreset, largestPerChoice, perChoiceMoney, readQuantity, roundState } from './roomRules';
import styles from './betRoom.module.css';

export interface BuyChoice {
  classes: number[];
  perChoice: Minor;
}

/**
 * 'Go to buy': every outcome class of the room with its odds (oddsList), several selectable; a whole quantity
 * (typed or a preset) split evenly over them, the per-choice money shown before buying. A quantity that is not whole
 * stays as entered, with the reason, and cannot be bought. The round's countdown stays in sight, and a round that
 * closes while the popup is open is named. Each opening starts a clean order.
 */
export function BuyPopup({ visible, ...form }: FormProps & { visible: boolean }) {
  // A new form for every opening: the last one may still be sliding out (destroyOnClose waits for its animation).
  const [opening, setOpening] = useState({ visible, count: 0 });
  if (opening.visible !== visible) setOpening({ visible, count: opening.count + (visible ? 1 : 0) });
  return (
    <Popup visible={visible} onMaskClick={form.onClose} onClose={form.onClose} bodyClassName={styles.popup} destroyOnClose>
      <BuyForm key={opening.count} {...form} />
    </Popup>
  );
}

interface FormProps {
  planId: number;
  gameId: number;
  issue: string | null;
  balance: Minor;
  buying: boolean;
  onBuy: (choice: BuyChoice) => void;
  onClose: () => void;
}

function BuyForm({ planId, gameId, issue, balance, buying, onBuy, onClose }: FormProps) {
  const { t } = useTranslation();
  const { data: round = null } = useRoomBeat(planId, gameId, roundState);
  const answeredAt = useRoomBeat(planId, gameId, roundAtOf).data ?? 0;
  // The first round this order was offered in (opened while sealed, that is the next one to open): a bet would now go
  // to another one, so the member is told.
  const [openedIn, setOpenedIn] = useState(issue);
  if (openedIn === null && issue !== null) setOpenedIn(issue);
  const oddsQuery = useOddsList(planId);
  const odds = oddsQuery.data;
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const [quantity, setQuantity] = useState('');
  const read = readQuantity(quantity);
  const perChoice = read.kind === 'whole' ? perChoiceMoney(read.units, chosen.length) : 0;
  const toggle = (cls: number) => setChosen((now) => (now.includes(cls) ? now.filter((c) => c !== cls) : [...now, cls]));
  const presets = [...FIXED_PRESETS, balancePreset(balance)];
  // The payout limits, shown before the member types: the largest stake per option still accepted for this choice.
  const capacity = usePayoutRoom(planId, gameId);
  const chosenRules = odds?.rule_base.filter((rule) => chosen.includes(rule.class)) ?? [];
  const largest = largestPerChoice(chosenRules, capacity);
  const limited = largest !== null && largest < Math.min(...chosenRules.map((rule) => rule.max_money));
  const pastLimit = largest !== null && perChoice > largest;

  return (
    <>
      <div className={styles.popupHead}>
        <span>{issue ? t('trade.room.buyTitle', { issue }) : t('trade.room.followClosed')}</span>
        <button type="button" className={styles.bannerClose} onClick={onClose} aria-label={t('trade.room.close')}>
          ×
        </button>
      </div>
      {(round?.kind === 'onSale' || round?.kind === 'sealed') && (
        <div className={styles.popupRound} data-state={round.kind}>
          <span>{t(round.kind === 'onSale' ? 'trade.room.onSale' : 'trade.room.sealed', { issue: round.issue })}</span>
          <Countdown deadline={answeredAt + round.secondsLeft * 1000} testId="buy-countdown" />
        </div>
      )}
      {openedIn && issue && issue !== openedIn && (
        <p className={styles.roundChanged} role="alert" data-testid="buy-round-changed">
          {t('trade.room.roundChanged', { closed: openedIn, issue })}
        </p>
      )}
      <div className={styles.popupBody}>
        {!odds ? (
          <LoadingView query={oddsQuery} />
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
        {limited && (
          <p
            className={`${styles.perChoice} ${pastLimit ? styles.refused : ''}`}
            data-testid="buy-payout-limit"
            role={pastLimit ? 'alert' : undefined}
          >
            {largest === 0 ? t('trade.room.payoutLimitNone') : t('trade.room.payoutLimit', { money: formatMoney(largest) })}
          </p>
        )}
        <Button
          block
          color="primary"
          size="large"
          disabled={!issue || perChoice === 0 || pastLimit}
          loading={buying}
          onClick={() => onBuy({ classes: [...chosen].sort((a, b) => a - b), perChoice })}
        >
          {t('trade.room.buy')}
        </Button>
      </div>
    </>
  );
}
