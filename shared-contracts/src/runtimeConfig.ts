import type { RemoteName } from './domain/routes';
import type { Schedule } from './domain/schedule';

/**
 * Read at run time from `config.json` and `remotes.json` beside the shell's index.html (or the server's answer),
 * never baked into a build: a team redeploys a remote, or the operator moves a line, without rebuilding the shell.
 */
export interface RuntimeConfig {
  /** The api base URLs of line 0 and line 1 ('' = same origin). */
  lines: [string, string];
  /** The lottery calendar the server runs (its LOTTERY_* settings), so no screen states another. */
  schedule: Schedule;
}

/**
 * The id of the `<script type="application/json">` in which the server writes the RuntimeConfig into the shell's
 * page: the shell reads it there instead of fetching config.json before anything shows.
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/** Remote name -> URL of its mf-manifest.json. */
export type RemotesConfig = Record<RemoteName, string>;

export const REMOTE_NAMES: readonly RemoteName[] = ['account', 'trade', 'wallet', 'content'];

/** Where a remote is served when nothing says otherwise: beside the shell, under /mf/<name>/. */
export function defaultRemoteUrl(remote: RemoteName): string {
  return `/mf/${remote}/mf-manifest.json`;
}

/** Every remote's manifest URL: the one a config names (a non-empty string), else the default address. */
export function remotesWithDefaults(given: unknown): RemotesConfig {
  const named = (typeof given === 'object' && given !== null ? given : {}) as Record<string, unknown>;
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const url = named[name];
      return [name, typeof url === 'string' && url ? url : defaultRemoteUrl(name)];
    }),
  ) as RemotesConfig;
}

/** The federation name each remote builds with. */
export function federationName(remote: RemoteName): string {
  return `mf_${remote}`;
}
