import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** The demo's chain settings (scripts/chainDemo.mjs mines a block a second; the others are passed as it defaults them). */
export const DEMO_CHAIN = { confirmations: 3, blockTimeS: 1, pollMs: 1000 } as const;

export interface ChainDemo {
  /** The demo's data dir: its database, deposit key, chain state and chain-demo.json. */
  dataDir: string;
  rpcUrl: string;
  /** `ops chain:send <username> <amount>` on the demo's database: the address it sent to, the tx and its block. */
  send(username: string, amount: string): { address: string; tx: string; block: number };
  /** Date.now() at the moment the chain's head first reaches `block` (eth_blockNumber polled every 50 ms). */
  whenBlock(block: number): Promise<number>;
  stop(): Promise<void>;
}

async function rpc(url: string, method: string): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  });
  const body = (await response.json()) as { result?: string; error?: { message: string } };
  if (body.result === undefined) throw new Error(`${method}: ${body.error?.message ?? 'no result'}`);
  return body.result;
}

/**
 * `npm run chain:demo` as a newcomer runs it (scripts/chainDemo.mjs, without its build: the e2e run built already):
 * its own demo chain and its own api process with the chain watcher on, at `port`, with `env` (the e2e server's
 * settings) and a fresh data dir. Resolves once the server answers.
 */
export async function startChainDemo(port: number, env: Record<string, string>): Promise<ChainDemo> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-chain-demo-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts/chainDemo.mjs'), '--no-build'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      CHAIN_CONFIRMATIONS: String(DEMO_CHAIN.confirmations),
      CHAIN_POLL_MS: String(DEMO_CHAIN.pollMs),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`chain:demo exited (${child.exitCode}): ${output}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/Task/kefu`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`chain:demo did not serve within 60 s: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const { rpcUrl } = JSON.parse(fs.readFileSync(path.join(dataDir, 'chain-demo.json'), 'utf8')) as { rpcUrl: string };

  return {
    dataDir,
    rpcUrl,
    send(username, amount) {
      const printed = execFileSync('node', [path.join(root, 'api/dist/ops/cli.js'), 'chain:send', username, amount], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
        encoding: 'utf8',
      });
      const sent = /\((T\w{33})\) on the demo chain: tx (0x[0-9a-f]{64}), block (\d+)$/m.exec(printed);
      if (!sent) throw new Error(`chain:send printed: ${printed}`);
      return { address: sent[1]!, tx: sent[2]!, block: Number(sent[3]) };
    },
    async whenBlock(block) {
      while (Number(await rpc(rpcUrl, 'eth_blockNumber')) < block) await new Promise((resolve) => setTimeout(resolve, 50));
      return Date.now();
    },
    stop,
  };
}
