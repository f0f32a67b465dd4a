// The demo chain of `npm run chain:demo` (scripts/chainDemo.mjs): anvil mining a block every second, the test token
// deployed once with a float at anvil's first account (the funder). The chain is kept in the demo's data dir beside
// its database (anvil's state file), so the watcher's cursor always meets the chain it read; chain-demo.json tells
// `ops chain:send` where the chain answers and which token it moves.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Env } from '../../env';
import { parseAddress, type Hex20 } from '../address';
import { ChainUnavailableError, jsonRpcCall, rpcSchemas, type TransactionReceipt } from '../rpc';
import { ANVIL_CHAIN_ID, startAnvil, type Anvil } from './anvil';
import { deployTestUsdt, mintUsdt, transferUsdt, usdtBalance } from './testUsdt';

/** What `ops chain:send` reads in the data dir to find the running demo chain. */
export const DEMO_CHAIN_FILE = 'chain-demo.json';
/** Anvil's state (every block and account), loaded at start and dumped on stop. */
const STATE_FILE = 'anvil-state.json';
/** The funder's float at the first start: 1,000,000 u in raw token units (6 decimals). */
const FLOAT_RAW = 1_000_000n * 1_000_000n;

const demoChainSchema = z.object({
  // This machine only: the demo never reaches a node elsewhere.
  rpcUrl: z.string().regex(/^http:\/\/127\.0\.0\.1:\d+$/),
  chainId: z.literal(ANVIL_CHAIN_ID),
  token: z.string().transform(parseAddress),
  funder: z.string().transform(parseAddress),
  /** The block the float was minted in: the watcher's CHAIN_START_BLOCK, so no transfer is missed. */
  startBlock: z.number().int().nonnegative(),
});

export type DemoChain = z.output<typeof demoChainSchema>;

function readDemoFile(dataDir: string): DemoChain | null {
  const file = path.join(dataDir, DEMO_CHAIN_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed = demoChainSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a demo chain's file: ${parsed.error.message}`);
  return parsed.data;
}

async function hasCode(rpcUrl: string, address: Hex20): Promise<boolean> {
  return (await jsonRpcCall(rpcUrl, 'eth_getCode', [address, 'latest'], rpcSchemas.hexData)) !== '0x';
}

/**
 * Starts the demo chain kept in `dataDir` (created with its token and float on the first start) and writes
 * chain-demo.json. Refuses when the kept chain lost its token while the file remains: the database beside it
 * would meet another chain. The caller stops the anvil it answers.
 */
export async function startDemoChain(options: { dataDir: string; blockTime?: number }): Promise<{ chain: DemoChain; anvil: Anvil }> {
  const { dataDir, blockTime } = options;
  fs.mkdirSync(dataDir, { recursive: true });
  const known = readDemoFile(dataDir);
  const anvil = await startAnvil({ blockTime, statePath: path.join(dataDir, STATE_FILE) });
  try {
    let chain: DemoChain;
    if (known) {
      if (!(await hasCode(anvil.url, known.token)))
        throw new Error(
          `the demo chain kept in ${dataDir} lost its token (${STATE_FILE} missing or stale): delete ${dataDir} to start afresh`,
        );
      chain = { ...known, rpcUrl: anvil.url };
    } else {
      const funder = anvil.accounts[0]!;
      const token = await deployTestUsdt(anvil.url, funder);
      const minted = await mintUsdt(anvil.url, token, funder, funder, FLOAT_RAW);
      chain = { rpcUrl: anvil.url, chainId: ANVIL_CHAIN_ID, token, funder, startBlock: Number(minted.blockNumber) };
    }
    fs.writeFileSync(path.join(dataDir, DEMO_CHAIN_FILE), `${JSON.stringify(chain, null, 2)}\n`);
    return { chain, anvil };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

/**
 * The demo chain of `dataDir`, once it answers as anvil's chain: refuses (with what to do) when there is none, it
 * does not answer, or the node there is any other chain, so nothing here can move tokens on a real one.
 */
export async function findDemoChain(dataDir: string): Promise<DemoChain> {
  const chain = readDemoFile(dataDir);
  if (!chain)
    throw new Error(
      `no demo chain in ${dataDir} (no ${DEMO_CHAIN_FILE}): start one with npm run chain:demo and give this command its DATA_DIR (data/chain-demo)`,
    );
  let chainId: bigint;
  try {
    chainId = await jsonRpcCall(chain.rpcUrl, 'eth_chainId', [], rpcSchemas.quantity, { timeoutMs: 5_000 });
  } catch (error) {
    if (error instanceof ChainUnavailableError)
      throw new Error(`the demo chain at ${chain.rpcUrl} does not answer: is npm run chain:demo running?`, { cause: error });
    throw error;
  }
  if (chainId !== BigInt(ANVIL_CHAIN_ID))
    throw new Error(
      `${chain.rpcUrl} answers chain id ${chainId}, not the demo chain's ${ANVIL_CHAIN_ID}: tokens move on the demo chain only`,
    );
  return chain;
}

/** Sends `raw` token units (10^-6 u) from the demo's funder to `to`; refuses beyond the funder's float. */
export async function sendDemoUsdt(chain: DemoChain, to: Hex20, raw: bigint): Promise<TransactionReceipt> {
  const held = await usdtBalance(chain.rpcUrl, chain.token, chain.funder);
  if (held < raw) throw new Error(`the demo funder holds ${held} raw units, fewer than the ${raw} asked`);
  return transferUsdt(chain.rpcUrl, chain.token, chain.funder, to, raw);
}

/** The demo's watcher settings a caller may override: small, so a deposit lands within seconds (production: 19). */
export const DEMO_CHAIN_SETTINGS = { CHAIN_CONFIRMATIONS: '3', CHAIN_POLL_MS: '1000' };

/** The settings that point a server (or an ops command) at the demo chain; the funder pays the demo's withdrawals. */
export function demoChainPointer(chain: DemoChain): Env {
  return {
    TRON_JSONRPC_URL: chain.rpcUrl,
    TRC20_USDT_CONTRACT: chain.token,
    CHAIN_START_BLOCK: String(chain.startBlock),
    CHAIN_PAYOUT_ADDRESSES: chain.funder,
  };
}

/**
 * `env` as the demo's server sees it when `dataDir` holds a demo chain and `env` names no node: an ops command run
 * beside `npm run chain:demo` then reads the demo chain (chain:status). Whether the watcher runs is the api's stored
 * state (chain/watchState.ts), not these settings.
 */
export function withDemoChain(env: Env, dataDir: string): Env {
  if (env.TRON_JSONRPC_URL) return env;
  const chain = readDemoFile(dataDir);
  return chain ? { ...DEMO_CHAIN_SETTINGS, ...env, ...demoChainPointer(chain) } : env;
}
