import { defaultRemoteUrl, remotesWithDefaults } from './runtimeConfig';

describe('remotesWithDefaults', () => {
  it('keeps the addresses a config names and gives the others their default', () => {
    expect(remotesWithDefaults({ trade: 'https://cdn.example/mf-trade/mf-manifest.json' })).toEqual({
      account: '/mf/account/mf-manifest.json',
      trade: 'https://cdn.example/mf-trade/mf-manifest.json',
      wallet: '/mf/wallet/mf-manifest.json',
      content: '/mf/content/mf-manifest.json',
    });
  });

  it.each([null, 'not an object', 42, []])('gives every remote its default when the config is %p', (given) => {
    expect(remotesWithDefaults(given).account).toBe(defaultRemoteUrl('account'));
  });

  it('ignores an empty or non-string address', () => {
    const remotes = remotesWithDefaults({ account: '', wallet: 7 });
    expect([remotes.account, remotes.wallet]).toEqual(['/mf/account/mf-manifest.json', '/mf/wallet/mf-manifest.json']);
  });
});
