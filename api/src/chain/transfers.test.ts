import type { RawLog } from './rpc';
import {
  AmountOutOfRangeError,
  decodeTransfer,
  MalformedTransferError,
  RAW_PER_MINOR,
  TRANSFER_TOPIC,
  usdtToMinor,
  withOrdinals,
} from './transfers';

const FROM = '0x1111111111111111111111111111111111111111';
const TO = '0xa614f803b6fd780986a42c78ec9c7f77e6ded13c';
const pad = (hex: string) => `0x${hex.slice(2).padStart(64, '0')}` as `0x${string}`;

function log(overrides: Partial<RawLog> = {}): RawLog {
  return {
    address: '0x2222222222222222222222222222222222222222',
    topics: [TRANSFER_TOPIC, pad(FROM), pad(TO)],
    data: pad('0x1e8480'),
    blockNumber: 7n,
    blockHash: `0x${'ab'.repeat(32)}`,
    transactionHash: `0x${'cd'.repeat(32)}`,
    transactionIndex: 0,
    logIndex: 3,
    removed: false,
    ...overrides,
  };
}

describe('Transfer logs', () => {
  it('knows the Transfer topic', () => {
    expect(TRANSFER_TOPIC).toBe('0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef');
  });

  it('decodes a Transfer', () => {
    expect(decodeTransfer(log())).toEqual({
      token: '0x2222222222222222222222222222222222222222',
      txHash: `0x${'cd'.repeat(32)}`,
      logIndex: 3,
      blockNumber: 7n,
      from: FROM,
      to: TO,
      rawAmount: 2_000_000n,
      blockHash: `0x${'ab'.repeat(32)}`,
    });
  });

  it('numbers identical transfers of one transaction in log order (the key of a transfer wherever it is mined)', () => {
    const a = decodeTransfer(log({ logIndex: 5 }));
    const b = decodeTransfer(log({ logIndex: 9 }));
    const other = decodeTransfer(log({ logIndex: 7, data: `0x${3n.toString(16).padStart(64, '0')}` }));
    expect(withOrdinals([b, other, a]).map(({ transfer, ordinal }) => [transfer.logIndex, ordinal])).toEqual([
      [5, 0],
      [7, 0],
      [9, 1],
    ]);
  });

  it('reads a uint256 amount in full', () => {
    expect(decodeTransfer(log({ data: `0x${'f'.repeat(64)}` })).rawAmount).toBe(2n ** 256n - 1n);
  });

  it.each<[string, Partial<RawLog>, RegExp]>([
    ['too few topics (a non-indexed Transfer)', { topics: [TRANSFER_TOPIC, pad(FROM)] }, /3 topics/],
    ['four topics (an ERC-721 Transfer)', { topics: [TRANSFER_TOPIC, pad(FROM), pad(TO), pad('0x01')] }, /3 topics/],
    ['another event', { topics: [pad('0x01'), pad(FROM), pad(TO)] }, /not the Transfer topic/],
    ['a from topic that is no address', { topics: [TRANSFER_TOPIC, `0x${'f'.repeat(64)}`, pad(TO)] }, /from topic/],
    ['a short to topic', { topics: [TRANSFER_TOPIC, pad(FROM), TO as `0x${string}`] }, /to topic/],
    ['empty data', { data: '0x' }, /0 bytes/],
    ['two words of data', { data: `0x${'0'.repeat(128)}` }, /64 bytes/],
  ])('refuses %s', (_name, overrides, message) => {
    expect(() => decodeTransfer(log(overrides))).toThrow(MalformedTransferError);
    expect(() => decodeTransfer(log(overrides))).toThrow(message);
  });
});

describe('USDT raw amounts in minor units', () => {
  it('has 10,000 raw units to the minor unit (6 decimals, 100 minor per u)', () => {
    expect(RAW_PER_MINOR).toBe(10_000n);
  });

  it.each<[bigint, number, bigint]>([
    [0n, 0, 0n],
    [1_000_000n, 100, 0n], // 1 u
    [12_500_000n, 1250, 0n], // 12.5 u
    [1_234_567n, 123, 4567n], // 1.234567 u: 1.23 credited, 0.004567 u left
    [9_999n, 0, 9_999n], // under a cent
    [10_000n, 1, 0n],
  ])('%p raw is %p minor, remainder %p', (raw, minor, remainder) => {
    expect(usdtToMinor(raw)).toEqual({ minor, remainder });
  });

  it('accepts the largest safe amount and refuses beyond it', () => {
    const max = BigInt(Number.MAX_SAFE_INTEGER);
    expect(usdtToMinor(max * RAW_PER_MINOR + 9_999n)).toEqual({ minor: Number.MAX_SAFE_INTEGER, remainder: 9_999n });
    expect(() => usdtToMinor((max + 1n) * RAW_PER_MINOR)).toThrow(AmountOutOfRangeError);
    expect(() => usdtToMinor(2n ** 256n - 1n)).toThrow(AmountOutOfRangeError);
    expect(() => usdtToMinor(-1n)).toThrow(AmountOutOfRangeError);
  });
});
