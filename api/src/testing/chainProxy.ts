// A misbehaving node for the chain tests: a real HTTP server in front of anvil that forwards its JSON-RPC, and can
// answer eth_getLogs as a provider's logs backend lagging behind its block answers (`logsBehind` blocks: the logs of
// the newest blocks left out, as if not there yet), hand a test the logs to alter (`alterLogs`: another fork's hashes),
// and go down (connections refused, open ones cut) and come up again on the same port.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

interface RpcCall {
  id: unknown;
  method: string;
  params?: unknown[];
}

export interface ChainProxy {
  /** The proxy's JSON-RPC endpoint (give it to the watcher instead of anvil's). */
  url: string;
  /** eth_getLogs answered as if the logs backend's head were this many blocks behind the block answers (0: in step). */
  logsBehind: number;
  /** When set, the logs of every eth_getLogs answer pass through it (a test's stale or foreign logs). */
  alterLogs: ((logs: Array<Record<string, unknown>>) => Array<Record<string, unknown>>) | null;
  /** Calls forwarded, by method. */
  calls: Map<string, number>;
  /** The node down: connections refused from now on, open ones cut. */
  down(): Promise<void>;
  /** The node up again, on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

async function forward(upstream: string, body: unknown): Promise<unknown> {
  const response = await fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return response.json();
}

const hexOf = (value: unknown): bigint | null => (typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value) ? BigInt(value) : null);

/** Starts a proxy of `upstream` (anvil's URL) on a free port of 127.0.0.1. */
export async function startChainProxy(upstream: string): Promise<ChainProxy> {
  const sockets = new Set<Socket>();

  async function answer(call: RpcCall): Promise<unknown> {
    proxy.calls.set(call.method, (proxy.calls.get(call.method) ?? 0) + 1);
    if (call.method !== 'eth_getLogs') return forward(upstream, call);
    const filter = { ...((call.params?.[0] ?? {}) as Record<string, unknown>) };
    if (proxy.logsBehind > 0) {
      const head = hexOf(
        ((await forward(upstream, { jsonrpc: '2.0', id: 0, method: 'eth_blockNumber', params: [] })) as { result: string }).result,
      )!;
      const logsHead = head - BigInt(proxy.logsBehind);
      const from = hexOf(filter.fromBlock) ?? 0n;
      const to = hexOf(filter.toBlock) ?? head;
      if (from > logsHead) return { jsonrpc: '2.0', id: call.id, result: [] };
      filter.toBlock = `0x${(to < logsHead ? to : logsHead).toString(16)}`;
    }
    const answered = (await forward(upstream, { ...call, params: [filter] })) as { result?: Array<Record<string, unknown>> };
    if (proxy.alterLogs && Array.isArray(answered.result)) answered.result = proxy.alterLogs(answered.result);
    return answered;
  }

  const server = http.createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      void (async () => {
        try {
          const body = JSON.parse(text) as RpcCall | RpcCall[];
          const result = Array.isArray(body) ? await Promise.all(body.map(answer)) : await answer(body);
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
        } catch (error) {
          res.writeHead(502).end(String(error));
        }
      })();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as AddressInfo).port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  const port = await listen(0);
  const proxy: ChainProxy = {
    url: `http://127.0.0.1:${port}`,
    logsBehind: 0,
    alterLogs: null,
    calls: new Map(),
    down: stop,
    up: async () => void (await listen(port)),
    close: stop,
  };
  return proxy;
}
