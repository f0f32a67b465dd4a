import { ENTRY_TYPE } from '../../domain/ledger';
import { decide, describeSettled } from '../../wallet/requests/decide';
import type { OpsCommand } from '../command';
import { entryIdArg, explainLedgerErrors } from './ledgerArgs';

export const depositReject: OpsCommand = {
  name: 'deposit:reject',
  usage: '<id>',
  summary: 'reject a pending deposit (nothing is credited)',
  async run({ by, db, ledger, out }, args) {
    const id = entryIdArg(depositReject, args);
    const settled = await explainLedgerErrors(() => decide(ledger, db, id, ENTRY_TYPE.deposit, 'reject', by));
    describeSettled(settled).forEach(out);
  },
};
