// The chain watcher's settings, read once from the environment (config.ts `chain`).
import { MINOR_PER_UNIT, unitsToMinor } from 'shared-contracts';
import { MAX_ENTRY_AMOUNT } from '../domain/ledger';
import { int, type Env } from '../env';
import { parseAddress, type Hex20 } from './address';

/** USDT (TRC-20) on TRON mainnet. */
export const MAINNET_USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

export interface ChainSettings {
  /**
   * TRON_JSONRPC_URL: the node's Ethereum-compatible JSON-RPC endpoint (java-tron's `/jsonrpc` or a provider's);
   * unset or empty = the watcher is off and deposits wait for review as before. May carry an API key: never log it.
   */
  jsonRpcUrl: string | null;
  /** TRON_API_KEY: sent as TronGrid's `TRON-PRO-API-KEY` header on every call; unset: none. Never log it. */
  apiKey: string | null;
  /** TRC20_USDT_CONTRACT (base58 'T...' or 0x-hex; default the mainnet USDT contract), as 20-byte lowercase hex. */
  usdtContract: Hex20;
  /** CHAIN_CONFIRMATIONS (default 19, TRON's solidification depth, at least 1): a block counts once this many blocks are on it, itself included. */
  confirmations: number;
  /** CHAIN_POLL_MS (default 3000, TRON's block time; at least 100): the pause between two polls of the head. */
  pollMs: number;
  /** CHAIN_BLOCK_RANGE (default 500, 1 to 100,000): the most blocks one eth_getLogs asks for (providers cap it). */
  blockRange: number;
  /**
   * CHAIN_REREAD_BLOCKS (default 200, 0 to 100,000): the watcher reads a block's logs a second time once its cursor is
   * this many blocks past it, crediting any transfer a logs backend lagging behind the block answers had left out
   * (chain/README.md); 0: never.
   */
  rereadBlocks: number;
  /** CHAIN_MIN_DEPOSIT (whole u, default 1; 0 credits any amount), in minor units here: smaller transfers are recorded, not credited. */
  minDepositAmount: number;
  /**
   * CHAIN_START_BLOCK: where the watcher starts reading on its first start (no cursor stored yet); unset = the
   * confirmed head then, so transfers made before the watcher was first switched on are not read. Ignored once a
   * cursor exists.
   */
  startBlock: number | null;
  /**
   * CHAIN_PAYOUT_TIMEOUT_MINUTES (default 60, at least 1): a payout whose transaction has no confirmed receipt this
   * long after its hash was recorded is flagged `unconfirmed` (and still checked: it may confirm later).
   */
  payoutTimeoutMinutes: number;
  /**
   * CHAIN_PAYOUT_ADDRESSES: the operator's own wallets that pay withdrawals (comma-separated, base58 or 0x-hex), as
   * 20-byte lowercase hex. A payout counts only when sent from one of them, and no member may bind one as a payout
   * wallet. Required once TRON_JSONRPC_URL is set: without it every payout would be flagged.
   */
  payoutAddresses: Hex20[];
}

export const CHAIN_DEFAULTS = {
  confirmations: 19,
  pollMs: 3000,
  blockRange: 500,
  rereadBlocks: 200,
  minDepositUnits: 1,
  payoutTimeoutMinutes: 60,
} as const;
const MAX_BLOCK_RANGE = 100_000;

function jsonRpcUrl(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // The value itself is not echoed: a provider's URL may hold an API key.
    throw new Error('setting TRON_JSONRPC_URL must be an http(s) URL (the value given is no URL)');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`setting TRON_JSONRPC_URL must be an http(s) URL, got a ${url.protocol} URL`);
  return value;
}

function usdtContract(raw: string | undefined): Hex20 {
  const value = raw?.trim() || MAINNET_USDT_CONTRACT;
  try {
    return parseAddress(value);
  } catch (error) {
    throw new Error(`setting TRC20_USDT_CONTRACT must be a TRON address (T...) or 0x + 40 hex digits: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

function payoutAddresses(raw: string | undefined, watching: boolean): Hex20[] {
  const listed = (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (watching && listed.length === 0)
    throw new Error(
      'setting CHAIN_PAYOUT_ADDRESSES must name the wallet(s) withdrawals are paid from (comma-separated TRON addresses) when TRON_JSONRPC_URL is set: without it no payout can be confirmed',
    );
  const parsed = listed.map((value) => {
    try {
      return parseAddress(value);
    } catch (error) {
      throw new Error(
        `setting CHAIN_PAYOUT_ADDRESSES: "${value}" is no TRON address (T...) nor 0x + 40 hex digits: ${(error as Error).message}`,
        {
          cause: error,
        },
      );
    }
  });
  return [...new Set(parsed)];
}

function atMost(name: string, value: number, max: number): number {
  if (value > max) throw new Error(`setting ${name} must be at most ${max}, got "${value}"`);
  return value;
}

export function loadChainSettings(env: Env): ChainSettings {
  const maxUnits = MAX_ENTRY_AMOUNT / MINOR_PER_UNIT;
  const url = jsonRpcUrl(env.TRON_JSONRPC_URL);
  return {
    jsonRpcUrl: url,
    apiKey: env.TRON_API_KEY?.trim() || null,
    usdtContract: usdtContract(env.TRC20_USDT_CONTRACT),
    confirmations: int(env, 'CHAIN_CONFIRMATIONS', CHAIN_DEFAULTS.confirmations, 1),
    pollMs: int(env, 'CHAIN_POLL_MS', CHAIN_DEFAULTS.pollMs, 100),
    blockRange: atMost('CHAIN_BLOCK_RANGE', int(env, 'CHAIN_BLOCK_RANGE', CHAIN_DEFAULTS.blockRange, 1), MAX_BLOCK_RANGE),
    rereadBlocks: atMost('CHAIN_REREAD_BLOCKS', int(env, 'CHAIN_REREAD_BLOCKS', CHAIN_DEFAULTS.rereadBlocks, 0), MAX_BLOCK_RANGE),
    minDepositAmount: unitsToMinor(atMost('CHAIN_MIN_DEPOSIT', int(env, 'CHAIN_MIN_DEPOSIT', CHAIN_DEFAULTS.minDepositUnits, 0), maxUnits)),
    startBlock: env.CHAIN_START_BLOCK?.trim() ? int(env, 'CHAIN_START_BLOCK', 0, 0) : null,
    payoutTimeoutMinutes: int(env, 'CHAIN_PAYOUT_TIMEOUT_MINUTES', CHAIN_DEFAULTS.payoutTimeoutMinutes, 1),
    payoutAddresses: payoutAddresses(env.CHAIN_PAYOUT_ADDRESSES, url !== null),
  };
}
