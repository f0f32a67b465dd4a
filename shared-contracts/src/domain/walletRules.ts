import type { Minor } from './money';

/** The smallest withdrawal (docs/product.md, constants: 100u); the api refuses less with the same message. */
export const MIN_WITHDRAWAL_MINOR: Minor = 100 * 100;

/** Virtual wallet types a member may bind. */
export const WALLET_TYPES = ['USDT-TRC20'] as const;
export type WalletType = (typeof WALLET_TYPES)[number];
