/** The wallet's settings, read once from the environment (names beside each field). */
export interface WalletSettings {
  /** DEPOSIT_XPUB: the operator's TRON account xpub (m/44'/195'/0'); unset = a demo key under DATA_DIR. */
  depositXpub: string | null;
  /** WALLET_TIME_ZONE (else LOTTERY_TIME_ZONE, else Asia/Taipei): the days of the fund-log filter and of daily profit. */
  timeZone: string;
}

export function loadWalletSettings(env: Record<string, string | undefined>): WalletSettings {
  const timeZone = env.WALLET_TIME_ZONE || env.LOTTERY_TIME_ZONE || 'Asia/Taipei';
  // Fail at start, not on the first request, when the zone is unknown.
  new Intl.DateTimeFormat('en-US', { timeZone });
  return { depositXpub: env.DEPOSIT_XPUB?.trim() || null, timeZone };
}
