import { addressProblem } from './walletFields';

const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('addressProblem', () => {
  it('accepts a TRON address, spaces around it ignored', () => {
    expect(addressProblem(USDT_CONTRACT)).toBeNull();
    expect(addressProblem(` ${USDT_CONTRACT} `)).toBeNull();
  });

  it('asks for a missing address', () => {
    expect(addressProblem('')).toBe('required');
    expect(addressProblem('   ')).toBe('required');
    expect(addressProblem(undefined)).toBe('required');
  });

  it('catches a one-character typo by the checksum', () => {
    expect(addressProblem('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe('invalid');
    expect(addressProblem('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLJ6t')).toBe('invalid');
  });

  it('refuses another prefix: a Bitcoin address (version 0x00) and an Ethereum one', () => {
    expect(addressProblem('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe('invalid');
    expect(addressProblem('0x742d35Cc6634C0532925a3b844Bc454e4438f44e')).toBe('invalid');
  });

  it('refuses a wrong length', () => {
    expect(addressProblem(USDT_CONTRACT.slice(0, -1))).toBe('invalid');
    expect(addressProblem(`${USDT_CONTRACT}t`)).toBe('invalid');
  });
});
