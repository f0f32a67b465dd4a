import { ENTRY_TYPE } from '../../domain/ledger';
import { decide, describeSettled } from '../../wallet/decide';
import type { OpsCommand } from '../command';
import { entryIdArg, explainLedgerErrors } from './ledgerArgs';

export const withdrawReject: OpsCommand = {
  name: 'withdraw:reject',
  usage: '<id>',
  summary: 'reject a pending withdrawal: a correcting entry returns the money',
  async run({ by, db, ledger, out }, args) {
    const id = entryIdArg(withdrawReject, args);
    const settled = await explainLedgerErrors(() => decide(ledger, db, id, ENTRY_TYPE.withdrawal, 'reject', by));
    describeSettled(settled).forEach(out);
  },
};
