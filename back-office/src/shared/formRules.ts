/** A code of the authenticator app: six digits. */
export const CODE_PATTERN = /^\d{6}$/;
/** The least length of an operator's password (the server also refuses the 10,000 most common). */
export const PASSWORD_MIN = 12;
/** The least length of a recorded reason (rejecting, disabling, issuing a recovery code), after trimming, as the server's. */
export const REASON_MIN = 3;
/** The most the server keeps of a reason. */
export const REASON_MAX = 500;
/** A transaction id: TRON's form (64 hex digits) or 0x + 64 hex, as the server takes it (api chain/txHash.ts). */
export const TX_HASH_PATTERN = /^(0x)?[0-9a-fA-F]{64}$/;
