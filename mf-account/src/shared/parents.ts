import { ROUTES } from 'shared-contracts';

/** Where a settings screen goes back to when it was opened directly. */
export const SETTINGS = `${ROUTES.setting}?type=1`;
export const ACCOUNT_INFO = `${ROUTES.setting}?type=2`;
