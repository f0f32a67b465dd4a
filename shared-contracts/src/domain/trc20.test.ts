import { isTrc20Address } from './trc20';

describe('TRC-20 addresses', () => {
  it.each([
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', // the USDT TRC-20 contract
    'TXngH8bVadn9ZWtKBgjKQcqN1GsZ7A1jcb',
  ])('accepts %s', (address) => expect(isTrc20Address(address)).toBe(true));

  it.each([
    ['a changed character', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'],
    ['a missing character', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6'],
    ['a Bitcoin address', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
    ['an Ethereum address', '0xa614f803b6fd780986a42c78ec9c7f77e6ded13c'],
    ['a non-base58 character', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60'],
    ['empty', ''],
  ])('refuses %s', (_name, address) => expect(isTrc20Address(address)).toBe(false));
});
