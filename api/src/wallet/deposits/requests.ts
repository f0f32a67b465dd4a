import { sql, type JoinBuilder } from 'kysely';
import type { DepositRequest, DepositState } from 'shared-contracts/api';
import { hex20ToTron, type Hex20 } from '../../chain/address';
import type { Database, Db, Trx } from '../../db/schema';
import type { LedgerEntriesTable } from '../../ledger/tables';
import {
  DEPOSIT_WINDOW_MS,
  depositBonus,
  ENTRY_STATUS,
  ENTRY_TYPE,
  isExpiredDeposit,
  type DepositBonusRule,
  type Entry,
  type EntryStatus,
} from '../../domain/ledger';
import { PAGE_SIZE } from '../../ledger/queries';
import { depositBonusProgram } from '../../promotions/programs';
import type { DepositOutcome, DepositOutcomesTable } from '../tables';

type Request = Pick<Entry, 'id' | 'amount' | 'status' | 'createdAt' | 'ref'>;
type Outcome = Pick<DepositOutcomesTable, 'outcome' | 'bonus'>;

/**
 * Where a member's deposit request stands at `now`. A request past its window shows expired before the sweeper
 * (deposits/expiry.ts) records it; a decided one shows its recorded outcome (every decision records one, and
 * migration 026 recorded those made before it). A pending request shows the bonus of the program in force (`rule`):
 * what approving it now would credit; a credited one the bonus it got.
 */
export function depositRequestOf(request: Request, outcome: Outcome | null, now: number, rule: DepositBonusRule): DepositRequest {
  const state = stateOf(request, outcome, now);
  const bonus = state === 'pending' ? depositBonus(request.amount, rule) : state === 'credited' ? Number(outcome?.bonus ?? 0) : 0;
  return {
    id: request.id,
    amount: request.amount,
    bonus,
    state,
    createtime: Math.floor(request.createdAt / 1000),
    expires_at: Math.floor((request.createdAt + DEPOSIT_WINDOW_MS) / 1000),
    address: request.ref ?? '',
  };
}

function stateOf(request: Request, outcome: Outcome | null, now: number): DepositState {
  if (request.status === ENTRY_STATUS.notPassed) {
    return isExpiredDeposit({ ...request, type: ENTRY_TYPE.deposit, settles: null }, now) ? 'expired' : 'pending';
  }
  return outcome?.outcome ?? (request.status === ENTRY_STATUS.passed ? 'credited' : 'rejected');
}

/** A credit `c`'s bonus `g`: the gift depositCredit posted with it (same member, time and ref), through the member-time index. */
function bonusOfCredit<J extends JoinBuilder<Database & { c: LedgerEntriesTable; g: LedgerEntriesTable }, 'c' | 'g'>>(join: J): J {
  return join
    .onRef('g.user_id', '=', 'c.user_id')
    .onRef('g.created_at', '=', 'c.created_at')
    .onRef('g.ref', '=', 'c.ref')
    .on('g.type', '=', sql.lit(ENTRY_TYPE.gift)) as J;
}

/** Where a row of the member's deposit list comes from: a request, a transfer the watcher credited, an open-amount deposit. */
type Source = 'request' | 'chain' | 'open';

/**
 * A member's own deposit requests (not the credits that settle them), the transfers the chain watcher credited
 * with no request to close (wallet/deposits/chainDeposits.ts) and the open-amount deposits a cashier credited
 * (deposits/openDeposits.ts), newest first, 20 a page.
 */
export async function listDepositRequests(db: Db | Trx, userId: number, page = 1, now = Date.now()): Promise<DepositRequest[]> {
  const requests = db
    .selectFrom('ledger_entries as r')
    .leftJoin('deposit_outcomes as o', 'o.request_id', 'r.id')
    // The transfer that approved it (the expired request a late transfer noted was not credited by that transfer).
    .leftJoin('chain_transfers as t', (join) =>
      join.onRef('t.user_id', '=', 'r.user_id').onRef('t.request_id', '=', 'r.id').on('o.outcome', '=', 'credited'),
    )
    .select([
      'r.id',
      'r.amount',
      'r.status',
      'r.created_at',
      'r.ref',
      'o.outcome',
      'o.bonus',
      't.tx_hash',
      sql<Source>`'request'`.as('source'),
    ])
    .where('r.user_id', '=', userId)
    // The requests, not the credits that settle them (those moved money). Literals, so that both databases use the
    // partial index of migration 026 (`WHERE type = 0 AND delta = 0`).
    .where('r.type', '=', sql.lit(ENTRY_TYPE.deposit))
    .where('r.delta', '=', sql.lit(0));
  const chainCredits = db
    .selectFrom('chain_transfers as t')
    .innerJoin('ledger_entries as c', 'c.id', 't.entry_id')
    .leftJoin('ledger_entries as g', bonusOfCredit)
    .select([
      'c.id',
      'c.amount',
      'c.status',
      'c.created_at',
      't.to_address as ref',
      sql<DepositOutcome>`'credited'`.as('outcome'),
      'g.amount as bonus',
      't.tx_hash',
      sql<Source>`'chain'`.as('source'),
    ])
    .where('t.user_id', '=', userId)
    .where('t.state', '=', 'credited')
    .where('c.settles', 'is', null);
  // Open-amount deposits a cashier credited (deposits/openDeposits.ts): the address shown, the transaction stated.
  const openCredits = db
    .selectFrom('open_deposits as o')
    .innerJoin('ledger_entries as c', 'c.id', 'o.entry_id')
    .leftJoin('ledger_entries as g', bonusOfCredit)
    .select([
      'c.id',
      'c.amount',
      'c.status',
      'c.created_at',
      'o.address as ref',
      sql<DepositOutcome>`'credited'`.as('outcome'),
      'g.amount as bonus',
      'o.tx_hash',
      sql<Source>`'open'`.as('source'),
    ])
    .where('o.user_id', '=', userId)
    .where('o.state', '=', 'credited');
  const rows = await db
    .selectFrom(requests.unionAll(chainCredits).unionAll(openCredits).as('d'))
    .selectAll()
    .orderBy('d.id', 'desc')
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  const rule = await depositBonusProgram(db);
  return rows.map((row) => {
    const tx = row.tx_hash ? { tx: row.tx_hash } : {};
    const createdAt = Number(row.created_at);
    if (row.source !== 'request') {
      const createtime = Math.floor(createdAt / 1000);
      const address = row.source === 'chain' ? hex20ToTron(row.ref as Hex20) : (row.ref ?? '');
      return {
        id: Number(row.id),
        amount: Number(row.amount),
        bonus: Number(row.bonus ?? 0),
        state: 'credited',
        createtime,
        expires_at: createtime,
        address,
        ...tx,
      };
    }
    const request = { id: Number(row.id), amount: Number(row.amount), status: Number(row.status) as EntryStatus, createdAt, ref: row.ref };
    return { ...depositRequestOf(request, row.outcome ? { outcome: row.outcome, bonus: Number(row.bonus) } : null, now, rule), ...tx };
  });
}
