// A transaction id as an operator pastes it: TRON's form (64 hex digits, as TronScan shows it) or 0x + 64 hex. Stored
// one way, lowercase with 0x, as the JSON-RPC node names it (chain/rpc.ts).
const TX_ID = /^(?:0x)?([0-9a-fA-F]{64})$/;

/** The id in its stored form, or null when it is neither form. */
export function normalizeTxHash(raw: string): `0x${string}` | null {
  const match = TX_ID.exec(raw.trim());
  return match ? `0x${match[1]!.toLowerCase()}` : null;
}
