import { formatMoney } from 'shared-contracts';
import { ENTRY_TYPE } from '../../domain/ledger';
import { ledger } from '../../ledger';
import { usageError, type OpsCommand } from '../command';

export const withdrawList: OpsCommand = {
  name: 'withdraw:list',
  usage: '',
  summary: 'pending withdrawals, oldest first (id, member, amount, destination)',
  async run({ db, out }, args) {
    if (args.length) throw usageError(withdrawList);
    const pending = await ledger.listPending(db, ENTRY_TYPE.withdrawal);
    out(['id', 'username', 'amount', 'destination', 'requested'].join('\t'));
    for (const e of pending) out([e.id, e.username, formatMoney(e.amount), e.ref ?? '', new Date(e.createdAt).toISOString()].join('\t'));
    out(`${pending.length} pending withdrawal(s)`);
  },
};
