import type { TFunction } from 'i18next';

/**
 * What the app checks of a password before sending it (register, the forgot-password reset): that there is one.
 * The rest (not the username, not a common password) only the server knows; its refusal says which.
 */
export const passwordRules = (t: TFunction) => [{ required: true, message: t('account.login.passwordRequired') }];
