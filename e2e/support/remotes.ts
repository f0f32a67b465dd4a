import type { Page } from '@playwright/test';

/** Answers /remotes.json as the server does, with some remotes pointed elsewhere (as an operator would). */
export async function pointRemotes(page: Page, elsewhere: Record<string, string>): Promise<void> {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const remotes = (await response.json()) as Record<string, string>;
    await route.fulfill({ response, json: { ...remotes, ...elsewhere } });
  });
}

/** Counts, per remote, the remote entries (remoteEntry.js) the page downloads from now on: one per instance. */
export function countRemoteEntries(page: Page): Record<string, number> {
  const counts: Record<string, number> = {};
  page.on('request', (request) => {
    const remote = /\/mf\/([^/]+)\/remoteEntry\.js/.exec(new URL(request.url()).pathname)?.[1];
    if (remote) counts[remote] = (counts[remote] ?? 0) + 1;
  });
  return counts;
}

/** The federation runtime's instances on the page (the shell's and one per remote container), by name. */
export async function federationInstances(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__: { name: string }[] } }).__FEDERATION__;
    return (federation?.__INSTANCES__ ?? []).map((instance) => instance.name).sort();
  });
}
