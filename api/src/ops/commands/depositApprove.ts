import { ENTRY_TYPE } from '../../domain/ledger';
import { decide, describeSettled } from '../../wallet/decide';
import type { OpsCommand } from '../command';
import { entryIdArg, explainLedgerErrors } from './ledgerArgs';

export const depositApprove: OpsCommand = {
  name: 'deposit:approve',
  usage: '<id>',
  summary: 'approve a pending deposit: credit it and the 10% USDT bonus',
  async run({ db, ledger, out }, args) {
    const id = entryIdArg(depositApprove, args);
    const settled = await explainLedgerErrors(() => decide(ledger, db, id, ENTRY_TYPE.deposit, 'approve'));
    describeSettled(settled).forEach(out);
  },
};
