import { DotLoading } from 'shared-contracts/kit';
import { Suspense, lazy, type ComponentType } from 'react';
import { routesOf, type RemoteAppProps } from 'shared-contracts';
import { RemoteRoutes, type Screens } from 'shared-contracts/platform';
import { strings } from './i18n';
import { LoginScreen } from './features/login/LoginScreen';
import { PersonalScreen } from './features/personal/PersonalScreen';
import { RegisterScreen } from './features/register/RegisterScreen';

/** A screen in its own chunk: the first screens (login, register, personal) load with the remote, the rest on demand. */
function later(load: () => Promise<ComponentType>) {
  const Screen = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<DotLoading />}>
      <Screen />
    </Suspense>
  );
}

const screens: Screens = {
  login: <LoginScreen />,
  register: <RegisterScreen />,
  personal: <PersonalScreen />,
  setting: later(() => import('./features/setting/SettingScreen').then((m) => m.SettingScreen)),
  changeline: later(() => import('./features/changeline/ChangelineScreen').then((m) => m.ChangelineScreen)),
  about: later(() => import('./features/about/AboutScreen').then((m) => m.AboutScreen)),
  system: later(() => import('./features/system/SystemScreen').then((m) => m.SystemScreen)),
  language: later(() => import('./features/language/LanguageScreen').then((m) => m.LanguageScreen)),
  baseinfo: later(() => import('./features/baseinfo/BaseinfoScreen').then((m) => m.BaseinfoScreen)),
  defaultAvatar: later(() => import('./features/defaultAvatar/DefaultAvatarScreen').then((m) => m.DefaultAvatarScreen)),
  setSecurityCode: later(() => import('./features/setSecurityCode/SetSecurityCodeScreen').then((m) => m.SetSecurityCodeScreen)),
  changePassword: later(() => import('./features/changePassword/ChangePasswordScreen').then((m) => m.ChangePasswordScreen)),
  shareFriend: later(() => import('./features/shareFriend/ShareFriendScreen').then((m) => m.ShareFriendScreen)),
};

export default function App(props: RemoteAppProps) {
  return <RemoteRoutes props={props} owned={routesOf('account')} screens={screens} strings={strings} />;
}
