// Issue 24: pg_terminate_backend of every connection of the api while members bet. The process lives, a call that
// met the lost connection is refused 503/10020 (never 500, never a refused TCP connection; the heartbeat too, which
// reads the database again once the listener has reconnected), every acked bet is stored exactly once, and the
// ledger verifies.
import {
  debugLog,
  BetLoad,
  IssueWatch,
  betOutcomes,
  call,
  checkBets,
  faultSuite,
  forbidden,
  fundedMembers,
  heart,
  malformed503,
  openRound,
  ops,
  servesAgain,
  sleep,
  startApi,
  tally,
  type ApiProcess,
  type Outcome,
} from '../testing/apiProcess';
import { PgCluster } from '../testing/pgCluster';

const MEMBERS = 6;
const TERMINATIONS = 4;

let cluster: PgCluster | undefined;
let api: ApiProcess | undefined;

faultSuite('faults/pgTerminate')('PostgreSQL: pg_terminate_backend of all the api connections while bets run', () => {
  beforeAll(async () => {
    cluster = await PgCluster.create({ label: 'terminate' });
    await cluster.start();
    api = await startApi(cluster, { env: { WORKERS: '1' } });
  }, 60_000);

  afterAll(async () => {
    await api?.stop();
    await cluster?.destroy();
  }, 30_000);

  it('the api lives and refuses with 503/10020, every acked bet is stored once, ledger:verify is clean', async () => {
    const started = Date.now();
    const members = await fundedMembers(api!, MEMBERS);
    for (const m of members) expect((await heart(api!.base, m)).code).toBe(1); // each has polled once
    const issue = await openRound(api!.base, members[0]!, 10);
    const watch = new IssueWatch(api!.base, members[0]!);
    watch.start(issue);
    const load = new BetLoad(api!.base, members, watch);
    load.start();

    // Meanwhile every member keeps polling its heartbeat, and a DB-bound read runs too.
    const hearts: Outcome[] = [];
    const reads: Outcome[] = [];
    let polling = true;
    const pollers = [
      ...members.map(async (m) => {
        while (polling) {
          hearts.push(await heart(api!.base, m, 5_000));
          await sleep(200);
        }
      }),
      (async () => {
        while (polling) {
          reads.push(await call(api!.base, '/api/user/userInfo', {}, { token: members[1]!.token, timeoutMs: 10_000 }));
          await sleep(100);
        }
      })(),
    ];

    await sleep(1_500);
    const terminated: number[] = [];
    for (let i = 0; i < TERMINATIONS; i++) {
      terminated.push(await cluster!.terminate()); // every client backend: the pool's and the listener's
      await sleep(1_000);
    }
    await sleep(1_000);
    const records = await load.stop();
    await watch.stop();
    polling = false;
    await Promise.all(pollers);
    const servedAt = await servesAgain(api!.base, members[0]!, 10_000).catch((e: Error) => e.message);

    const bets = await checkBets(api!, records, members);
    const verify = await ops(api!, 'ledger:verify');
    const all = [...betOutcomes(records), ...hearts, ...reads];
    console.log(
      `[faults/pgTerminate] WORKERS=1: ${TERMINATIONS} rounds of pg_terminate_backend (${terminated.join('+')} backends);` +
        ` bet attempts ${JSON.stringify(tally(betOutcomes(records)))}; reads ${JSON.stringify(tally(reads))};` +
        ` hearts ${JSON.stringify(tally(hearts))}; bets sent ${bets.sent}, acked ${bets.acked}, stored ${bets.stored},` +
        ` lost ${bets.lost.length}, extra ${bets.extra.length}, unresolved ${bets.unresolved}, replayed ${bets.replayed};` +
        ` ledger:verify exit ${verify.code}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    debugLog(api);
    expect({
      alive: api!.alive(),
      everyRoundTerminatedSome: terminated.every((n) => n > 0),
      forbidden: tally(forbidden(all)),
      malformed503: tally(malformed503(all)),
      servesAgain: typeof servedAt === 'number',
      someBetsAcked: bets.acked > 0,
      lostBets: bets.lost,
      extraOrders: bets.extra,
      unresolvedBets: bets.unresolved,
      ledgerVerify: verify.code === 0 ? 'clean' : [...verify.out, ...verify.err].join(' | '),
    }).toEqual({
      alive: true,
      everyRoundTerminatedSome: true,
      forbidden: {},
      malformed503: {},
      servesAgain: true,
      someBetsAcked: true,
      lostBets: [],
      extraOrders: [],
      unresolvedBets: 0,
      ledgerVerify: 'clean',
    });
  }, 60_000);
});
