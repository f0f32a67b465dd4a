import { Button, Dialog, Input, Toast } from 'shared-contracts/kit';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-contracts/routing';
import {
  MIN_WITHDRAWAL_MINOR,
  MONEY_SUFFIX,
  ROUTES,
  VERIFICATION_REFUSED_CODES,
  formatMinute,
  formatMoney,
  type Minor,
} from 'shared-contracts';
import { ScreenBar, useGoBack, useSession } from 'shared-contracts/platform';
import { useSafetyInfo } from '../../shared/api/safetyInfo';
import { useWithdrawInfo } from '../../shared/api/withdrawInfo';
import { maskCardNumber } from '../../shared/maskCardNumber';
import { SecurityCodePopup } from '../../shared/SecurityCodePopup';
import { usePrefetchProfile } from './api/userInfo';
import { useWatchWithdrawals } from './api/watchWithdrawals';
import { useWithdraw } from './api/withdrawAction';
import { allOf, amountInput, destinationsOf, forfeitableTerm, isShort, withdrawCheck, type Destination } from './withdrawChecks';
import { FixedDepositWarning } from './FixedDepositWarning';
import { ResetHoldCard } from './ResetHoldCard';
import { TurnoverCard } from './TurnoverCard';
import { VerificationCard } from './VerificationCard';
import { useVerificationStatus } from './api/verificationStatus';
import { UnderReview } from './UnderReview';
import page from '../../shared/page.module.css';
import styles from './withdraw.module.css';

const AMOUNT_TOASTS = {
  amountRequired: 'wallet.withdraw.amountRequired',
  amountInvalid: 'wallet.withdraw.amountInvalid',
  belowMinimum: 'wallet.withdraw.minimum',
} as const;

/**
 * /Withdraw: total assets, the turnover left to play before a withdrawal, the fixed-deposit bonus a withdrawal would
 * forfeit, the amount, the bound payout accounts (the first selected) and submit. Submit runs the spec's checks in
 * order (while turnover is left it says how much and sends nothing: the server would refuse), has the member confirm
 * forfeiting a locked bonus, then asks the security code; six digits send the withdrawal, and its success popup goes back.
 * What large withdrawals need (the verification level) is said before the amount; a refusal for it leads to /baseinfo.
 * After an account reset, the 24-hour hold and its end are said before anything is typed.
 */
export function WithdrawScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useGoBack(ROUTES.personal);
  const member = useSession();
  const info = useWithdrawInfo();
  useWatchWithdrawals();
  const codeSet = useSafetyInfo().data?.isTrue;
  const prefetchProfile = usePrefetchProfile();
  const [amount, setAmount] = useState('');
  const [chosen, setChosen] = useState(0);
  const [asking, setAsking] = useState<Minor | null>(null);
  const [guestOpen, setGuestOpen] = useState(false);
  const [withdrawn, setWithdrawn] = useState<Minor | null>(null);
  const verificationStatus = useVerificationStatus();
  const [levelRefusal, setLevelRefusal] = useState<string | null>(null);
  const withdraw = useWithdraw({
    onSuccess: (_fresh, body) => setWithdrawn(body.money ?? 0),
    // Refused for the level: the server's words say which level and why; the dialog leads to /baseinfo.
    onError: (error) => {
      if (VERIFICATION_REFUSED_CODES.includes(error.code)) setLevelRefusal(error.message);
    },
  });

  const destinations = info.data ? destinationsOf(info.data) : [];
  const destination = destinations[chosen] ?? destinations[0];
  // The withdrawable balance once withdrawInfo answered (the session's, which follows every newer answer).
  const balance = info.data ? (member?.money ?? info.data.money) : undefined;
  const all = allOf(balance);
  const shortOf = (money: Minor) => t('wallet.withdraw.short', { max: formatMoney(money) });
  const termToForfeit = forfeitableTerm(info.data?.fixed_deposit_term ?? null);

  const submit = () => {
    const check = withdrawCheck({
      groupId: member?.group_id ?? null,
      hasBinding: destinations.length > 0,
      codeSet,
      amountText: amount,
      balance,
      turnoverLeft: info.data?.turnover.left,
      heldUntil: info.data?.held_until,
    });
    switch (check.kind) {
      case 'noProfile':
        prefetchProfile();
        navigate(ROUTES.baseinfo);
        return;
      case 'guest':
        setGuestOpen(true);
        return;
      case 'held':
        Toast.show({ content: t('wallet.withdraw.resetHold.body', { until: formatMinute(check.until) }) });
        return;
      case 'turnoverLeft':
        Toast.show({ content: t('wallet.withdraw.turnover.blocked', { left: formatMoney(check.left) }) });
        return;
      case 'noBinding':
        Toast.show({ content: t('wallet.withdraw.bindFirst') });
        navigate(`${ROUTES.bankCardManage}?type=0`);
        return;
      case 'noCode':
        Toast.show({ content: t('wallet.withdraw.setCodeFirst') });
        navigate(`${ROUTES.setSecurityCode}?isTrue=false`);
        return;
      case 'ready':
        // The api forfeits the term's locked bonus on this withdrawal: the member agrees before the code is asked.
        if (termToForfeit) {
          Dialog.confirm({
            content: t('wallet.withdraw.fixedDeposit.confirm', { locked: formatMoney(termToForfeit.locked) }),
            confirmText: t('wallet.withdraw.fixedDeposit.forfeit'),
            cancelText: t('common.cancel'),
            onConfirm: () => setAsking(check.money),
          });
        } else setAsking(check.money);
        return;
      case 'overBalance':
        Toast.show({ content: shortOf(balance ?? 0) });
        return;
      default:
        Toast.show({ content: t(AMOUNT_TOASTS[check.kind]) });
    }
  };

  const send = (securityCode: string) => {
    setAsking(null);
    if (asking !== null && destination) withdraw.mutate({ type: destination.type, index: destination.index, money: asking, securityCode });
  };

  return (
    <section data-testid="screen-withdraw" className={page.page}>
      <ScreenBar title={t('screens.withdraw')} parent={ROUTES.personal} />
      <div className={page.stack}>
        <div className={styles.assets}>
          <div className={styles.label}>{t('wallet.withdraw.totalAssets')}</div>
          <div className={styles.total} data-testid="withdraw-total">
            {formatMoney(member?.money ?? 0)}
          </div>
        </div>
        {info.data?.held_until != null && <ResetHoldCard until={info.data.held_until} />}
        {info.data && <TurnoverCard turnover={info.data.turnover} held={info.data.held_until != null} />}
        {verificationStatus.data && <VerificationCard status={verificationStatus.data} />}
        {termToForfeit && <FixedDepositWarning term={termToForfeit} />}
        <label className={styles.card}>
          <span className={styles.label}>{t('wallet.withdraw.amount')}</span>
          <span className={styles.amount}>
            <Input
              value={amount}
              onChange={(text) => setAmount(amountInput(text))}
              inputMode="decimal"
              placeholder={t('wallet.withdraw.amountPlaceholder')}
              aria-label={t('wallet.withdraw.amount')}
              data-testid="withdraw-amount"
            />
            <span className={styles.unit}>{MONEY_SUFFIX}</span>
            <Button
              className={styles.all}
              size="small"
              fill="none"
              color="primary"
              disabled={all === null}
              onClick={() => setAmount(all ?? amount)}
            >
              {t('wallet.withdraw.all')}
            </Button>
          </span>
          {balance !== undefined && isShort(amount, balance) ? (
            <span className={`${styles.amountLine} ${styles.short}`} data-testid="withdraw-short" role="alert">
              {shortOf(balance)}
            </span>
          ) : balance !== undefined && all === null ? (
            <span className={styles.amountLine}>
              {t('wallet.withdraw.belowMinimum', { balance: formatMoney(balance), minimum: formatMoney(MIN_WITHDRAWAL_MINOR) })}
            </span>
          ) : null}
        </label>
        <div className={styles.card}>
          <div className={styles.label}>{t('wallet.withdraw.destination')}</div>
          {info.isError ? (
            <Button block fill="none" color="primary" onClick={() => void info.refetch()}>
              {t('common.list.failed')}
            </Button>
          ) : info.data && destinations.length === 0 ? (
            <Button block fill="none" color="primary" onClick={() => navigate(`${ROUTES.bankCardManage}?type=1`)}>
              {t('wallet.withdraw.noDestination')}
            </Button>
          ) : (
            <div role="radiogroup" aria-label={t('wallet.withdraw.destination')} className={styles.destinations}>
              {destinations.map((option, i) => (
                <DestinationOption
                  key={`${option.type}-${option.index}`}
                  option={option}
                  chosen={option === destination}
                  onChoose={() => setChosen(i)}
                />
              ))}
            </div>
          )}
        </div>
        <Button block shape="rounded" color="primary" size="large" disabled={!info.data} loading={withdraw.isPending} onClick={submit}>
          {t('wallet.withdraw.submit')}
        </Button>
        <p className={styles.note}>{t('wallet.withdraw.note')}</p>
        <UnderReview />
      </div>
      <SecurityCodePopup visible={asking !== null} onFill={send} onClose={() => setAsking(null)} />
      <Dialog
        visible={guestOpen}
        content={t('wallet.withdraw.guest')}
        closeOnAction
        onClose={() => setGuestOpen(false)}
        actions={[{ key: 'ok', text: t('common.confirm') }]}
      />
      <Dialog
        visible={levelRefusal !== null}
        title={t('wallet.withdraw.verification.needed')}
        content={<span data-testid="withdraw-level-refusal">{levelRefusal}</span>}
        closeOnAction
        onClose={() => setLevelRefusal(null)}
        onAction={(action) => {
          if (action.key === 'verify') navigate(ROUTES.baseinfo);
        }}
        actions={[
          { key: 'verify', text: t('wallet.withdraw.verification.verify'), bold: true },
          { key: 'close', text: t('common.cancel') },
        ]}
      />
      <Dialog
        visible={withdrawn !== null}
        title={t('wallet.withdraw.successTitle')}
        content={t('wallet.withdraw.successBody', { amount: formatMoney(withdrawn ?? 0) })}
        closeOnAction
        onClose={back}
        actions={[{ key: 'ok', text: t('common.confirm') }]}
      />
    </section>
  );
}

/** One payout account: a wallet shows its type and address, a card its bank, masked number and holder. */
function DestinationOption({ option, chosen, onChoose }: { option: Destination; chosen: boolean; onChoose(): void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      role="radio"
      aria-checked={chosen}
      className={`${styles.option} ${chosen ? styles.chosen : ''}`}
      onClick={onChoose}
    >
      <span className={styles.optionText}>
        <span className={styles.optionTitle}>{option.title}</span>
        <span className={styles.account}>{option.type === 1 ? option.account : maskCardNumber(option.account)}</span>
        {option.holder && <span className={styles.holder}>{t('wallet.withdraw.holder', { name: option.holder })}</span>}
      </span>
      {chosen && <CheckCircleFill className={styles.check} />}
    </button>
  );
}
