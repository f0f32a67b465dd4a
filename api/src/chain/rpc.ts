// A small JSON-RPC client for the chain watcher: the three reads it needs of TRON's Ethereum-compatible JSON-RPC
// (java-tron's /jsonrpc, or an API provider's), over global fetch, each with a timeout. Every failure — the node
// unreachable or slow, an HTTP status, a JSON-RPC error object, an answer of the wrong shape — is one error class,
// ChainUnavailableError, so a caller has one thing to back off on. Block numbers are bigints in and out (0x-hex
// quantities on the wire); addresses are lowercase 20-byte hex (chain/address.ts converts TRON's base58).
import { z } from 'zod';
import { normalizeHex20, type Hex20 } from './address';

/**
 * Why a call failed: no answer (network), none in time (timeout), an HTTP error, a JSON-RPC error, nonsense, or a
 * node that does not hold a block its own head counted (behind: a lagging provider backend, or a lie), or logs that
 * carry another hash than the node's block of their number (stale: another fork's, or a re-organisation mid-read).
 */
export type ChainFailure = 'network' | 'timeout' | 'http' | 'rpc' | 'malformed' | 'behind' | 'stale';

/** A JSON-RPC error object as the node sent it. */
export interface JsonRpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

/**
 * The node could not answer a call: `method` names the call, `failure` the kind, `cause` the underlying error
 * (a fetch TypeError, the timeout's DOMException, a zod error), `status` the HTTP status, `rpcError` the node's
 * JSON-RPC error object. The message names the endpoint by host alone: a provider's URL may carry an API key.
 */
export class ChainUnavailableError extends Error {
  override readonly name = 'ChainUnavailableError';
  readonly method: string;
  readonly failure: ChainFailure;
  readonly status: number | undefined;
  readonly rpcError: JsonRpcErrorObject | undefined;

  constructor(
    method: string,
    failure: ChainFailure,
    detail: string,
    extra: { cause?: unknown; status?: number; rpcError?: JsonRpcErrorObject } = {},
  ) {
    super(`chain node: ${method} failed (${failure}): ${detail}`, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.method = method;
    this.failure = failure;
    this.status = extra.status;
    this.rpcError = extra.rpcError;
  }
}

/** An unsigned integer as a JSON-RPC quantity: 0x-hex, no leading zeros ('0x0' for zero). */
export function toQuantity(value: bigint | number): `0x${string}` {
  const n = BigInt(value);
  if (n < 0n) throw new RangeError(`a JSON-RPC quantity is unsigned, got ${n}`);
  return `0x${n.toString(16)}`;
}

const HEX = /^0x[0-9a-fA-F]*$/;
const quantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,64}$/, 'a 0x-hex quantity')
  .transform((s) => BigInt(s));
const smallQuantity = quantity.refine((n) => n <= BigInt(Number.MAX_SAFE_INTEGER), 'a safe integer').transform((n) => Number(n));
const hexData = z
  .string()
  .regex(HEX, '0x-hex data')
  .refine((s) => s.length % 2 === 0, 'whole bytes')
  .transform((s) => s.toLowerCase() as `0x${string}`);
const hash32 = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'a 32-byte hash')
  .transform((s) => s.toLowerCase() as `0x${string}`);
const address20 = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'a 20-byte address')
  .transform((s) => normalizeHex20(s));

/** A log as eth_getLogs (or a receipt) returns it, of a mined block: hex strings lowercased, numbers parsed. */
export interface RawLog {
  /** The contract that emitted it. */
  address: Hex20;
  /** topics[0] is the event's signature hash; indexed arguments follow (32 bytes each). */
  topics: `0x${string}`[];
  /** The non-indexed arguments, ABI-encoded. */
  data: `0x${string}`;
  blockNumber: bigint;
  blockHash: `0x${string}`;
  transactionHash: `0x${string}`;
  transactionIndex: number;
  /** The log's position in its block (with transactionHash or blockNumber, a unique key of the log). */
  logIndex: number;
  /** True when a re-organisation dropped it (only ever seen near the head; the watcher reads confirmed blocks). */
  removed: boolean;
}

const rawLogSchema = z.object({
  address: address20,
  topics: z.array(hash32).max(4),
  data: hexData,
  blockNumber: quantity,
  blockHash: hash32,
  transactionHash: hash32,
  transactionIndex: smallQuantity,
  logIndex: smallQuantity,
  removed: z.boolean().optional().default(false),
}) satisfies z.ZodType<RawLog, unknown>;

/** A mined transaction's receipt: enough to confirm a payout (its status, and its Transfer logs). */
export interface TransactionReceipt {
  transactionHash: `0x${string}`;
  blockNumber: bigint;
  blockHash: `0x${string}`;
  from: Hex20;
  /** The called contract (the token, for a TRC-20 transfer); null for a contract creation. */
  to: Hex20 | null;
  /** The created contract, for a contract creation. */
  contractAddress: Hex20 | null;
  /** Whether it succeeded (status 0x1); null when the node reports no status. */
  success: boolean | null;
  logs: RawLog[];
}

const receiptSchema = z
  .object({
    transactionHash: hash32,
    blockNumber: quantity,
    blockHash: hash32,
    from: address20,
    to: address20.nullable().optional(),
    contractAddress: address20.nullable().optional(),
    status: quantity.nullable().optional(),
    logs: z.array(rawLogSchema),
  })
  .transform((r): TransactionReceipt => ({
    transactionHash: r.transactionHash,
    blockNumber: r.blockNumber,
    blockHash: r.blockHash,
    from: r.from,
    to: r.to ?? null,
    contractAddress: r.contractAddress ?? null,
    success: r.status === undefined || r.status === null ? null : r.status === 1n,
    logs: r.logs,
  }));

/** The part of eth_getBlockByNumber's answer the watcher reads (timestamp: unix seconds). */
const blockHeaderSchema = z.object({ number: quantity, hash: hash32, timestamp: smallQuantity });

/** One topic position of a log filter: a value, any of several values, or null for any. */
export type TopicFilter = `0x${string}` | `0x${string}`[] | null;

export interface LogFilter {
  /** The emitting contract(s), 20-byte hex. */
  address: Hex20 | Hex20[];
  /** Topic positions from topics[0]; fewer positions than the log has match any value in the rest. */
  topics?: TopicFilter[];
  /** Inclusive block range. Providers cap its length (CHAIN_BLOCK_RANGE keeps under the cap). */
  fromBlock: bigint;
  toBlock: bigint;
}

/** The chain reads the watcher needs; a test may stand in a fake of this interface. */
export interface ChainRpc {
  /** The node's head block number (eth_blockNumber): NOT confirmed; subtract the confirmation depth. */
  blockNumber(): Promise<bigint>;
  /** The logs matching `filter` in its inclusive block range (eth_getLogs), in chain order as the node gives them. */
  getLogs(filter: LogFilter): Promise<RawLog[]>;
  /** The receipt of a mined transaction, or null when the node knows no mined transaction of that hash. */
  getTransactionReceipt(hash: string): Promise<TransactionReceipt | null>;
  /** Whether the node holds block `number` (eth_getBlockByNumber answers it, not null). */
  hasBlock(number: bigint): Promise<boolean>;
  /** The hash of block `number` on the node's chain (eth_getBlockByNumber), or null when the node lacks it. */
  blockHash(number: bigint): Promise<`0x${string}` | null>;
  /** When block `number` was mined, in milliseconds since the epoch (eth_getBlockByNumber), or null when the node lacks it. */
  blockTime(number: bigint): Promise<number | null>;
}

export interface ChainRpcOptions {
  /** Per call, from sending the request to reading the whole answer (default 10 s). */
  timeoutMs?: number;
  /** A stand-in for global fetch (tests). */
  fetch?: typeof fetch;
  /** Sent with every call (a provider's API key header). */
  headers?: Record<string, string>;
}

export const DEFAULT_RPC_TIMEOUT_MS = 10_000;

const envelope = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: z.unknown(), result: z.unknown() }),
  z.object({
    jsonrpc: z.literal('2.0'),
    id: z.unknown(),
    error: z.object({ code: z.number().int(), message: z.string(), data: z.unknown().optional() }),
  }),
]);

let nextId = 1;

interface Endpoint {
  /** The URL fetched: without user and password (fetch refuses a URL carrying them). */
  href: string;
  /** What messages name it by: a provider's URL may hold an API key in its path, query or user part. */
  host: string;
  /** `authorization: Basic ...` when the URL carried a user or password. */
  headers: Record<string, string>;
}

function endpointOf(url: string): Endpoint {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { href: url, host: 'an unreadable URL', headers: {} };
  }
  if (!parsed.username && !parsed.password) return { href: url, host: parsed.host, headers: {} };
  const credentials = `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`;
  parsed.username = '';
  parsed.password = '';
  return { href: parsed.href, host: parsed.host, headers: { authorization: `Basic ${Buffer.from(credentials).toString('base64')}` } };
}

/** `text` without any spelling of the endpoint's URL: an error from fetch may quote it whole. */
function scrubbed(text: string, urls: string[], host: string): string {
  return urls.reduce((out, url) => out.split(url).join(host), text);
}

/**
 * One JSON-RPC call: POSTs `{ jsonrpc, id, method, params }` to `url` and returns its result checked by `schema`.
 * Throws ChainUnavailableError for every failure. Exported for calls ChainRpc does not wrap (the test chain's
 * eth_sendTransaction, anvil_mine, later reads such as eth_getBlockByNumber).
 */
export async function jsonRpcCall<T>(
  url: string,
  method: string,
  params: unknown[],
  schema: z.ZodType<T, unknown>,
  options: ChainRpcOptions = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  const id = nextId++;
  const endpoint = endpointOf(url);
  const at = endpoint.host;
  let body: unknown;
  try {
    const response = await doFetch(endpoint.href, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...endpoint.headers, ...options.headers },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new ChainUnavailableError(method, 'http', `HTTP ${response.status} from ${at}`, { status: response.status });
    }
    const text = await response.text();
    try {
      body = JSON.parse(text);
    } catch (cause) {
      throw new ChainUnavailableError(method, 'malformed', `the answer of ${at} is not JSON`, { cause });
    }
  } catch (error) {
    if (error instanceof ChainUnavailableError) throw error;
    // Duck-typed, not instanceof: fetch's DOMException and TypeError may come from another realm (jest's vm).
    const { name, message, cause } = (error ?? {}) as { name?: unknown; message?: unknown; cause?: { message?: unknown } };
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new ChainUnavailableError(method, 'timeout', `no answer from ${at} within ${timeoutMs} ms`, { cause: error });
    const why = typeof cause?.message === 'string' ? cause.message : typeof message === 'string' ? message : String(error);
    throw new ChainUnavailableError(method, 'network', `${at} unreachable: ${scrubbed(why, [url, endpoint.href], at)}`, {
      cause: error,
    });
  }
  const parsed = envelope.safeParse(body);
  if (!parsed.success)
    throw new ChainUnavailableError(method, 'malformed', `the answer of ${at} is no JSON-RPC 2.0 response`, { cause: parsed.error });
  if (parsed.data.id !== id)
    throw new ChainUnavailableError(method, 'malformed', `the answer of ${at} has id ${JSON.stringify(parsed.data.id)}, not ${id}`);
  if ('error' in parsed.data) {
    const rpcError = parsed.data.error;
    throw new ChainUnavailableError(method, 'rpc', `${at} answered error ${rpcError.code}: ${rpcError.message}`, { rpcError });
  }
  const result = schema.safeParse(parsed.data.result);
  if (!result.success)
    throw new ChainUnavailableError(
      method,
      'malformed',
      `unexpected result from ${at}: ${z.prettifyError(result.error).split('\n').join('; ')}`,
      {
        cause: result.error,
      },
    );
  return result.data;
}

/** A ChainRpc over the JSON-RPC endpoint `url` (TRON_JSONRPC_URL). */
export function createChainRpc(url: string, options: ChainRpcOptions = {}): ChainRpc {
  const blockAt = async (number: bigint) => {
    const block = await jsonRpcCall(url, 'eth_getBlockByNumber', [toQuantity(number), false], blockHeaderSchema.nullable(), options);
    return block !== null && block.number === number ? block : null;
  };
  return {
    blockNumber: () => jsonRpcCall(url, 'eth_blockNumber', [], quantity, options),
    getLogs: async (filter) => {
      if (filter.fromBlock > filter.toBlock)
        throw new RangeError(`eth_getLogs: fromBlock ${filter.fromBlock} is after toBlock ${filter.toBlock}`);
      const address = Array.isArray(filter.address) ? filter.address.map(normalizeHex20) : normalizeHex20(filter.address);
      const params = {
        address,
        fromBlock: toQuantity(filter.fromBlock),
        toBlock: toQuantity(filter.toBlock),
        ...(filter.topics ? { topics: filter.topics } : {}),
      };
      return jsonRpcCall(url, 'eth_getLogs', [params], z.array(rawLogSchema), options);
    },
    getTransactionReceipt: async (hash) => {
      if (!/^0x[0-9a-fA-F]{64}$/.test(hash)) throw new RangeError(`a transaction hash is 0x + 64 hex digits, got "${hash}"`);
      return jsonRpcCall(url, 'eth_getTransactionReceipt', [hash.toLowerCase()], receiptSchema.nullable(), options);
    },
    hasBlock: async (number) => (await blockAt(number)) !== null,
    blockHash: async (number) => (await blockAt(number))?.hash ?? null,
    blockTime: async (number) => {
      const block = await blockAt(number);
      return block === null ? null : block.timestamp * 1000;
    },
  };
}

/** Schemas of JSON-RPC values, for jsonRpcCall callers: quantity -> bigint, hash32 and hexData lowercase strings. */
export const rpcSchemas = { quantity, hash32, hexData, address20, rawLog: rawLogSchema, receipt: receiptSchema };
