// The test token (TestUsdt.sol, its bytecode in testUsdtBytecode.ts) on a local anvil chain: deploy it, mint it,
// transfer it. Calls go out as eth_sendTransaction from anvil's unlocked default accounts, their calldata
// hand-encoded (a 4-byte selector + 32-byte words), and each waits for its receipt.
import { keccak_256 } from '@noble/hashes/sha3.js';
import { z } from 'zod';
import { normalizeHex20, type Hex20 } from '../address';
import { createChainRpc, jsonRpcCall, rpcSchemas, type TransactionReceipt } from '../rpc';
import { TEST_USDT_BYTECODE } from './testUsdtBytecode';

/** The 4-byte selector of a function signature, e.g. 'transfer(address,uint256)' -> 'a9059cbb'. */
export function selector(signature: string): string {
  return Buffer.from(keccak_256(new TextEncoder().encode(signature)).subarray(0, 4)).toString('hex');
}

/** An address as one ABI word (left-padded with zeros), without 0x. */
export function addressWord(address: string): string {
  return normalizeHex20(address).slice(2).padStart(64, '0');
}

/** A uint256 as one ABI word, without 0x. */
export function uintWord(value: bigint): string {
  if (value < 0n || value >= 2n ** 256n) throw new RangeError(`not a uint256: ${value}`);
  return value.toString(16).padStart(64, '0');
}

/** Sends a transaction from an unlocked account and returns its receipt; throws when it reverted. */
export async function sendTransaction(rpcUrl: string, tx: { from: string; to?: string; data: string }): Promise<TransactionReceipt> {
  const hash = await jsonRpcCall(rpcUrl, 'eth_sendTransaction', [{ ...tx, from: normalizeHex20(tx.from) }], rpcSchemas.hash32);
  const rpc = createChainRpc(rpcUrl);
  // Automine answers after mining; with a block time set the receipt may lag: wait up to 10 s.
  for (let waited = 0; waited < 10_000; waited += 50) {
    const receipt = await rpc.getTransactionReceipt(hash);
    if (receipt) {
      if (receipt.success === false) throw new Error(`transaction ${hash} reverted`);
      return receipt;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`transaction ${hash} was not mined within 10 s`);
}

async function defaultAccount(rpcUrl: string): Promise<Hex20> {
  const [first] = await jsonRpcCall(rpcUrl, 'eth_accounts', [], z.array(rpcSchemas.address20));
  if (!first) throw new Error('the node has no unlocked account');
  return first;
}

/** Deploys a fresh TestUsdt from `from` (default: the node's first account) and returns its address. */
export async function deployTestUsdt(rpcUrl: string, from?: string): Promise<Hex20> {
  const receipt = await sendTransaction(rpcUrl, { from: from ?? (await defaultAccount(rpcUrl)), data: TEST_USDT_BYTECODE });
  if (!receipt.contractAddress) throw new Error('the deployment receipt names no contract');
  return receipt.contractAddress;
}

/** mint(to, raw): creates `raw` token units (10^-6 u) at `to`; a Transfer from the zero address. Any account may mint. */
export function mintUsdt(rpcUrl: string, token: string, from: string, to: string, raw: bigint): Promise<TransactionReceipt> {
  return sendTransaction(rpcUrl, {
    from,
    to: normalizeHex20(token),
    data: `0x${selector('mint(address,uint256)')}${addressWord(to)}${uintWord(raw)}`,
  });
}

/** transfer(to, raw) from `from` (which must hold the amount). */
export function transferUsdt(rpcUrl: string, token: string, from: string, to: string, raw: bigint): Promise<TransactionReceipt> {
  return sendTransaction(rpcUrl, {
    from,
    to: normalizeHex20(token),
    data: `0x${selector('transfer(address,uint256)')}${addressWord(to)}${uintWord(raw)}`,
  });
}

/** balanceOf(owner), in raw token units. */
export async function usdtBalance(rpcUrl: string, token: string, owner: string): Promise<bigint> {
  const data = `0x${selector('balanceOf(address)')}${addressWord(owner)}`;
  const word = await jsonRpcCall(rpcUrl, 'eth_call', [{ to: normalizeHex20(token), data }, 'latest'], rpcSchemas.hexData);
  return BigInt(word === '0x' ? 0 : word);
}
