// The comparison alone: the causes the chain tests do not plant (amounts that differ, transfers not yet confirmed or
// read, payouts the watcher flagged), and what is no difference (a payout mined and still pending, a surplus held).
import { compare, type ApprovedWithdrawal, type ComparisonInputs, type SeenTransfer } from './compare';

const A = '0x00000000000000000000000000000000000000aa';
const U = 1_000_000n;
const rules = { minDepositAmount: 100, payoutDueMs: 24 * 3_600_000, now: 1_000_000_000 };
const seen = (txHash: string, raw: bigint, more: Partial<SeenTransfer> = {}): SeenTransfer => ({
  txHash,
  to: A,
  rawAmount: raw,
  inPeriod: true,
  confirmed: true,
  read: true,
  ...more,
});
const inputs = (more: Partial<ComparisonInputs>): ComparisonInputs => ({
  transfers: [],
  credits: [],
  addresses: new Map([[A, { userId: 7, member: true }]]),
  withdrawals: [],
  liabilities: { balances: 10_000n, pendingWithdrawals: 0n, lockedBonuses: 0n },
  holdingsRaw: 100n * U,
  ...more,
});
const paid = (entryId: number, payout: ApprovedWithdrawal['payout']): ApprovedWithdrawal => ({
  entryId,
  userId: 9,
  amount: 5_000,
  approvedAt: rules.now - 1_000,
  payout,
});

describe('compare', () => {
  it('names a credit of another amount, and transfers not yet confirmed or not yet read', () => {
    const { differences } = compare(
      inputs({
        transfers: [seen('0x1', 20n * U), seen('0x2', 5n * U, { confirmed: false }), seen('0x3', 5n * U, { read: false })],
        credits: [{ txHash: '0x1', to: A, userId: 7, amount: 1_999, inPeriod: true }],
      }),
      rules,
    );
    expect(differences.map((d) => [d.cause, d.ref, d.ours, d.chain])).toEqual([
      ['amount_differs', '0x1', '1999', '2000'],
      ['unconfirmed', '0x2', null, '500'],
      ['not_read_yet', '0x3', null, '500'],
    ]);
  });

  it('names the payouts the watcher flagged, and leaves a mined one it has yet to check', () => {
    const { differences, unchecked } = compare(
      inputs({
        withdrawals: [
          paid(1, { txHash: '0xa', state: 'mismatch', found: '1 raw to 0xbb', mined: null }),
          paid(2, { txHash: '0xb', state: 'failed', found: 'the transaction reverted', mined: null }),
          paid(3, { txHash: '0xc', state: 'unconfirmed', found: null, mined: true }),
          paid(4, { txHash: '0xd', state: 'pending', found: null, mined: true }),
          paid(5, { txHash: '0xe', state: 'confirmed', found: null, mined: null }),
        ],
      }),
      rules,
    );
    expect(differences.map((d) => [d.cause, d.ref, d.note])).toEqual([
      ['payout_mismatch', 'withdrawal:1', '0xa: 1 raw to 0xbb'],
      ['payout_failed', 'withdrawal:2', '0xb: the transaction reverted'],
      ['payout_unconfirmed', 'withdrawal:3', '0xc'],
    ]);
    expect(unchecked).toEqual([]);
  });

  it('holding more than the liabilities is no difference; a payout pending with no node to ask is unchecked', () => {
    const result = compare(
      inputs({ holdingsRaw: 1_000n * U, withdrawals: [paid(1, { txHash: '0xa', state: 'pending', found: null, mined: null })] }),
      rules,
    );
    expect(result).toEqual({ differences: [], unchecked: ['payouts'] });
  });
});
