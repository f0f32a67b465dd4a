import { ENTRY_TYPE } from '../../domain/ledger';
import { decide, describeSettled } from '../../wallet/requests/decide';
import { usageError, type OpsCommand } from '../command';
import { entryIdArg, explainLedgerErrors } from './ledgerArgs';

export const withdrawReject: OpsCommand = {
  name: 'withdraw:reject',
  usage: '<id> [--reason "..."]',
  summary: 'reject a pending withdrawal: a correcting entry returns the money; the member is told the reason, if given',
  async run({ by, db, ledger, out }, args) {
    const at = args.indexOf('--reason');
    const reason = at === -1 ? null : args[at + 1];
    if (at !== -1 && (at !== 1 || args.length !== 3 || !reason?.trim())) throw usageError(withdrawReject);
    const id = entryIdArg(withdrawReject, at === -1 ? args : args.slice(0, 1));
    const settled = await explainLedgerErrors(() => decide(ledger, db, id, ENTRY_TYPE.withdrawal, 'reject', by, reason));
    describeSettled(settled).forEach(out);
  },
};
