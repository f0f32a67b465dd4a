// The node the settings name, as the watcher and the ops commands call it: one place that adds the API key.
import { createChainRpc, type ChainRpc, type ChainRpcOptions } from './rpc';
import type { ChainSettings } from './settings';

/** TronGrid's header for an API key (other providers take theirs in the URL). */
export const API_KEY_HEADER = 'TRON-PRO-API-KEY';

export function connectNode(settings: Pick<ChainSettings, 'apiKey'> & { jsonRpcUrl: string }, options: ChainRpcOptions = {}): ChainRpc {
  const headers = settings.apiKey ? { [API_KEY_HEADER]: settings.apiKey } : undefined;
  return createChainRpc(settings.jsonRpcUrl, { ...options, headers });
}
