import { formatMoney } from 'shared-contracts';
import { wallet } from 'shared-contracts/api';
import { ENTRY_TYPE } from '../../domain/ledger';
import { expireDeposits } from '../../wallet/deposits/expiry';
import { row, usageError, type OpsCommand } from '../command';

export const depositList: OpsCommand = {
  name: 'deposit:list',
  usage: '',
  summary: 'pending deposits, oldest first (id, member, amount, address); records the expiry of those past their 30 minutes first',
  async run({ db, ledger, out }, args) {
    if (args.length) throw usageError(depositList);
    const expired = await expireDeposits(ledger, db);
    if (expired) out(`${expired} deposit request(s) expired (not approved within ${wallet.DEPOSIT_WINDOW_MINUTES} minutes)`);
    const pending = await ledger.listPending(db, ENTRY_TYPE.deposit);
    out(row('id', 'username', 'amount', 'address', 'requested'));
    for (const e of pending) out(row(e.id, e.username, formatMoney(e.amount), e.ref ?? '', new Date(e.createdAt).toISOString()));
    out(`${pending.length} pending deposit(s)`);
  },
};
