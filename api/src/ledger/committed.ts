/** A member's balance as of one committed entry (entry ids of a member grow with its changes: post.ts). */
export interface CommittedBalance {
  userId: number;
  balance: number;
  entryId: number;
}

export type BalanceListener = (change: CommittedBalance) => void;

/** The notifications topic other processes hear a committed balance on (payload: a CommittedBalance). */
export const BALANCE_TOPIC = 'balance';

/** A CommittedBalance heard from another process, or null when the payload is not one. */
export function committedBalanceOf(payload: unknown): CommittedBalance | null {
  const { userId, balance, entryId } = (payload ?? {}) as Partial<Record<keyof CommittedBalance, unknown>>;
  const ints = [userId, balance, entryId].every(Number.isSafeInteger);
  return ints ? { userId: userId as number, balance: balance as number, entryId: entryId as number } : null;
}
