import { auditAccount, type AuditEntry } from './audit';
import { ENTRY_STATUS as S, ENTRY_TYPE as T } from './entry';

let nextId = 1;
function e(type: number, status: number, amount: number, delta: number, balanceAfter: number, settles: number | null = null): AuditEntry {
  return { id: nextId++, type, status, amount, delta, balanceAfter, settles } as AuditEntry;
}

describe('ledger audit', () => {
  beforeEach(() => {
    nextId = 1;
  });

  it('passes clean books: deposit approved with bonus, a bet, a win, a rejected withdrawal', () => {
    const entries = [
      e(T.deposit, S.passed, 20_000, 0, 0), // 1: the request, approved
      e(T.deposit, S.passed, 20_000, 20_000, 20_000, 1),
      e(T.gift, S.passed, 2_000, 2_000, 22_000),
      e(T.purchase, S.passed, 1_000, -1_000, 21_000),
      e(T.profit, S.passed, 1_980, 1_980, 22_980),
      e(T.withdrawal, S.rejected, 10_000, -10_000, 12_980), // 6: held, then rejected
      e(T.withdrawal, S.rejected, 10_000, 10_000, 22_980, 6),
      e(T.deposit, S.notPassed, 5_000, 0, 22_980),
    ];
    expect(auditAccount(22_980, entries)).toEqual([]);
  });

  it('finds a balance that does not match its entries', () => {
    expect(auditAccount(3_000, [e(T.gift, S.passed, 2_000, 2_000, 2_000)])).toEqual([{ kind: 'sum_mismatch', balance: 3_000, sum: 2_000 }]);
  });

  it('finds a negative balance and a negative balance in the past', () => {
    const entries = [e(T.purchase, S.passed, 500, -500, -500), e(T.gift, S.passed, 1_000, 1_000, 500)];
    expect(auditAccount(500, entries)).toEqual([{ kind: 'negative_balance_after', entryId: 1, balanceAfter: -500 }]);
    expect(auditAccount(-1, [e(T.purchase, S.passed, 1, -1, -1)])).toEqual(
      expect.arrayContaining([{ kind: 'negative_balance', balance: -1 }]),
    );
  });

  it('finds a broken running balance', () => {
    const entries = [e(T.gift, S.passed, 1_000, 1_000, 1_000), e(T.gift, S.passed, 1_000, 1_000, 2_500)];
    expect(auditAccount(2_000, entries)).toEqual([{ kind: 'chain_break', entryId: 2, balanceAfter: 2_500, expected: 2_000 }]);
  });

  it('finds a delta that does not fit its type', () => {
    expect(auditAccount(500, [e(T.purchase, S.passed, 500, 500, 500)])).toEqual([{ kind: 'bad_delta', entryId: 1, delta: 500 }]);
  });

  it('finds an approved deposit that was never credited and a withdrawal returned twice', () => {
    const entries = [
      e(T.deposit, S.passed, 1_000, 0, 0),
      e(T.gift, S.passed, 20_000, 20_000, 20_000),
      e(T.withdrawal, S.rejected, 10_000, -10_000, 10_000), // 3
      e(T.withdrawal, S.rejected, 10_000, 10_000, 20_000, 3),
      e(T.withdrawal, S.rejected, 10_000, 10_000, 30_000, 3),
    ];
    expect(auditAccount(30_000, entries)).toEqual([
      { kind: 'unsettled', entryId: 1 },
      { kind: 'double_settlement', entryId: 3 },
    ]);
  });

  it("finds a settlement of an entry that is not this member's", () => {
    expect(auditAccount(1_000, [e(T.deposit, S.passed, 1_000, 1_000, 1_000, 99)])).toEqual([
      { kind: 'orphan_settlement', entryId: 1, settles: 99 },
    ]);
  });
});
