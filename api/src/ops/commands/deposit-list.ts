import { formatMoney } from 'shared-contracts';
import { ENTRY_TYPE } from '../../domain/ledger';
import { ledger } from '../../ledger';
import { usageError, type OpsCommand } from '../command';

export const depositList: OpsCommand = {
  name: 'deposit:list',
  usage: '',
  summary: 'pending deposits, oldest first (id, member, amount, address)',
  async run({ db, out }, args) {
    if (args.length) throw usageError(depositList);
    const pending = await ledger.listPending(db, ENTRY_TYPE.deposit);
    out(['id', 'username', 'amount', 'address', 'requested'].join('\t'));
    for (const e of pending) out([e.id, e.username, formatMoney(e.amount), e.ref ?? '', new Date(e.createdAt).toISOString()].join('\t'));
    out(`${pending.length} pending deposit(s)`);
  },
};
