import { routesOf, type RemoteAppProps } from 'shared-contracts';
import { RemoteRoutes, lazyScreen, type Screens } from 'shared-contracts/platform';
import { strings } from './i18n';

/** Every wallet screen in its own chunk (the QR encoder with /Recharge alone). */
const screens: Screens = {
  recharge: lazyScreen(() => import('./features/recharge/RechargeScreen').then((m) => m.RechargeScreen)),
  withdraw: lazyScreen(() => import('./features/withdraw/WithdrawScreen').then((m) => m.WithdrawScreen)),
  bankCardManage: lazyScreen(() => import('./features/bankCardManage/BankCardManageScreen').then((m) => m.BankCardManageScreen)),
  addBankCard: lazyScreen(() => import('./features/addBankCard/AddBankCardScreen').then((m) => m.AddBankCardScreen)),
  addVirtualWallet: lazyScreen(() => import('./features/addVirtualWallet/AddVirtualWalletScreen').then((m) => m.AddVirtualWalletScreen)),
  capitalDetail: lazyScreen(() => import('./features/capitalDetail/CapitalDetailScreen').then((m) => m.CapitalDetailScreen)),
};

export default function App(props: RemoteAppProps) {
  return <RemoteRoutes props={props} owned={routesOf('wallet')} screens={screens} strings={strings} />;
}
