import { Button, List } from 'shared-contracts/kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'shared-contracts/routing';
import { ROUTES } from 'shared-contracts';
import type { PayInfoEntry } from 'shared-contracts/api';
import { LoadingView, ScreenBar } from 'shared-contracts/platform';
import { usePayInfo } from '../../shared/api/payInfo';
import { maskCardNumber } from '../../shared/maskCardNumber';
import page from '../../shared/page.module.css';
import styles from './bankCardManage.module.css';

const ACCOUNT_INFO = `${ROUTES.setting}?type=2`;

/** What each kind shows and where adding or replacing it goes. */
const KINDS = {
  0: {
    title: 'wallet.bindings.card',
    empty: 'wallet.bindings.noCard',
    add: 'wallet.bindings.addCard',
    replace: 'wallet.bindings.replaceCard',
    form: ROUTES.addBankCard,
  },
  1: {
    title: 'wallet.bindings.wallet',
    empty: 'wallet.bindings.noWallet',
    add: 'wallet.bindings.addWallet',
    replace: 'wallet.bindings.replaceWallet',
    form: ROUTES.addVirtualWallet,
  },
} as const;

/** /bankCardManage?type=0|1: the one bound bank card (0) or virtual wallet (1), or the empty state; add or replace it. */
export function BankCardManageScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = params.get('type') === '1' ? 1 : 0;
  const kind = KINDS[type];
  const payInfo = usePayInfo(type);
  const { data: bound, isPending, isError } = payInfo;

  return (
    <section data-testid="screen-bankCardManage" className={page.page}>
      <ScreenBar title={t('screens.bankCardManage')} parent={ACCOUNT_INFO} />
      <div className={page.stack}>
        <h2 className={styles.kind}>{t(kind.title)}</h2>
        {/* A failed ask is not 'nothing bound': it says so, and asks again. */}
        {isPending || isError ? (
          <LoadingView query={payInfo} />
        ) : bound ? (
          <List className={styles.card} data-testid="bound-account">
            {fieldsOf(bound).map(([label, value]) => (
              <List.Item key={label} extra={<span className={styles.value}>{value}</span>}>
                {t(label)}
              </List.Item>
            ))}
          </List>
        ) : (
          <p className={styles.empty}>{t(kind.empty)}</p>
        )}
        <Button block shape="rounded" color="primary" disabled={isPending} onClick={() => navigate(kind.form)}>
          {t(bound ? kind.replace : kind.add)}
        </Button>
        {bound && <p className={styles.note}>{t('wallet.bindings.replaceNote')}</p>}
      </div>
    </section>
  );
}

/** A card: bank name, holder and the number masked but its last 4 digits. A wallet: its address and type. */
function fieldsOf(bound: PayInfoEntry): [string, ReactNode][] {
  return bound.type === 0
    ? [
        ['wallet.bindings.bank', bound.acc_bank],
        ['wallet.bindings.holder', bound.acc],
        ['wallet.bindings.cardNumber', maskCardNumber(bound.acc_name)],
      ]
    : [
        ['wallet.bindings.address', <span className={styles.address}>{bound.acc}</span>],
        ['wallet.bindings.walletType', bound.acc_name],
      ];
}
