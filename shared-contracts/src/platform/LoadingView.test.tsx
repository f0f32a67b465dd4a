import { onlineManager, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createBus } from '../events';
import type { RemoteAppProps } from '../remote';
import { createApiClient, type HttpFetch } from './apiClient';
import { createI18n } from './i18n';
import { LoadingView } from './LoadingView';
import { PlatformProvider } from './PlatformContext';
import { createQueryClient } from './query';

/** A screen that loads one call through the real api client, over a network the test cuts and brings back. */
function setup() {
  let online = false;
  let sent = 0;
  const fetch: HttpFetch = async () => {
    sent++;
    if (!online) throw new TypeError('Failed to fetch');
    return { text: async () => JSON.stringify({ code: 1, msg: 'ok', data: { notice: 'Rooms are open' } }) };
  };
  const api = createApiClient({
    baseURL: () => '',
    token: () => null,
    locale: () => 'en',
    host: () => 'app.test',
    ui: { loading: () => {}, fail: () => {} },
    onSessionEnd: () => {},
    networkMessage: (kind) => kind,
    fetch,
    retryDelayMs: 5,
    maxAttempts: 2,
  });
  const bus = createBus();
  const platform = {
    basename: '/',
    api,
    bus,
    queryClient: createQueryClient(bus, { queries: { gcTime: Infinity } }),
  } as unknown as RemoteAppProps;
  function Screen() {
    const query = useQuery({ queryKey: ['notice'], queryFn: ({ signal }) => platform.api.call('safetyInfo', undefined, { signal }) });
    return query.data ? <p>{String((query.data as unknown as { notice: string }).notice)}</p> : <LoadingView query={query} />;
  }
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <PlatformProvider value={platform}>
        <Screen />
      </PlatformProvider>
    </I18nextProvider>,
  );
  return { goOnline: () => (online = true), sent: () => sent };
}

describe('LoadingView', () => {
  it('says the connection is lost while the api does not answer, then shows the data once it does, by itself', async () => {
    const network = setup();
    await screen.findByText('Connection lost, retrying…');
    // Every attempt of the call has failed: the load has failed, and still asks again.
    await waitFor(() => expect(network.sent()).toBeGreaterThanOrEqual(2));
    network.goOnline();
    window.dispatchEvent(new Event('online'));
    await screen.findByText('Rooms are open');
    expect(screen.queryByText('Connection lost, retrying…')).toBeNull();
  });

  it('asks again on its own every few seconds when the browser says nothing', async () => {
    const network = setup();
    await screen.findByText('Connection lost, retrying…');
    await waitFor(() => expect(network.sent()).toBeGreaterThanOrEqual(2));
    network.goOnline();
    await screen.findByText('Rooms are open', undefined, { timeout: 5000 });
  });

  it('says so while the browser is offline (the cache holds the call back), and loads once it is online', async () => {
    const network = setup();
    network.goOnline();
    act(() => onlineManager.setOnline(false));
    try {
      await screen.findByText('Connection lost, retrying…');
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    await screen.findByText('Rooms are open');
  });
});
