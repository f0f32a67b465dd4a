import { routesOf, type RemoteAppProps } from 'shared-contracts';
import { RemoteRoutes, lazyScreen, type Screens } from 'shared-contracts/platform';
import { strings } from './i18n';
import { LoginScreen } from './features/login/LoginScreen';
import { PersonalScreen } from './features/personal/PersonalScreen';
import { RegisterScreen } from './features/register/RegisterScreen';

/** Login, register and personal load with the remote; every other screen in its own chunk. */
const screens: Screens = {
  login: <LoginScreen />,
  register: <RegisterScreen />,
  personal: <PersonalScreen />,
  setting: lazyScreen(() => import('./features/setting/SettingScreen').then((m) => m.SettingScreen)),
  changeline: lazyScreen(() => import('./features/changeline/ChangelineScreen').then((m) => m.ChangelineScreen)),
  about: lazyScreen(() => import('./features/about/AboutScreen').then((m) => m.AboutScreen)),
  system: lazyScreen(() => import('./features/system/SystemScreen').then((m) => m.SystemScreen)),
  language: lazyScreen(() => import('./features/language/LanguageScreen').then((m) => m.LanguageScreen)),
  baseinfo: lazyScreen(() => import('./features/baseinfo/BaseinfoScreen').then((m) => m.BaseinfoScreen)),
  defaultAvatar: lazyScreen(() => import('./features/defaultAvatar/DefaultAvatarScreen').then((m) => m.DefaultAvatarScreen)),
  setSecurityCode: lazyScreen(() => import('./features/setSecurityCode/SetSecurityCodeScreen').then((m) => m.SetSecurityCodeScreen)),
  changePassword: lazyScreen(() => import('./features/changePassword/ChangePasswordScreen').then((m) => m.ChangePasswordScreen)),
  shareFriend: lazyScreen(() => import('./features/shareFriend/ShareFriendScreen').then((m) => m.ShareFriendScreen)),
  responsiblePlay: lazyScreen(() => import('./features/responsiblePlay/ResponsiblePlayScreen').then((m) => m.ResponsiblePlayScreen)),
  activityStatement: lazyScreen(() =>
    import('./features/activityStatement/ActivityStatementScreen').then((m) => m.ActivityStatementScreen),
  ),
};

export default function App(props: RemoteAppProps) {
  return <RemoteRoutes props={props} owned={routesOf('account')} screens={screens} strings={strings} />;
}
