import type { TFunction } from 'i18next';
import { RESET_CODE_LENGTH } from '../config';

/** As the server reads the code: case, spaces and dashes (as read out over the phone) do not matter. */
export const normalizeResetCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '');

const WELL_FORMED = new RegExp(`^[A-Z0-9]{${RESET_CODE_LENGTH}}$`);

/** A mistyped code is refused here: a wrong one sent counts against the member's attempts. */
export const resetCodeRules = (t: TFunction) => [
  { required: true, whitespace: true, message: t('account.recovery.codeRequired') },
  {
    validator: (_: unknown, value: string | undefined) =>
      !value || WELL_FORMED.test(normalizeResetCode(value))
        ? Promise.resolve()
        : Promise.reject(new Error(t('account.recovery.codeMalformed', { length: RESET_CODE_LENGTH }))),
  },
];
