import { loadChainSettings } from './settings';

const USDT_HEX = '0xa614f803b6fd780986a42c78ec9c7f77e6ded13c';

describe('chain settings', () => {
  it('defaults: watcher off, mainnet USDT, 19 confirmations, 3 s polls, 500-block ranges, 1u minimum, payouts flagged after 60 min', () => {
    expect(loadChainSettings({})).toEqual({
      jsonRpcUrl: null,
      apiKey: null,
      usdtContract: USDT_HEX,
      confirmations: 19,
      pollMs: 3000,
      blockRange: 500,
      rereadBlocks: 200,
      minDepositAmount: 100,
      startBlock: null,
      payoutTimeoutMinutes: 60,
      payoutAddresses: [],
    });
    expect(loadChainSettings({ TRON_JSONRPC_URL: '  ', TRC20_USDT_CONTRACT: '' }).jsonRpcUrl).toBeNull();
  });

  it('reads every setting', () => {
    expect(
      loadChainSettings({
        TRON_JSONRPC_URL: 'https://api.example.com/jsonrpc',
        TRON_API_KEY: ' key-1 ',
        TRC20_USDT_CONTRACT: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        CHAIN_CONFIRMATIONS: '2',
        CHAIN_POLL_MS: '250',
        CHAIN_BLOCK_RANGE: '100',
        CHAIN_REREAD_BLOCKS: '50',
        CHAIN_MIN_DEPOSIT: '5',
        CHAIN_START_BLOCK: '70000000',
        CHAIN_PAYOUT_TIMEOUT_MINUTES: '15',
        CHAIN_PAYOUT_ADDRESSES:
          ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t, 0x5FbDB2315678afecb367f032d93F642f64180aa3,,0xa614f803b6fd780986a42c78ec9c7f77e6ded13c',
      }),
    ).toEqual({
      jsonRpcUrl: 'https://api.example.com/jsonrpc',
      apiKey: 'key-1',
      usdtContract: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
      confirmations: 2,
      pollMs: 250,
      blockRange: 100,
      rereadBlocks: 50,
      minDepositAmount: 500,
      startBlock: 70_000_000,
      payoutTimeoutMinutes: 15,
      // Either spelling, stored once.
      payoutAddresses: [USDT_HEX, '0x5fbdb2315678afecb367f032d93f642f64180aa3'],
    });
    expect(loadChainSettings({ TRC20_USDT_CONTRACT: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }).usdtContract).toBe(USDT_HEX);
    expect(loadChainSettings({ CHAIN_MIN_DEPOSIT: '0' }).minDepositAmount).toBe(0);
  });

  it.each([
    [{ TRON_JSONRPC_URL: 'not a url' }, /^setting TRON_JSONRPC_URL must be an http\(s\) URL/],
    [{ TRON_JSONRPC_URL: 'ws://node:8545' }, /^setting TRON_JSONRPC_URL .*ws:/],
    [{ TRC20_USDT_CONTRACT: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' }, /^setting TRC20_USDT_CONTRACT .*checksum/i],
    [{ TRC20_USDT_CONTRACT: '0x1234' }, /^setting TRC20_USDT_CONTRACT/],
    [{ CHAIN_CONFIRMATIONS: '0' }, /^setting CHAIN_CONFIRMATIONS must be at least 1/],
    [{ CHAIN_CONFIRMATIONS: 'many' }, /^setting CHAIN_CONFIRMATIONS must be an integer/],
    [{ CHAIN_POLL_MS: '10' }, /^setting CHAIN_POLL_MS must be at least 100/],
    [{ CHAIN_BLOCK_RANGE: '0' }, /^setting CHAIN_BLOCK_RANGE must be at least 1/],
    [{ CHAIN_BLOCK_RANGE: '1000000' }, /^setting CHAIN_BLOCK_RANGE must be at most 100000/],
    [{ CHAIN_MIN_DEPOSIT: '1.5' }, /^setting CHAIN_MIN_DEPOSIT must be an integer/],
    [{ CHAIN_MIN_DEPOSIT: '-1' }, /^setting CHAIN_MIN_DEPOSIT must be at least 0/],
    [{ CHAIN_START_BLOCK: '-5' }, /^setting CHAIN_START_BLOCK must be at least 0/],
    [{ CHAIN_PAYOUT_TIMEOUT_MINUTES: '0' }, /^setting CHAIN_PAYOUT_TIMEOUT_MINUTES must be at least 1/],
    // The watcher on with no payout wallet named would flag every payout: refused at start instead.
    [{ TRON_JSONRPC_URL: 'http://node:8545' }, /^setting CHAIN_PAYOUT_ADDRESSES must name the wallet/],
    [{ TRON_JSONRPC_URL: 'http://node:8545', CHAIN_PAYOUT_ADDRESSES: ' , ' }, /^setting CHAIN_PAYOUT_ADDRESSES must name/],
    [{ CHAIN_PAYOUT_ADDRESSES: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' }, /^setting CHAIN_PAYOUT_ADDRESSES: "TR7N.*" is no TRON address/],
  ])('refuses %p', (env, message) => {
    expect(() => loadChainSettings(env)).toThrow(message);
  });

  it('never echoes the node URL (it may hold an API key)', () => {
    expect(() => loadChainSettings({ TRON_JSONRPC_URL: 'secret-key-123' })).toThrow(/^(?!.*secret-key-123)/);
  });
});
