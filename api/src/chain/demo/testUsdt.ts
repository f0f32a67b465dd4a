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

/** Transactions per JSON-RPC batch sent to anvil. */
const SEND_BATCH = 250;
/** Gas given to each transfer (a transfer to a fresh holder takes about 52,000): no estimate asked per transfer. */
const TRANSFER_GAS = 100_000;

/** Calls in one JSON-RPC batch; answers each call's result, in order; throws on any error. */
export async function rpcBatch(url: string, calls: Array<[string, unknown[]]>): Promise<unknown[]> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(calls.map(([method, params], id) => ({ jsonrpc: '2.0', id, method, params }))),
  });
  const answers = (await response.json()) as Array<{ id: number; result?: unknown; error?: { message: string } }>;
  const byId = new Map(answers.map((a) => [a.id, a]));
  return calls.map(([method], id) => {
    const answer = byId.get(id);
    if (!answer || answer.error) throw new Error(`${method} failed: ${answer?.error?.message ?? 'no answer'}`);
    return answer.result;
  });
}

const rpcOne = async (url: string, method: string, params: unknown[] = []) => (await rpcBatch(url, [[method, params]]))[0];
const headOf = async (url: string) => BigInt((await rpcOne(url, 'eth_blockNumber')) as string);

/**
 * A burst of token transfers from an unlocked account, `perBlock` to a block: automine off, the transfers sent in
 * JSON-RPC batches with explicit nonces, each block mined, automine on again. Answers the first and last block;
 * throws unless every transfer was mined.
 */
export async function mineUsdtTransfers(
  url: string,
  token: Hex20,
  from: Hex20,
  transfers: ReadonlyArray<{ to: Hex20; raw: bigint }>,
  perBlock = transfers.length,
): Promise<{ first: bigint; last: bigint }> {
  await rpcOne(url, 'evm_setBlockGasLimit', [`0x${(perBlock * TRANSFER_GAS).toString(16)}`]);
  await rpcOne(url, 'evm_setAutomine', [false]);
  const first = (await headOf(url)) + 1n;
  try {
    const nonce = Number(BigInt((await rpcOne(url, 'eth_getTransactionCount', [from, 'pending'])) as string));
    for (let block = 0; block < transfers.length; block += perBlock) {
      const share = transfers.slice(block, block + perBlock);
      for (let i = 0; i < share.length; i += SEND_BATCH) {
        const calls = share.slice(i, i + SEND_BATCH).map(({ to, raw }, k): [string, unknown[]] => [
          'eth_sendTransaction',
          [
            {
              from,
              to: token,
              gas: `0x${TRANSFER_GAS.toString(16)}`,
              nonce: `0x${(nonce + block + i + k).toString(16)}`,
              data: `0x${selector('transfer(address,uint256)')}${addressWord(to)}${uintWord(raw)}`,
            },
          ],
        ]);
        await rpcBatch(url, calls);
      }
      await rpcOne(url, 'evm_mine');
    }
  } finally {
    await rpcOne(url, 'evm_setAutomine', [true]);
  }
  const last = await headOf(url);
  const counts = await rpcBatch(
    url,
    Array.from({ length: Number(last - first + 1n) }, (_, i): [string, unknown[]] => [
      'eth_getBlockTransactionCountByNumber',
      [`0x${(first + BigInt(i)).toString(16)}`],
    ]),
  );
  if (counts.reduce((sum: number, n) => sum + Number(BigInt(n as string)), 0) !== transfers.length)
    throw new Error('not every transfer was mined');
  return { first, last };
}
