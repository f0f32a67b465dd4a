import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { loadRemoteApp, preloadRemoteOf, registerRuntimeRemotes } from './remoteLoader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
const register = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const App = () => null;
const answer = (body: unknown, ok = true) => {
  const response = { ok, status: ok ? 200 : 503, clone: () => response, json: async () => body };
  return response as unknown as Response;
};
const notJson = { ok: true, json: () => Promise.reject(new SyntaxError('Unexpected token <')) } as unknown as Response;
const at = (name: string, url: string) => ({ name, entry: `http://localhost${url}` });
const defaults = [
  at('mf_account', '/mf/account/mf-manifest.json'),
  at('mf_trade', '/mf/trade/mf-manifest.json'),
  at('mf_wallet', '/mf/wallet/mf-manifest.json'),
  at('mf_content', '/mf/content/mf-manifest.json'),
];

function retryPlugin(): ModuleFederationRuntimePlugin {
  const plugins = (registerPlugins as jest.Mock).mock.lastCall[0] as ModuleFederationRuntimePlugin[];
  return plugins[0]!;
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});

describe('registerRuntimeRemotes', () => {
  it('loads each remote from where remotes.json says, the ones it leaves out from their default address', async () => {
    global.fetch = jest.fn().mockResolvedValue(answer({ trade: 'https://cdn.example/mf-trade/mf-manifest.json' }));
    await registerRuntimeRemotes();
    expect(register).toHaveBeenCalledWith([
      defaults[0],
      { name: 'mf_trade', entry: 'https://cdn.example/mf-trade/mf-manifest.json' },
      defaults[2],
      defaults[3],
    ]);
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an html page instead of JSON', () => Promise.resolve(notJson)],
    ['a server error', () => Promise.resolve(answer({}, false))],
  ])('starts every remote from its default address after %s on remotes.json', async (_case, reply) => {
    global.fetch = jest.fn(reply);
    await registerRuntimeRemotes();
    expect(register).toHaveBeenCalledWith(defaults);
  });
});

describe('loadRemoteApp', () => {
  beforeEach(async () => {
    global.fetch = jest.fn().mockResolvedValue(answer({}));
    await registerRuntimeRemotes();
    register.mockClear();
    (loadRemote as jest.Mock).mockResolvedValue({ default: App });
  });

  it("loads the remote's ./App without touching the registrations", async () => {
    await expect(loadRemoteApp('account', false)).resolves.toEqual({ default: App });
    expect(loadRemote).toHaveBeenCalledWith('mf_account/App');
    expect(register).not.toHaveBeenCalled();
  });

  it('re-registers only the remote being retried, leaving the loaded ones their instance', async () => {
    await loadRemoteApp('trade', true);
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith([defaults[1]], { force: true });
  });

  it('fails when the remote exposes no App', async () => {
    (loadRemote as jest.Mock).mockResolvedValue({});
    await expect(loadRemoteApp('wallet', false)).rejects.toThrow('remote wallet exposes no ./App');
  });
});

describe('preloadRemoteOf', () => {
  const preload = preloadRemote as jest.MockedFunction<typeof preloadRemote>;

  it("starts loading the ./App of the remote that shows the path, whatever the path's case", () => {
    preload.mockResolvedValue(undefined);
    preloadRemoteOf('/BetRoom');
    expect(preload).toHaveBeenCalledWith([{ nameOrAlias: 'mf_trade', exposes: ['./App'] }]);
  });

  it('loads nothing for a path no remote shows', () => {
    preloadRemoteOf('/room');
    expect(preload).not.toHaveBeenCalled();
  });

  it('leaves a failed preload to the real load: no unhandled rejection', async () => {
    preload.mockRejectedValue(new Error('preloadRemote failed to load 1 resource(s).'));
    preloadRemoteOf('/login');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(console.warn).toHaveBeenCalledWith('remote account not preloaded', expect.any(Error));
  });
});

describe('the retry plugin the runtime uses', () => {
  beforeEach(async () => {
    global.fetch = jest.fn().mockResolvedValue(answer({}));
    await registerRuntimeRemotes();
  });

  it('fetches a manifest again after a failed attempt', async () => {
    const manifest = answer({ metaData: {} });
    global.fetch = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(manifest);
    await expect(retryPlugin().fetch!('http://localhost/mf/trade/mf-manifest.json', {})).resolves.toBe(manifest);
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });

  it("loads a remote's entry script again after a failed attempt", async () => {
    const container = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('RUNTIME-008')).mockResolvedValueOnce(container);
    const recovered = await retryPlugin().loadEntryError!({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mf_trade', entry: defaults[1]!.entry },
      globalLoading: {},
      uniqueKey: 'mf_trade',
    } as never);
    expect(recovered).toBe(container);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});
