import { IDCARD_PATTERN, PASSWORD_PATTERN, USERNAME_PATTERN, WALLET_TYPES } from 'shared-contracts/api';
import { ERR, type ErrorDef } from '../i18n/errors';
import { isCommonPassword } from '../security/commonPasswords';
import { isTrc20Address } from 'shared-contracts/trc20';

/**
 * The account rules of docs/product.md (rules of the forms) that the server owns, as pure checks: each answers the first
 * problem (an ErrorDef) or null.
 */
export function usernameProblem(username: string): ErrorDef | null {
  if (!username) return ERR.usernameRequired;
  return USERNAME_PATTERN.test(username) ? null : ERR.usernameRule;
}

/** A new password (register, newPass): the pattern, then not holding the username, then not a common one (ignoring case). */
export function passwordProblem(password: string, username: string): ErrorDef | null {
  if (!password) return ERR.passwordRequired;
  if (!PASSWORD_PATTERN.test(password)) return ERR.passwordRule;
  if (username && password.toLowerCase().includes(username.toLowerCase())) return ERR.passwordHasUsername;
  return isCommonPassword(password) ? ERR.passwordCommon : null;
}

/** Mainland resident ID: ISO 7064 MOD 11-2 check character. */
function mainlandChecksumOk(id: string): boolean {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
  return '10X98765432'[sum % 11] === id[17]!.toUpperCase();
}

/** Taiwan national ID: letter (region code 10-35) + 1/2/8/9 + 8 digits, weighted sum divisible by 10. */
const TW_LETTERS = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';
function taiwanChecksumOk(id: string): boolean {
  const code = TW_LETTERS.indexOf(id[0]!.toUpperCase()) + 10;
  const digits = [Math.floor(code / 10), code % 10, ...id.slice(1).split('').map(Number)];
  const weights = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1];
  return digits.reduce((acc, d, i) => acc + d * weights[i]!, 0) % 10 === 0;
}

export function idcardProblem(idcard: string): ErrorDef | null {
  if (!IDCARD_PATTERN.test(idcard)) return ERR.idcardRule;
  if (/^\d{17}[\dXx]$/.test(idcard)) return mainlandChecksumOk(idcard) ? null : ERR.idcardRule;
  if (/^[A-Za-z][1289]\d{8}$/.test(idcard)) return taiwanChecksumOk(idcard) ? null : ERR.idcardRule;
  return null;
}

export interface PayFields {
  acc: string;
  acc_name: string;
  acc_bank?: string | undefined;
  acc_code?: string | undefined;
  acc_fh?: string | undefined;
}

/**
 * A bank card: holder, card number (8-30 digits, spaces allowed), bank name, bank code, branch; in that order.
 * `codeAndBranchOptional`: the legacy client (http/legacy) has no inputs for the bank code and the branch.
 */
export function bankCardProblem(f: PayFields, codeAndBranchOptional = false): ErrorDef | null {
  if (!f.acc.trim()) return ERR.holderRequired;
  if (!f.acc_name.trim()) return ERR.cardRequired;
  if (!/^\d{8,30}$/.test(cardNumber(f.acc_name))) return ERR.cardDigits;
  if (!f.acc_bank?.trim()) return ERR.bankRequired;
  if (codeAndBranchOptional) return null;
  if (!f.acc_code?.trim()) return ERR.bankCodeRequired;
  if (!f.acc_fh?.trim()) return ERR.branchRequired;
  return null;
}

export function cardNumber(text: string): string {
  return text.replace(/\s+/g, '');
}

/** A virtual wallet: address and wallet type (one of WALLET_TYPES); a TRC-20 address must pass base58check. */
export function walletProblem(f: PayFields): ErrorDef | null {
  if (!f.acc.trim()) return ERR.addressRequired;
  if (!f.acc_name.trim()) return ERR.walletTypeRequired;
  if (!(WALLET_TYPES as readonly string[]).includes(f.acc_name.trim())) return ERR.walletTypeUnknown;
  return isTrc20Address(f.acc.trim()) ? null : ERR.addressInvalid;
}

export function securityCodeProblem(code: string): ErrorDef | null {
  return /^\d{6}$/.test(code) ? null : ERR.codeRule;
}
