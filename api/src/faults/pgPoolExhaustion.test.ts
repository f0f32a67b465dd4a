// Issue 24: more connections wanted than PostgreSQL has. A cluster with max_connections=24 (3 of them reserved for
// superusers: 21 for the app role the api and the ops CLI connect as), the api with WORKERS=2 and PG_POOL_MAX 10
// (each worker wants up to 10 + its listening connection + 3 for the throttles: 28), and a parallel burst of 400
// DB-bound calls: no HTTP 500 (503/10020 allowed), no refused connection, every call answered, a bet refused 503
// placed nothing, the api lives and serves after; the ops CLI, run meanwhile, works or fails with one line.
// (24 rather than 20: the api holds ~15 connections at rest after start-up, and the members' funding through the
// ops CLI must fit beside them before the burst.)
import {
  debugLog,
  call,
  faultSuite,
  forbidden,
  fundedMembers,
  heart,
  malformed503,
  newKey,
  openRound,
  ops,
  placeBet,
  servesAgain,
  sleep,
  verifyLedger,
  startApi,
  tally,
  checkBets,
  type ApiProcess,
  type BetRecord,
  type Outcome,
} from '../testing/apiProcess';
import { PgCluster } from '../testing/pgCluster';

const MAX_CONNECTIONS = 24;
const MEMBERS = 10;
const BURST = { oddsList: 200, userInfo: 100, bets: 100 };

let cluster: PgCluster | undefined;
let api: ApiProcess | undefined;

/** A line of Node's stack trace. */
const STACK_FRAME = /^\s*at\s+\S/;

faultSuite('faults/pgPoolExhaustion')('PostgreSQL: pool exhaustion (max_connections below what the api wants)', () => {
  beforeAll(async () => {
    cluster = await PgCluster.create({ label: 'pool', settings: { max_connections: MAX_CONNECTIONS } });
    await cluster.start();
    api = await startApi(cluster, { env: { WORKERS: '2' } });
  }, 60_000);

  afterAll(async () => {
    await api?.stop();
    await cluster?.destroy();
  }, 30_000);

  it('a burst of 400 DB-bound calls: no 500, the api lives and serves after, the ops CLI works or fails in one line', async () => {
    const started = Date.now();
    const members = await fundedMembers(api!, MEMBERS);
    for (let i = 0; i < 4; i++) await Promise.all(members.map((m) => heart(api!.base, m)));
    const issue = await openRound(api!.base, members[0]!, 8);

    const burstAt = Date.now();
    const reads: Promise<Outcome>[] = [];
    for (let i = 0; i < BURST.oddsList; i++)
      reads.push(call(api!.base, '/api/Lottery/oddsList', { plan_id: 1 }, { token: members[i % MEMBERS]!.token, timeoutMs: 30_000 }));
    for (let i = 0; i < BURST.userInfo; i++)
      reads.push(call(api!.base, '/api/user/userInfo', {}, { token: members[i % MEMBERS]!.token, timeoutMs: 30_000 }));
    // Bets sent once each (no retry): a 503 must have placed nothing.
    const bets: Promise<BetRecord>[] = [];
    for (let i = 0; i < BURST.bets; i++)
      bets.push(placeBet(api!.base, members[i % MEMBERS]!, issue, { key: newKey('pool'), retry: false, timeoutMs: 30_000 }));
    // The operator's CLI meanwhile, on the same exhausted cluster.
    const opsDuring = ops(api!, 'ledger:verify');
    // How many connections the app role holds during the burst (read on a superuser slot of the reserved ones).
    let peak = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const rows = await cluster!
          .query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND usename = 'app'")
          .catch(() => []);
        peak = Math.max(peak, rows[0]?.n ?? 0);
        await sleep(100);
      }
    })();

    const readOutcomes = await Promise.all(reads);
    const betRecords = await Promise.all(bets);
    const opsResult = await opsDuring;
    sampling = false;
    await sampler;
    const burstS = (Date.now() - burstAt) / 1000;
    const aliveAfterBurst = api!.alive();
    const servedAt = await servesAgain(api!.base, members[0]!, 15_000).catch(() => null);
    // Right after: the pools may still hold every connection the role has (idle, for a while).
    const opsAfter = await ops(api!, 'ledger:verify');
    const opsFailures = [opsResult, opsAfter].filter((r) => r.code !== 0);
    const ledger = await verifyLedger(api!);
    const check = await checkBets(api!, betRecords, members);

    const betAttempts = betRecords.flatMap((r) => r.attempts);
    const all = [...readOutcomes, ...betAttempts];
    console.log(
      `[faults/pgPoolExhaustion] max_connections ${MAX_CONNECTIONS}, WORKERS=2, PG_POOL_MAX 10: burst of ${all.length} DB-bound calls` +
        ` in ${burstS.toFixed(1)} s: reads ${JSON.stringify(tally(readOutcomes))}, bets ${JSON.stringify(tally(betAttempts))};` +
        ` app connections at most ${peak} (of ${MAX_CONNECTIONS - 3}); ops ledger:verify during the burst: exit ${opsResult.code}` +
        `; right after it: exit ${opsAfter.code}` +
        `${opsFailures.length ? ` (failures said: ${[...new Set(opsFailures.flatMap((r) => r.err))].join(' | ')})` : ''}; ledger ${ledger};` +
        ` bets acked ${check.acked}, stored ${check.stored}; worker deaths ${api!.workerDeaths().length};` +
        ` served again ${servedAt === null ? 'NEVER (15 s)' : `${((servedAt - burstAt) / 1000).toFixed(1)} s after the burst began`};` +
        ` ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    debugLog(api);
    expect({
      alive: aliveAfterBurst && api!.alive(),
      workerDeaths: api!.workerDeaths(),
      forbidden: tally(forbidden(all)),
      malformed503: tally(malformed503(all)),
      // Every call answered: code 1, 503/10020, or (bets) a refusal of the round's rules with HTTP 200.
      unanswered: tally(all.filter((o) => o.status === null)),
      readsOtherThanOkOr503: tally(readOutcomes.filter((o) => o.code !== 1 && !(o.status === 503 && o.code === 10020))),
      servesAfter: servedAt !== null,
      // Each run of the CLI that failed (during the burst, or right after it while the pools still hold their connections):
      // exit 1 with one line, no stack.
      opsFailures: opsFailures.map((r) => ({
        exit: r.code,
        oneLine: r.err.length === 1 && !r.err[0]!.includes('\n'),
        stack: [...r.out, ...r.err].some((l) => l.split('\n').some((x) => STACK_FRAME.test(x))),
      })),
      ledger,
      lostBets: check.lost,
      // A bet answered 503 placed nothing.
      extraOrders: check.extra,
    }).toEqual({
      alive: true,
      workerDeaths: [],
      forbidden: {},
      malformed503: {},
      unanswered: {},
      readsOtherThanOkOr503: {},
      servesAfter: true,
      opsFailures: opsFailures.map(() => ({ exit: 1, oneLine: true, stack: false })),
      ledger: 'clean',
      lostBets: [],
      extraOrders: [],
    });
  }, 60_000);
});
