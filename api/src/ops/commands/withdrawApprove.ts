import { ENTRY_TYPE } from '../../domain/ledger';
import { decide, describeSettled } from '../../wallet/decide';
import type { OpsCommand } from '../command';
import { entryIdArg, explainLedgerErrors } from './ledgerArgs';

export const withdrawApprove: OpsCommand = {
  name: 'withdraw:approve',
  usage: '<id>',
  summary: 'approve a pending withdrawal (the held money is paid out)',
  async run({ db, ledger, out }, args) {
    const id = entryIdArg(withdrawApprove, args);
    const settled = await explainLedgerErrors(() => decide(ledger, db, id, ENTRY_TYPE.withdrawal, 'approve'));
    describeSettled(settled).forEach(out);
  },
};
