// The chain reads against a real local chain (anvil, testing/anvil.ts) with the test token, and the one error
// class against a node that is down, slow, failing or answering nonsense.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { startAnvil, anvilUnsupported, type Anvil } from '../testing/anvil';
import { deployTestUsdt, mintUsdt, transferUsdt, usdtBalance } from '../testing/chain/testUsdt';
import { freePort } from '../testing/pgCluster';
import { addressTopic, hex20ToTron, tronToHex20, type Hex20 } from './address';
import { ChainUnavailableError, createChainRpc, jsonRpcCall, type ChainRpc } from './rpc';
import { API_KEY_HEADER, connectNode } from './node';
import { decodeTransfer, TRANSFER_TOPIC, usdtToMinor } from './transfers';

// Two members' deposit addresses as the wallet shows them (base58), watched in their 20-byte form.
const MEMBER_A = 'TXngH8bVadn9ZWtKBgjKQcqN1GsZ7A1jcb';
const MEMBER_B = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ZERO: Hex20 = `0x${'0'.repeat(40)}`;

const unsupported = anvilUnsupported();
if (unsupported) console.warn(`skipping the anvil chain tests: ${unsupported}`);
const onAnvil = unsupported ? describe.skip : describe;

onAnvil('chain reads on a real local chain (anvil)', () => {
  let anvil: Anvil;
  let rpc: ChainRpc;
  let token: Hex20;
  let deployBlock: bigint;
  let holder: Hex20;
  const a = tronToHex20(MEMBER_A);
  const b = tronToHex20(MEMBER_B);

  beforeAll(async () => {
    anvil = await startAnvil();
    rpc = createChainRpc(anvil.url);
    holder = anvil.accounts[1]!;
    token = await deployTestUsdt(anvil.url);
    deployBlock = await rpc.blockNumber();
  });

  afterAll(() => anvil?.stop());

  it('reads transfers to TRON addresses, filtered by token, topic and block range, with the amounts sent', async () => {
    // Another token's transfer to the same member must not show up in a filter by our token.
    const other = await deployTestUsdt(anvil.url);
    await mintUsdt(anvil.url, other, anvil.accounts[0]!, a, 5_000_000n);

    const mint = await mintUsdt(anvil.url, token, anvil.accounts[0]!, holder, 1_000_000_000n); // 1,000 u
    const toA = await transferUsdt(anvil.url, token, holder, a, 12_500_000n); // 12.5 u
    const toB = await transferUsdt(anvil.url, token, holder, b, 1_234_567n); // 1.234567 u
    const lastTransferBlock = toB.blockNumber;
    expect(await usdtBalance(anvil.url, token, a)).toBe(12_500_000n);

    const before = await rpc.blockNumber();
    expect(before).toBe(lastTransferBlock);
    await anvil.mine(5);
    expect(await rpc.blockNumber()).toBe(before + 5n);

    const logs = await rpc.getLogs({ address: token, topics: [TRANSFER_TOPIC], fromBlock: deployBlock, toBlock: before + 5n });
    const transfers = logs.map(decodeTransfer);
    expect(transfers.map((t) => [t.from, t.to, t.rawAmount])).toEqual([
      [ZERO, holder, 1_000_000_000n],
      [holder, a, 12_500_000n],
      [holder, b, 1_234_567n],
    ]);
    expect(transfers.every((t) => t.token === token)).toBe(true);
    expect(transfers[1]).toMatchObject({ txHash: toA.transactionHash, blockNumber: toA.blockNumber, logIndex: toA.logs[0]!.logIndex });
    expect(transfers[0]!.blockNumber).toBe(mint.blockNumber);
    expect(hex20ToTron(transfers[1]!.to)).toBe(MEMBER_A);
    expect(hex20ToTron(transfers[2]!.to)).toBe(MEMBER_B);
    expect(usdtToMinor(transfers[1]!.rawAmount)).toEqual({ minor: 1250, remainder: 0n });
    expect(usdtToMinor(transfers[2]!.rawAmount)).toEqual({ minor: 123, remainder: 4567n });

    // A member's incoming transfers alone (to = topics[2]), and a range that ends before the last transfer.
    const toMemberB = await rpc.getLogs({
      address: token,
      topics: [TRANSFER_TOPIC, null, [addressTopic(b)]],
      fromBlock: deployBlock,
      toBlock: before,
    });
    expect(toMemberB.map(decodeTransfer).map((t) => t.rawAmount)).toEqual([1_234_567n]);
    const early = await rpc.getLogs({
      address: [token],
      topics: [TRANSFER_TOPIC],
      fromBlock: deployBlock,
      toBlock: lastTransferBlock - 1n,
    });
    expect(early.map(decodeTransfer).map((t) => t.to)).toEqual([holder, a]);
    expect(
      await rpc.getLogs({ address: token, topics: [TRANSFER_TOPIC], fromBlock: lastTransferBlock + 1n, toBlock: before + 5n }),
    ).toEqual([]);
  });

  it('reads a receipt, and null for a transaction the chain does not know', async () => {
    const sent = await transferUsdt(anvil.url, token, holder, a, 3_000_000n);
    const receipt = await rpc.getTransactionReceipt(sent.transactionHash);
    expect(receipt).toMatchObject({ transactionHash: sent.transactionHash, from: holder, to: token, success: true });
    expect(receipt!.logs.map(decodeTransfer)).toEqual([expect.objectContaining({ from: holder, to: a, rawAmount: 3_000_000n })]);
    expect(await rpc.getTransactionReceipt(`0x${'12'.repeat(32)}`)).toBeNull();
  });

  it('turns a JSON-RPC error of the node into ChainUnavailableError', async () => {
    const error = await jsonRpcCall(anvil.url, 'eth_noSuchMethod', [], z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChainUnavailableError);
    expect(error).toMatchObject({ method: 'eth_noSuchMethod', failure: 'rpc', rpcError: { code: expect.any(Number) } });
  });
});

describe('a node that cannot answer', () => {
  let server: http.Server;
  let url: string;
  /** What the fake node does with the next request. */
  let answer: (body: { id: number }, res: http.ServerResponse) => void;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => answer(JSON.parse(raw) as { id: number }, res));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jsonrpc?apikey=secret`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const json = (res: http.ServerResponse, body: unknown) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  async function failure(call: (rpc: ChainRpc) => Promise<unknown>, target = url, timeoutMs = 2000): Promise<ChainUnavailableError> {
    const error = await call(createChainRpc(target, { timeoutMs })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChainUnavailableError);
    expect((error as Error).message).not.toContain('secret');
    return error as ChainUnavailableError;
  }

  it('is down (closed port)', async () => {
    const port = await freePort();
    const error = await failure((rpc) => rpc.blockNumber(), `http://127.0.0.1:${port}`);
    expect(error).toMatchObject({ method: 'eth_blockNumber', failure: 'network' });
    expect(error.cause).toBeDefined();
  });

  it('answers a JSON-RPC error object', async () => {
    answer = (body, res) => json(res, { jsonrpc: '2.0', id: body.id, error: { code: -32005, message: 'limit exceeded' } });
    const error = await failure((rpc) => rpc.getLogs({ address: ZERO, fromBlock: 1n, toBlock: 2n }));
    expect(error).toMatchObject({ method: 'eth_getLogs', failure: 'rpc', rpcError: { code: -32005, message: 'limit exceeded' } });
    expect(error.message).toContain('limit exceeded');
  });

  it('answers an HTTP error', async () => {
    answer = (_body, res) => res.writeHead(503).end('busy');
    expect(await failure((rpc) => rpc.blockNumber())).toMatchObject({ failure: 'http', status: 503 });
  });

  it.each<[string, (id: number) => unknown]>([
    ['no JSON-RPC envelope', () => ({ hello: 'world' })],
    ['another id', (id) => ({ jsonrpc: '2.0', id: id + 1, result: '0x1' })],
    ['a block number that is no quantity', (id) => ({ jsonrpc: '2.0', id, result: 'twelve' })],
    ['a log without its block number', (id) => ({ jsonrpc: '2.0', id, result: [{ address: ZERO, topics: [], data: '0x' }] })],
  ])('answers nonsense: %s', async (_name, body) => {
    answer = ({ id }, res) => json(res, body(id));
    const error = await failure((rpc) =>
      _name.startsWith('a log') ? rpc.getLogs({ address: ZERO, fromBlock: 0n, toBlock: 0n }) : rpc.blockNumber(),
    );
    expect(error.failure).toBe('malformed');
  });

  it('answers something that is not JSON', async () => {
    answer = (_body, res) => res.writeHead(200).end('<html>gateway</html>');
    expect(await failure((rpc) => rpc.blockNumber())).toMatchObject({ failure: 'malformed' });
  });

  it("takes a provider's credentials from the URL's user part and its API key as a header, naming it by host alone", async () => {
    let seen: http.IncomingHttpHeaders = {};
    server.once('request', (req: http.IncomingMessage) => (seen = req.headers));
    answer = ({ id }, res) => json(res, { jsonrpc: '2.0', id, result: '0x2a' });
    const keyed = url.replace('http://', 'http://user:secret@');
    const rpc = connectNode({ jsonRpcUrl: keyed, apiKey: 'key-secret' });
    expect(await rpc.blockNumber()).toBe(42n);
    expect(seen.authorization).toBe(`Basic ${Buffer.from('user:secret').toString('base64')}`);
    expect(seen[API_KEY_HEADER.toLowerCase()]).toBe('key-secret');

    const port = await freePort();
    const down = await failure((node) => node.blockNumber(), `http://user:secret@127.0.0.1:${port}/jsonrpc?apikey=secret`);
    expect(down.message).toContain(`127.0.0.1:${port}`);
  });

  it('does not answer in time', async () => {
    answer = () => undefined; // holds the request open
    const started = Date.now();
    const error = await failure((rpc) => rpc.getTransactionReceipt(`0x${'ab'.repeat(32)}`), url, 200);
    expect(error).toMatchObject({ method: 'eth_getTransactionReceipt', failure: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
