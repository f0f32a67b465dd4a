import { unstableSetRender } from 'shared-contracts/kit';
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'shared-contracts/routing';
import { DEFAULT_SCHEDULE } from '../domain/schedule';
import type { RemoteAppProps } from '../remote';
import { createBrowserPlatform } from './browserPlatform';

/** antd-mobile's imperative Toast/Dialog need React 19's root API (see its v5-for-19 notes). Call once per page. */
export function enableAntdOnReact19(): void {
  unstableSetRender((node, container) => {
    const element = container as Element & { _reactRoot?: Root };
    element._reactRoot ??= createRoot(element);
    element._reactRoot.render(node);
    return async () => element._reactRoot?.unmount();
  });
}

/**
 * The dev harness: boots one remote alone with what the shell would give it. The api is the server at
 * `?api=` (default http://127.0.0.1:8080), so a remote team can work against a real api without the shell.
 */
export function mountStandalone(App: ComponentType<RemoteAppProps>, element = document.getElementById('root')!): void {
  enableAntdOnReact19();
  const api = new URLSearchParams(window.location.search).get('api') ?? 'http://127.0.0.1:8080';
  // The api's own schedule comes with the shell's page; alone, a remote states the default one.
  const platform = createBrowserPlatform({ lines: [api, api], schedule: DEFAULT_SCHEDULE });
  createRoot(element).render(
    <I18nextProvider i18n={platform.i18n}>
      <BrowserRouter>
        <App basename="/" {...platform} />
      </BrowserRouter>
    </I18nextProvider>,
  );
}
