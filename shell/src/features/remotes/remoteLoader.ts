import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { ComponentType } from 'react';
import type { RemoteAppProps } from 'shared-contracts';
// Not the shared 'shared-contracts': the shell's entry runs this before the shared modules are negotiated.
import { REMOTE_NAMES, federationName, ownerOf, remotesWithDefaults, type RemoteName, type RemotesConfig } from 'shared-contracts/remotes';

let remotes: RemotesConfig | null = null;

/**
 * Where each remote lives, read at run time from remotes.json beside index.html (never from the build).
 * An unreadable remotes.json (network error, an html fallback page) leaves every remote at its default address.
 */
export async function registerRuntimeRemotes(url = '/remotes.json'): Promise<void> {
  remotes = remotesWithDefaults(await readRemotesJson(url));
  // The federation runtime retries a manifest (fetch) and a remote entry (script) before the fallback shows.
  // retry-plugin 0.17.1 is the last one published; runtime 2.9 keeps its hooks, and the root package.json's
  // overrides give it the runtime's own sdk instead of a second copy.
  registerPlugins([RetryPlugin({ fetch: { retryTimes: 2 }, script: { retryTimes: 2, retryDelay: 500 } })]);
  registerRemotes(REMOTE_NAMES.map(federationRemote));
}

/**
 * Starts fetching the remote that shows `pathname` (its remoteEntry.js and the chunks of its ./App), as the shell's
 * entry does while the start chunk downloads: by the time the shell renders, the remote is there. A failure is left
 * to the real load, which retries and shows the fallback.
 */
export function preloadRemoteOf(pathname: string): void {
  const remote = ownerOf(pathname);
  if (!remote) return;
  preloadRemote([{ nameOrAlias: federationName(remote), exposes: ['./App'] }]).catch((error: unknown) =>
    console.warn(`remote ${remote} not preloaded`, error),
  );
}

async function readRemotesJson(url: string): Promise<unknown> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    return response.ok ? await response.json() : {};
  } catch (error) {
    console.warn(`${url} unreadable: every remote loads from its default address`, error);
    return {};
  }
}

function federationRemote(remote: RemoteName) {
  if (!remotes) throw new Error('registerRuntimeRemotes must run before a remote loads');
  return { name: federationName(remote), entry: new URL(remotes[remote], window.location.href).href };
}

/**
 * Loads a remote's ./App. A retry after a failure re-registers that remote alone, so nothing cached from its
 * failure is reused, while the remotes already loaded keep their one instance (their state, their listeners).
 */
export async function loadRemoteApp(remote: RemoteName, retry: boolean): Promise<{ default: ComponentType<RemoteAppProps> }> {
  if (retry) registerRemotes([federationRemote(remote)], { force: true });
  const module = await loadRemote<{ default: ComponentType<RemoteAppProps> }>(`${federationName(remote)}/App`);
  if (!module?.default) throw new Error(`remote ${remote} exposes no ./App`);
  return module;
}
