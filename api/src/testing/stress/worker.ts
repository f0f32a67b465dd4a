// A child process that writes through the ledger, for the crash and cross-process tests (see ledger/stress.test.ts).
import { connect } from '../../db/connect';
import { gift, isLedgerError, purchase, SPEC_DEPOSIT_BONUS, withdrawalHold } from '../../domain/ledger';
import { post } from '../../ledger/post';
import { Ledger } from '../../ledger';

export interface WorkerJob {
  database: { databaseUrl: string | null; databaseSchema: string | null; dataDir: string };
  /** 'debits': try `count` debits of `amount` on one member, print {ok, refused}. 'churn': write until killed. */
  mode: 'debits' | 'churn';
  userIds: number[];
  count?: number;
  amount?: number;
}

async function main(job: WorkerJob): Promise<void> {
  const { db } = connect({ ...job.database, pgPoolMax: 4 });
  if (job.mode === 'debits') {
    let ok = 0;
    let refused = 0;
    await Promise.all(
      Array.from({ length: job.count! }, async () => {
        try {
          await db.transaction().execute((trx) => post(trx, purchase(job.userIds[0]!, job.amount!, 'race', 'stress')));
          ok += 1;
        } catch (error) {
          if (!isLedgerError(error, 'insufficient_balance')) throw error;
          refused += 1;
        }
      }),
    );
    process.stdout.write(`${JSON.stringify({ ok, refused })}\n`);
    await db.destroy();
    return;
  }
  // Churn: each transaction makes several writes (credit, debit, hold, return), so a kill lands inside one.
  const ledger = new Ledger();
  for (let n = 1; ; n += 1) {
    const userId = job.userIds[n % job.userIds.length]!;
    await db.transaction().execute(async (trx) => {
      await post(trx, gift(userId, 1_000 + (n % 7), 'churn'));
      await post(trx, purchase(userId, 300, 'churn', `n:${n}`));
      const hold = await post(trx, withdrawalHold(userId, 500, 'usdt:churn'));
      if (n % 2) await ledger.settle(trx, hold.id, 'reject', SPEC_DEPOSIT_BONUS);
    });
    process.stdout.write(`c ${n}\n`);
  }
}

main(JSON.parse(process.argv[3]!) as WorkerJob).catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
