import { Input } from 'shared-contracts/kit';
import type { TFunction } from 'i18next';
import { SECURITY_CODE_LENGTH } from '../../shared/config';

const SIX_DIGITS = new RegExp(`^\\d{${SECURITY_CODE_LENGTH}}$`);

/** A security code field's rules: required (with the field's own prompt), then exactly 6 digits. */
export const sixDigitRules = (t: TFunction, requiredMessage: string) => [
  { required: true, message: t(requiredMessage) },
  { pattern: SIX_DIGITS, message: t('account.securityCode.sixDigits') },
];

/** A security code typed on the number pad, hidden as it is typed (an element, so that Form.Item drives its value). */
export const sixDigitInput = (placeholder: string) => (
  <Input type="password" inputMode="numeric" maxLength={SECURITY_CODE_LENGTH} placeholder={placeholder} autoComplete="off" clearable />
);
