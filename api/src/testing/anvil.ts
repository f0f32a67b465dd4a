// A real local EVM chain for tests: anvil (Foundry; the npm package @foundry-rs/anvil ships the binary in a
// platform package) on a free port of 127.0.0.1. It serves the same Ethereum JSON-RPC that TRON nodes serve
// (eth_blockNumber, eth_getLogs, ...), mines every transaction into its own block as it arrives (automine), and
// lets a test add empty blocks (mine(n), for confirmations). Its ten default accounts are unlocked and funded, so
// eth_sendTransaction works without keys (testing/chain/testUsdt.ts sends the token's calls that way).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { normalizeHex20, type Hex20 } from '../chain/address';
import { ChainUnavailableError, jsonRpcCall, rpcSchemas, toQuantity } from '../chain/rpc';
import { freePort } from './pgCluster';

const START_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 5_000;
const ARCH: Partial<Record<string, string>> = { x64: 'amd64', arm64: 'arm64' };

let located: { binary: string } | { reason: string } | undefined;

function locate(): { binary: string } | { reason: string } {
  if (located) return located;
  const arch = ARCH[process.arch];
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch ?? process.arch}`;
  if (!arch) return (located = { reason: `anvil ships no binary for the CPU ${process.arch}` });
  let dir: string;
  try {
    dir = path.dirname(require.resolve(`${pkg}/package.json`));
  } catch {
    return (located = {
      reason: `the anvil platform package ${pkg} is not installed (npm installs it with @foundry-rs/anvil on ${process.platform}/${process.arch})`,
    });
  }
  const binary = path.join(dir, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
  if (!fs.existsSync(binary)) return (located = { reason: `${pkg} holds no binary at ${binary}` });
  return (located = { binary });
}

/** Why this machine cannot run anvil (a sentence for a skipped test), or null when it can. */
export function anvilUnsupported(): string | null {
  const found = locate();
  return 'reason' in found ? found.reason : null;
}

/** The anvil binary's path; throws with the reason when there is none. */
export function anvilBinary(): string {
  const found = locate();
  if ('reason' in found) throw new Error(found.reason);
  return found.binary;
}

export interface AnvilOptions {
  /** Default 31337 (anvil's own). */
  chainId?: number;
}

export interface Anvil {
  /** The JSON-RPC endpoint, http://127.0.0.1:<port>. */
  url: string;
  port: number;
  chainId: number;
  /** The unlocked, funded default accounts (lowercase 20-byte hex). */
  accounts: Hex20[];
  /** Mines `blocks` empty blocks at once (anvil_mine), default 1. */
  mine(blocks?: number): Promise<void>;
  /** Stops the node (SIGTERM, then SIGKILL, to its whole process group); idempotent. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(process.platform === 'win32' ? child.pid : -child.pid, signal);
  } catch {
    // Already gone.
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopChild(child: ChildProcess): Promise<void> {
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_TIMEOUT_MS);
  await exited(child);
  clearTimeout(timer);
  running.delete(child);
}

async function startOnce(binary: string, chainId: number): Promise<Anvil | 'port taken'> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // detached: its own process group, so stop() reaches anything it spawns; stdout is silent, stderr kept for errors.
  const child = spawn(binary, ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'], {
    detached: process.platform !== 'win32',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  let spawnError: Error | undefined;
  child.once('error', (error) => (spawnError = error));

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (spawnError) {
      running.delete(child);
      throw new Error(`anvil did not start: ${spawnError.message}`);
    }
    if (child.exitCode !== null || child.signalCode !== null) {
      running.delete(child);
      if (/address already in use|Address in use/i.test(stderr)) return 'port taken';
      throw new Error(`anvil exited (${child.exitCode ?? child.signalCode}) before answering: ${stderr.trim()}`);
    }
    try {
      const answered = await jsonRpcCall(url, 'eth_chainId', [], rpcSchemas.quantity, { timeoutMs: 1000 });
      if (answered !== BigInt(chainId)) throw new Error(`anvil on ${url} answers chain id ${answered}, not ${chainId}`);
      break;
    } catch (error) {
      if (!(error instanceof ChainUnavailableError)) {
        await stopChild(child);
        throw error;
      }
    }
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`anvil did not answer on ${url} within ${START_TIMEOUT_MS} ms: ${stderr.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.stderr?.removeAllListeners('data').resume();

  const accounts = (await jsonRpcCall(url, 'eth_accounts', [], z.array(rpcSchemas.address20))).map(normalizeHex20);
  let stopping: Promise<void> | undefined;
  return {
    url,
    port,
    chainId,
    accounts,
    mine: async (blocks = 1) => {
      await jsonRpcCall(url, 'anvil_mine', [toQuantity(blocks)], z.unknown());
    },
    stop: () => (stopping ??= stopChild(child)),
  };
}

/**
 * Starts anvil on a free port and resolves once it answers JSON-RPC. Call stop() in afterAll (jest must not hang
 * on a live child); a process exit kills any left running.
 */
export async function startAnvil(options: AnvilOptions = {}): Promise<Anvil> {
  const binary = anvilBinary();
  const chainId = options.chainId ?? 31337;
  for (let attempt = 0; attempt < 3; attempt++) {
    const anvil = await startOnce(binary, chainId);
    if (anvil !== 'port taken') return anvil;
  }
  throw new Error('anvil found no free port in 3 attempts');
}
