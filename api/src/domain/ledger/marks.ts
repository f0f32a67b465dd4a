/** The marks of a bet, a win and a voided round's refund (keys of the server i18n area, translated when a member lists the fund log). */
export const TRADE_MARK = { bet: 'server.trade.mark.bet', win: 'server.trade.mark.win', refund: 'server.trade.mark.refund' } as const;

/**
 * A mark the server writes may be an i18n key with values for its placeholders, stored as the key followed by the
 * values in URL query form: 'server.wallet.mark.fixedDepositBonus?month=2026-03'. The fund log translates it in
 * the reader's language with those values; any other mark is free text, shown as written.
 */
export function markWithParams(key: `server.${string}`, params: Record<string, string>): string {
  return `${key}?${new URLSearchParams(params).toString()}`;
}

/** The i18n key and values of a mark the server wrote ('server.' ...), or null for free text. */
export function serverMark(mark: string): { key: string; params: Record<string, string> } | null {
  if (!mark.startsWith('server.')) return null;
  const query = mark.indexOf('?');
  if (query < 0) return { key: mark, params: {} };
  return { key: mark.slice(0, query), params: Object.fromEntries(new URLSearchParams(mark.slice(query + 1))) };
}
