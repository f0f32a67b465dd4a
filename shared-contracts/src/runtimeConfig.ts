import type { RemoteName } from './domain/routes';

/**
 * Read at run time from `config.json` and `remotes.json` beside the shell's index.html (or the server's answer),
 * never baked into a build: a team redeploys a remote, or the operator moves a line, without rebuilding the shell.
 */
export interface RuntimeConfig {
  /** The api base URLs of line 0 and line 1 ('' = same origin). */
  lines: [string, string];
}

/** Remote name -> URL of its mf-manifest.json. */
export type RemotesConfig = Record<RemoteName, string>;

export const REMOTE_NAMES: readonly RemoteName[] = ['account', 'trade', 'wallet', 'content'];

/** The federation name each remote builds with. */
export function federationName(remote: RemoteName): string {
  return `mf_${remote}`;
}
