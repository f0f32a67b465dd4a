import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'shared-contracts/routing';
import { PlatformProvider, type BrowserPlatform } from 'shared-contracts/platform';
import { AppRoutes } from './AppRoutes';

export function App({ platform }: { platform: BrowserPlatform }) {
  return (
    <I18nextProvider i18n={platform.i18n}>
      <PlatformProvider value={{ basename: '/', ...platform }}>
        <BrowserRouter>
          <AppRoutes platform={platform} />
        </BrowserRouter>
      </PlatformProvider>
    </I18nextProvider>
  );
}
