// A child process for the cross-process test (payouts.test.ts): reads the month's reserves, says "ready", waits for
// "go" on stdin (so every racer starts from the same reading), pays, and prints {paid, alreadyPaid}.
import { connect } from '../../db/connect';
import { Ledger } from '../../ledger';
import { payMembers, programOfMonth } from '../../promotions/fixedDeposit/payouts';
import { reservesOf } from '../../promotions/fixedDeposit/reserves';

export interface RaceJob {
  database: { databaseUrl: string | null; databaseSchema: string | null; dataDir: string };
  month: string;
  timeZone: string;
  now: number;
}

async function main(job: RaceJob): Promise<void> {
  const { db } = connect({ ...job.database, pgPoolMax: 2 });
  const { tiers, termMonths } = await programOfMonth(db, job.month, job.timeZone, job.now);
  const members = await reservesOf(db, job.month, job.timeZone, job.now, tiers);
  process.stdout.write('ready\n');
  await new Promise((resolve) => process.stdin.once('data', resolve));
  const { paid, alreadyPaid } = await payMembers(new Ledger(), db, job.month, members, {
    termMonths,
    timeZone: job.timeZone,
    now: job.now,
  });
  process.stdout.write(`${JSON.stringify({ paid: paid.length, alreadyPaid })}\n`);
  await db.destroy();
  process.exit(0);
}

main(JSON.parse(process.argv[3]!) as RaceJob).catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
