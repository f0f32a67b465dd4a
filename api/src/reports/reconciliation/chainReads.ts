// What the reconciliation asks the node itself, apart from the watcher's own rows (so a transfer the watcher missed
// is found): the period's blocks by their time, the token's Transfer logs to the deposit addresses over them, the
// receipts of credited and paid transactions, and the token balance of the operator's addresses at the period's end.
import { addressTopic, type Hex20 } from '../../chain/address';
import { API_KEY_HEADER, connectNode } from '../../chain/node';
import { jsonRpcCall, rpcSchemas, toQuantity, type ChainRpc, type RawLog } from '../../chain/rpc';
import type { ChainSettings } from '../../chain/settings';
import { decodeTransfer, TRANSFER_TOPIC, type Transfer } from '../../chain/transfers';

/** Addresses one eth_getLogs filters on (topic values), and balances asked at once. */
const ADDRESS_BATCH = 200;

/** The node, as the reconciliation reads it. */
export interface ReconciliationNode {
  rpc: ChainRpc;
  /** The token balance of `address` at block `block` (raw units). */
  balanceOf(token: Hex20, address: Hex20, block: bigint): Promise<bigint>;
}

/** The node TRON_JSONRPC_URL names, or null when none is set (then the chain is not checked). */
export function reconciliationNode(settings: ChainSettings): ReconciliationNode | null {
  const url = settings.jsonRpcUrl;
  if (!url) return null;
  const options = settings.apiKey ? { headers: { [API_KEY_HEADER]: settings.apiKey } } : {};
  return {
    rpc: connectNode({ ...settings, jsonRpcUrl: url }),
    balanceOf: (token, address, block) =>
      jsonRpcCall(url, 'eth_call', [{ to: token, data: balanceOfCall(address) }, toQuantity(block)], rpcSchemas.hexData, options).then(
        (data) => (data === '0x' ? 0n : BigInt(data)),
      ),
  };
}

/** ABI call data of balanceOf(address): its selector, then the address as a 32-byte word. */
const balanceOfCall = (address: Hex20) => `0x70a08231${addressTopic(address).slice(2)}`;

/** The first block mined at or after `atMs` (a binary search over block times), or `head + 1` when none is yet. */
export async function firstBlockAtOrAfter(rpc: ChainRpc, atMs: number, head: bigint): Promise<bigint> {
  let lo = 0n;
  let hi = head + 1n;
  while (lo < hi) {
    const mid = (lo + hi) / 2n;
    const time = await rpc.blockTime(mid);
    if (time === null) throw new Error(`the node lacks block ${mid}, below its head ${head}`);
    if (time >= atMs) hi = mid;
    else lo = mid + 1n;
  }
  return lo;
}

/** The token's Transfers to any of `to` in blocks [fromBlock, toBlock], `blockRange` blocks per call. */
export async function transfersTo(
  rpc: ChainRpc,
  token: Hex20,
  to: readonly Hex20[],
  fromBlock: bigint,
  toBlock: bigint,
  blockRange: number,
): Promise<Transfer[]> {
  const found: Transfer[] = [];
  for (let i = 0; i < to.length; i += ADDRESS_BATCH) {
    const topics = to.slice(i, i + ADDRESS_BATCH).map(addressTopic);
    for (let start = fromBlock; start <= toBlock; start += BigInt(blockRange)) {
      const end = start + BigInt(blockRange) - 1n < toBlock ? start + BigInt(blockRange) - 1n : toBlock;
      const logs = await rpc.getLogs({ address: token, topics: [TRANSFER_TOPIC, null, topics], fromBlock: start, toBlock: end });
      found.push(...transfersOf(logs, token));
    }
  }
  return found;
}

/** The well-formed Transfer logs of `token` among `logs` (a receipt's or a filter's), removed ones left out. */
export function transfersOf(logs: readonly RawLog[], token: Hex20): Transfer[] {
  const out: Transfer[] = [];
  for (const log of logs) {
    if (log.removed || log.address !== token || log.topics[0] !== TRANSFER_TOPIC || log.topics.length !== 3) continue;
    out.push(decodeTransfer(log));
  }
  return out;
}

/** What `addresses` held of the token together at block `block`, raw units. */
export async function holdingsAt(node: ReconciliationNode, token: Hex20, addresses: readonly Hex20[], block: bigint): Promise<bigint> {
  let total = 0n;
  for (let i = 0; i < addresses.length; i += ADDRESS_BATCH) {
    const balances = await Promise.all(addresses.slice(i, i + ADDRESS_BATCH).map((a) => node.balanceOf(token, a, block)));
    total = balances.reduce((sum, b) => sum + b, total);
  }
  return total;
}
