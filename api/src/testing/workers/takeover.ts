// An api process's lottery engine on its own, for the two-process takeover test (see takeover.test.ts).
// Prints `ready <engine id>` once started and `leader <engine id>` when it takes the scheduler over.
import { connect } from '../../db/connect';
import { openNotifications } from '../../db/notifications';
import { Ledger } from '../../ledger';
import { LotteryEngine } from '../../lottery/engine/engine';
import type { LotterySettings } from '../../lottery/engine/settings';

interface WorkerJob {
  database: { databaseUrl: string | null; databaseSchema: string | null; dataDir: string };
  lottery: LotterySettings;
}

async function main(job: WorkerJob): Promise<void> {
  const { db, dialect } = connect({ ...job.database, pgPoolMax: 4 });
  const log = {
    info() {},
    error(obj: object, msg: string) {
      process.stderr.write(`${msg} ${JSON.stringify(obj, Object.getOwnPropertyNames(obj))}\n`);
    },
  };
  const notifications = await openNotifications({ db, dialect, ...job.database, onError: (err) => log.error({ err }, 'notifications') });
  const engine = new LotteryEngine({
    db,
    dialect,
    config: { ...job.database, lottery: job.lottery },
    log,
    ledger: new Ledger(),
    notifications,
  });
  await engine.start();
  process.stdout.write(`ready ${engine.id}\n`);
  let leading = false;
  setInterval(() => {
    if (engine.isLeader !== leading) {
      leading = engine.isLeader;
      process.stdout.write(`${leading ? 'leader' : 'standby'} ${engine.id}\n`);
    }
  }, 20);
}

main(JSON.parse(process.argv[3]!) as WorkerJob).catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
