import { Button, Dialog, Input, Toast } from 'shared-contracts/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES, formatMoney } from 'shared-contracts';
import type { DepositRequest } from 'shared-contracts/api';
import { LoadingView, RecordList, ScreenBar, alertPlayRefusal } from 'shared-contracts/platform';
import { useNavigate } from 'shared-contracts/routing';
import { useRecharge } from './api/recharge';
import { useRechargeInfo } from './api/rechargeInfo';
import { useDepositRequests, useWatchRequests } from './api/watchRequests';
import { AddressCard } from './AddressCard';
import { DepositRequestRow } from './DepositRequestRow';
import { DepositRule } from './DepositRule';
import { GUEST_REFUSED, depositBonus, parseQuantity } from './depositRules';
import { OpenedRequest } from './OpenedRequest';
import page from '../../shared/page.module.css';
import styles from './recharge.module.css';

const NO_FILTER = {};

/**
 * /Recharge: the member's exclusive USDT (TRC-20) address from the server (the spec's czqbdz query is not trusted),
 * the promotion's rule (bonus and turnover, from the operator's live settings), the quantity with the bonus it
 * brings, the transfer window; submit opens a deposit request credited against its transfer, shown with its
 * countdown, above the member's deposits and where each stands. When the api credits
 * chain transfers by itself (auto_credit), a transfer needs no request (one only announces its amount) and the
 * screen watches the list while open; otherwise the operator credits requests, watched while one is pending.
 */
export function RechargeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useRechargeInfo();
  const [quantity, setQuantity] = useState('');
  const [opened, setOpened] = useState<DepositRequest | null>(null);
  const recharge = useRecharge({
    onSuccess: (request) => {
      setOpened(request);
      setQuantity('');
      Toast.show({ icon: 'success', content: t('wallet.recharge.submitted') });
    },
    onError: (error) => {
      if (alertPlayRefusal(error, t('common.confirm')) || error.code !== GUEST_REFUSED) return;
      // The api's visitor text as the spec's popup, in place of the failure toast, with the one way on: registering.
      Toast.clear();
      Dialog.confirm({
        content: error.message,
        confirmText: t('screens.register'),
        cancelText: t('common.cancel'),
        onConfirm: () => navigate(ROUTES.register),
      });
    },
  });

  const requests = useDepositRequests().data?.pages.flat() ?? [];
  // The opened request as the list has it now: the operator's decision shows on its card too.
  const shown = opened && (requests.find((request) => request.id === opened.id) ?? opened);
  const confirmMinutes = info.data?.auto_credit?.confirm_minutes;
  useWatchRequests(confirmMinutes !== undefined || requests.some((request) => request.state === 'pending'));
  const parsed = parseQuantity(quantity);
  const promotion = info.data?.promotion;
  const bonusOn = promotion !== undefined && promotion.enabled && promotion.percent > 0;
  const bonus = 'amount' in parsed && bonusOn ? depositBonus(parsed.amount, promotion) : null;
  const submit = () => {
    if ('refusal' in parsed) Toast.show({ content: t(`wallet.recharge.quantity.${parsed.refusal}`) });
    else recharge.mutate({ amount: parsed.amount });
  };

  return (
    <section data-testid="screen-recharge" className={page.page}>
      <ScreenBar title={t('screens.recharge')} parent={ROUTES.personal} />
      <div className={page.stack}>
        {info.data ? (
          <AddressCard address={info.data.address} />
        ) : (
          <div className={styles.addressCard}>
            <LoadingView query={info} />
          </div>
        )}
        <div className={styles.form}>
          {promotion && <DepositRule promotion={promotion} />}
          {confirmMinutes !== undefined && (
            <p className={styles.auto} data-testid="deposit-auto">
              {t(bonusOn ? 'wallet.recharge.auto.credit' : 'wallet.recharge.auto.creditNoBonus', { minutes: confirmMinutes })}
            </p>
          )}
          <label className={styles.quantity}>
            <span>{t('wallet.recharge.quantity.label')}</span>
            <Input value={quantity} onChange={setQuantity} inputMode="decimal" placeholder={t('wallet.recharge.quantity.placeholder')} />
          </label>
          {'amount' in parsed && bonus !== null && (
            <p className={styles.receive} data-testid="deposit-receive">
              {t('wallet.recharge.receive', { bonus: formatMoney(bonus), total: formatMoney(parsed.amount + bonus) })}
            </p>
          )}
          {info.data && (
            <p className={styles.muted}>
              {t(confirmMinutes === undefined ? 'wallet.recharge.reminder' : 'wallet.recharge.auto.request', {
                minutes: info.data.window_minutes,
              })}
            </p>
          )}
          <Button block shape="rounded" color="primary" size="large" loading={recharge.isPending} onClick={submit}>
            {t('wallet.recharge.submit')}
          </Button>
        </div>
        {shown && <OpenedRequest key={shown.id} request={shown} confirmMinutes={confirmMinutes} />}
        <h2 className={styles.listTitle}>{t('wallet.recharge.listTitle')}</h2>
      </div>
      <RecordList
        call="rechargeList"
        filter={NO_FILTER}
        itemKey={(request) => String(request.id)}
        renderItem={(request) => <DepositRequestRow request={request} />}
      />
    </section>
  );
}
