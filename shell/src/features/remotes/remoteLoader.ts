import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteAppProps, RemoteName } from 'shared-contracts';
import { REMOTE_NAMES, federationName, type RemotesConfig } from 'shared-contracts';
import { retryPlugin } from './retryPlugin';

let remotes: RemotesConfig | null = null;

/** Where each remote lives, read at run time from remotes.json beside index.html (never from the build). */
export async function registerRuntimeRemotes(url = '/remotes.json'): Promise<void> {
  const response = await fetch(url, { cache: 'no-store' });
  const config = (response.ok ? await response.json() : {}) as Partial<RemotesConfig>;
  remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, config[name] ?? `/mf/${name}/mf-manifest.json`])) as RemotesConfig;
  registerPlugins([retryPlugin()]);
  register(false);
}

function register(force: boolean) {
  if (!remotes) throw new Error('registerRuntimeRemotes must run before a remote loads');
  registerRemotes(
    REMOTE_NAMES.map((name) => ({ name: federationName(name), entry: new URL(remotes![name], window.location.href).href })),
    { force },
  );
}

/** Loads a remote's ./App; a retry after a failure re-registers it so nothing cached from the failure is reused. */
export async function loadRemoteApp(remote: RemoteName, retry: boolean): Promise<{ default: ComponentType<RemoteAppProps> }> {
  if (retry) register(true);
  const module = await loadRemote<{ default: ComponentType<RemoteAppProps> }>(`${federationName(remote)}/App`);
  if (!module?.default) throw new Error(`remote ${remote} exposes no ./App`);
  return module;
}
