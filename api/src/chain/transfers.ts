// TRC-20 (ERC-20) Transfer events: the topic to filter eth_getLogs by, the decoding of one log, and the one
// conversion of the token's raw amount into our money (docs/money.md: integer minor units, 100 per u).
import { keccak_256 } from '@noble/hashes/sha3.js';
import { MINOR_PER_UNIT } from 'shared-contracts';
import { normalizeHex20, type Hex20 } from './address';
import type { RawLog } from './rpc';

/** The event's signature. ERC-721's Transfer has the same one, with its third argument indexed too (4 topics). */
export const TRANSFER_EVENT_SIGNATURE = 'Transfer(address,address,uint256)';

/** keccak256 of the signature: topics[0] of every Transfer log (0xddf252ad...). */
export const TRANSFER_TOPIC: `0x${string}` = `0x${Buffer.from(keccak_256(new TextEncoder().encode(TRANSFER_EVENT_SIGNATURE))).toString('hex')}`;

/** One token transfer, as the chain recorded it. (txHash, logIndex) is its unique key. */
export interface Transfer {
  /** The token contract that emitted the event. */
  token: Hex20;
  txHash: `0x${string}`;
  /** The log's position in its block. */
  logIndex: number;
  blockNumber: bigint;
  from: Hex20;
  to: Hex20;
  /** In the token's smallest unit (USDT: 10^-6 u). */
  rawAmount: bigint;
  /** The hash of the block it was read in (absent for a transfer not read from a log). */
  blockHash?: `0x${string}`;
}

/** A log that is not a well-formed Transfer(address,address,uint256); the message says what is wrong. */
export class MalformedTransferError extends Error {
  override readonly name = 'MalformedTransferError';
}

const ADDRESS_TOPIC = /^0x0{24}([0-9a-f]{40})$/;
const WORD = /^0x[0-9a-f]{64}$/;

function addressOfTopic(topic: string, which: string, where: string): Hex20 {
  const match = ADDRESS_TOPIC.exec(topic.toLowerCase());
  if (!match) throw new MalformedTransferError(`${where}: the ${which} topic is no 32-byte word holding a 20-byte address: ${topic}`);
  return normalizeHex20(`0x${match[1]}`);
}

/**
 * The Transfer a log records. Throws MalformedTransferError unless it has exactly three topics (the Transfer
 * topic, from, to: an ERC-721 Transfer or another event is refused), address-shaped from/to topics and a data of
 * exactly one 32-byte word (the amount).
 */
export function decodeTransfer(log: RawLog): Transfer {
  const where = `log ${log.logIndex} of tx ${log.transactionHash}`;
  if (log.topics.length !== 3)
    throw new MalformedTransferError(`${where}: a Transfer log has 3 topics (signature, from, to), this one ${log.topics.length}`);
  const [topic, fromTopic, toTopic] = log.topics as [string, string, string];
  if (topic.toLowerCase() !== TRANSFER_TOPIC) throw new MalformedTransferError(`${where}: topic ${topic} is not the Transfer topic`);
  const data = log.data.toLowerCase();
  if (!WORD.test(data))
    throw new MalformedTransferError(`${where}: a Transfer's data is one 32-byte word, got ${(data.length - 2) / 2} bytes`);
  return {
    token: normalizeHex20(log.address),
    txHash: log.transactionHash,
    logIndex: log.logIndex,
    blockNumber: log.blockNumber,
    from: addressOfTopic(fromTopic, 'from', where),
    to: addressOfTopic(toTopic, 'to', where),
    rawAmount: BigInt(data),
    blockHash: log.blockHash,
  };
}

/**
 * Each transfer with its ordinal among identical ones (same transaction, sender, recipient and raw amount) in log
 * order: with the four, the key of a transfer wherever it is mined (two equal transfers in one transaction are two).
 * Give it whole transactions (a block range holds them whole).
 */
export function withOrdinals(transfers: readonly Transfer[]): Array<{ transfer: Transfer; ordinal: number }> {
  const seen = new Map<string, number>();
  return [...transfers]
    .sort((a, b) => (a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1))
    .map((transfer) => {
      const key = `${transfer.txHash}:${transfer.from}:${transfer.to}:${transfer.rawAmount}`;
      const ordinal = seen.get(key) ?? 0;
      seen.set(key, ordinal + 1);
      return { transfer, ordinal };
    });
}

/** USDT's decimals (the same on TRON and elsewhere): 1 u = 10^6 raw units. */
export const USDT_DECIMALS = 6;
const RAW_PER_UNIT = 10n ** BigInt(USDT_DECIMALS);
/** Raw token units in one of our minor units (10^6 / 100 = 10,000). */
export const RAW_PER_MINOR = RAW_PER_UNIT / BigInt(MINOR_PER_UNIT);
if (RAW_PER_MINOR * BigInt(MINOR_PER_UNIT) !== RAW_PER_UNIT) throw new Error('MINOR_PER_UNIT must divide the token unit');

/** An amount too large to be a safe integer of minor units (no real transfer; refused rather than rounded). */
export class AmountOutOfRangeError extends RangeError {
  override readonly name = 'AmountOutOfRangeError';
}

/**
 * A raw USDT amount in our minor units, rounded down: a fraction of a cent is not credited and comes back as
 * `remainder` (raw units, 0 to 9,999) for the record (the raw amount is kept beside the credit). Throws
 * AmountOutOfRangeError for a negative amount or one beyond Number.MAX_SAFE_INTEGER minor units.
 */
export function usdtToMinor(raw: bigint): { minor: number; remainder: bigint } {
  if (raw < 0n) throw new AmountOutOfRangeError(`a token amount is never negative, got ${raw}`);
  const minor = raw / RAW_PER_MINOR;
  if (minor > BigInt(Number.MAX_SAFE_INTEGER))
    throw new AmountOutOfRangeError(`${raw} raw units is ${minor} minor units, beyond the largest safe integer`);
  return { minor: Number(minor), remainder: raw % RAW_PER_MINOR };
}

/** A block range of the token's Transfer logs, read from the cursor on. */
export interface TransferRange {
  token: Hex20;
  /** Where the cursor must stand (unless `reread`): when it does not, another process read the range and nothing is written. */
  fromBlock: bigint;
  /** Inclusive: the cursor moves to toBlock + 1. */
  toBlock: bigint;
  transfers: Transfer[];
  /** The hash of toBlock the logs were checked against: stored with the cursor, where a re-organisation is looked for. */
  toBlockHash?: `0x${string}`;
  /**
   * A range read again below the cursor (the watcher's re-read window, the daily check): the cursor must stand at
   * `cursor` and stays there; a transfer already recorded is skipped, a missed one credited.
   */
  reread?: { cursor: bigint };
}
