import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Retries a remote's manifest fetch a few times (a deploy or a flaky network) before the fallback shows. */
export function retryPlugin({ attempts = 3, delayMs = 400 } = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'trade-retry-plugin',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 1; attempt <= attempts; attempt++) {
        try {
          const response = await fetch(url, init);
          if (response.ok) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, delayMs * attempt));
      }
      throw lastError;
    },
  };
}
