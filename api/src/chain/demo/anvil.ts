// A real local EVM chain: anvil (Foundry; the npm package @foundry-rs/anvil ships the binary in a platform package)
// on a free port of 127.0.0.1, for the demo chain (demoChain.ts) and the chain tests. It serves the same Ethereum
// JSON-RPC that TRON nodes serve (eth_blockNumber, eth_getLogs, ...). Without a block time it mines every
// transaction into its own block as it arrives (automine) and mine(n) adds empty blocks (confirmations); with one it
// mines a block every blockTime seconds. Its ten default accounts are unlocked and funded, so eth_sendTransaction
// works without keys (testUsdt.ts sends the token's calls that way).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { normalizeHex20, type Hex20 } from '../address';
import { jsonRpcCall, rpcSchemas, toQuantity } from '../rpc';

/** Anvil's own chain id: the demo's, and the only one `ops chain:send` moves tokens on. */
export const ANVIL_CHAIN_ID = 31337;
const START_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 5_000;
/** Seconds between dumps of a kept state: a crash loses at most these last seconds of the chain. */
const STATE_INTERVAL_S = 5;
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

/** Why this machine cannot run anvil (a sentence for a skipped test or the demo's refusal), or null when it can. */
export function anvilUnsupported(): string | null {
  const found = locate();
  return 'reason' in found ? found.reason : null;
}

/** The anvil binary's path; throws with the reason when there is none. */
function anvilBinary(): string {
  const found = locate();
  if ('reason' in found) throw new Error(found.reason);
  return found.binary;
}

export interface AnvilOptions {
  /** Default 31337 (anvil's own). */
  chainId?: number;
  /** Seconds between blocks; unset: automine (a block per transaction, at once). */
  blockTime?: number;
  /** A file the chain is loaded from when it exists, and dumped to on stop and every few seconds. */
  statePath?: string;
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
  /** Stops the node (SIGTERM, then SIGKILL, to its whole process group; a kept state is dumped); idempotent. */
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

/** Resolves with the port anvil prints once it listens (it binds port 0: no race for a port another took). */
function listeningPort(child: ChildProcess, output: () => string): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`anvil did not listen within ${START_TIMEOUT_MS} ms: ${output()}`)), START_TIMEOUT_MS);
    const onData = () => {
      const port = /Listening on 127\.0\.0\.1:(\d+)/.exec(output())?.[1];
      if (port) done(() => resolve(Number(port)));
    };
    const onError = (error: Error) => fail(new Error(`anvil did not start: ${error.message}`));
    const onExit = (code: number | null, signal: string | null) =>
      fail(new Error(`anvil exited (${code ?? signal}) before listening: ${output()}`));
    const done = (settle: () => void) => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('error', onError).off('exit', onExit);
      settle();
    };
    const fail = (error: Error) => done(() => reject(error));
    child.stdout?.on('data', onData);
    child.once('error', onError).once('exit', onExit);
  });
}

/**
 * Starts anvil on a free port and resolves once it answers JSON-RPC. Call stop() when done (jest must not hang on
 * a live child); a process exit kills any left running.
 */
export async function startAnvil(options: AnvilOptions = {}): Promise<Anvil> {
  const binary = anvilBinary();
  const chainId = options.chainId ?? ANVIL_CHAIN_ID;
  const args = ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId)];
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime));
  if (options.statePath) args.push('--state', options.statePath, '--state-interval', String(STATE_INTERVAL_S));
  // detached: its own process group, so stop() reaches anything it spawns (and a terminal's Ctrl-C does not: its
  // owner stops it, after the server). stdout is read until it names the port, then drained (a line per call).
  const child = spawn(binary, args, { detached: process.platform !== 'win32', stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  const keep = (chunk: string) => (output = (output + chunk).slice(-4000));
  child.stdout?.setEncoding('utf8').on('data', keep);
  child.stderr?.setEncoding('utf8').on('data', keep);
  let port: number;
  try {
    port = await listeningPort(child, () => output.trim());
    const url = `http://127.0.0.1:${port}`;
    const answered = await jsonRpcCall(url, 'eth_chainId', [], rpcSchemas.quantity, { timeoutMs: START_TIMEOUT_MS });
    if (answered !== BigInt(chainId)) throw new Error(`anvil on ${url} answers chain id ${answered}, not ${chainId}`);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  child.stdout?.off('data', keep).resume();
  child.stderr?.off('data', keep).resume();

  const url = `http://127.0.0.1:${port}`;
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
