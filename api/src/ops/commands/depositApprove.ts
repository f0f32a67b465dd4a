import { ENTRY_TYPE } from '../../domain/ledger';
import { decide, describeSettled } from '../../wallet/decide';
import { OpsError, type OpsCommand } from '../command';
import { entryIdArg, explainLedgerErrors } from './ledgerArgs';

export const depositApprove: OpsCommand = {
  name: 'deposit:approve',
  usage: '<id>',
  summary: 'approve a pending deposit: credit it and the deposit bonus in force (program:show deposit-bonus)',
  async run(ctx, args) {
    const { db, ledger, out, config } = ctx;
    const id = entryIdArg(depositApprove, args);
    // With the chain watcher on, the transfer itself credits the request: approving it by hand as well would credit
    // the same money twice (once here, once when the watcher reads the transfer).
    if (config.chain.jsonRpcUrl)
      throw new OpsError(
        'deposits are credited from the chain (TRON_JSONRPC_URL is set): a transfer closes its request by itself; for a correction use gift',
      );
    const settled = await explainLedgerErrors(() => decide(ledger, db, id, ENTRY_TYPE.deposit, 'approve', ctx.by));
    describeSettled(settled).forEach(out);
  },
};
