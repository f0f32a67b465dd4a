// Issue 24: a frozen database (the postmaster and every backend SIGSTOPped: TCP still accepts, nothing answers, as
// a hung host or a network black hole). DB-bound calls are refused 503/10020 within the bounds set
// (PG_ACQUIRE_TIMEOUT_MS, PG_STATEMENT_TIMEOUT_MS, PG_LOCK_TIMEOUT_MS), never left hanging; the heartbeat keeps
// answering from memory; after the thaw the api serves again, and a bet refused while frozen is not placed later
// (a retry with its key then places it once).
import {
  call,
  debugLog,
  faultSuite,
  forbidden,
  fundedMembers,
  heart,
  label,
  malformed503,
  newKey,
  openRound,
  placeBet,
  servesAgain,
  sleep,
  startApi,
  tally,
  Ticker,
  type ApiProcess,
  type Member,
  type Outcome,
} from '../testing/apiProcess';
import { PgCluster } from '../testing/pgCluster';

const ACQUIRE_MS = 1_000;
const STATEMENT_MS = 2_000;
const LOCK_MS = 1_000;
/** The api cuts a connection silent this long past its statement timeout (db/postgres.ts); then some slack. */
const SILENCE_GRACE_MS = 2_000;
const BOUND_MS = ACQUIRE_MS + STATEMENT_MS + SILENCE_GRACE_MS + 1_500;
/** A heartbeat answered from memory is quick, frozen database or not. */
const HEART_MS = 1_000;

let cluster: PgCluster | undefined;
let api: ApiProcess | undefined;

async function ordersOf(member: Member): Promise<number> {
  const [row] = await cluster!.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM lottery_orders o JOIN users u ON u.id = o.user_id WHERE u.username = $1',
    [member.username],
    api!.database,
  );
  return row!.n;
}

faultSuite('faults/pgFrozen')('PostgreSQL: a frozen database (SIGSTOP)', () => {
  beforeAll(async () => {
    cluster = await PgCluster.create({ label: 'frozen' });
    await cluster.start();
    api = await startApi(cluster, {
      env: {
        WORKERS: '1',
        PG_POOL_MAX: '4',
        PG_ACQUIRE_TIMEOUT_MS: String(ACQUIRE_MS),
        PG_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS),
        PG_LOCK_TIMEOUT_MS: String(LOCK_MS),
      },
    });
  }, 60_000);

  afterAll(async () => {
    cluster?.thaw();
    await api?.stop();
    await cluster?.destroy();
  }, 30_000);

  it('refuses DB-bound calls with 503/10020 within the bounds, hearts answer, serves after the thaw, the refused bet stays unplaced', async () => {
    const started = Date.now();
    const [bettor, reader] = await fundedMembers(api!, 2);
    for (const m of [bettor!, reader!]) expect((await heart(api!.base, m)).code).toBe(1);
    const issue = await openRound(api!.base, bettor!, 12);

    cluster!.freeze();
    const frozenAt = Date.now();
    const hearts = new Ticker(() => heart(api!.base, bettor!, 5_000), 200).start();
    const key = newKey('frozen');
    // More DB-bound calls than the pool has connections: some wait for a connection, some for a silent one.
    const [bet, ...reads] = await Promise.all([
      placeBet(api!.base, bettor!, issue, { key, retry: false, timeoutMs: 20_000 }),
      ...Array.from({ length: 8 }, () =>
        call(api!.base, '/api/Lottery/oddsList', { plan_id: 1 }, { token: reader!.token, timeoutMs: 20_000 }),
      ),
      ...Array.from({ length: 3 }, () => call(api!.base, '/api/user/userInfo', {}, { token: reader!.token, timeoutMs: 20_000 })),
    ]);
    // A second wave once the first was refused: new connections to a frozen server hang at their start-up.
    const second = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(api!.base, '/api/Lottery/oddsList', { plan_id: 1 }, { token: reader!.token, timeoutMs: 20_000 }),
      ),
    );
    const whileFrozen: Outcome[] = [...bet!.attempts, ...reads, ...second];
    const heartOutcomes = await hearts.stop();
    const aliveWhileFrozen = api!.alive();

    cluster!.thaw();
    const thawAt = Date.now();
    const servedAt = await servesAgain(api!.base, reader!, 15_000).catch(() => null);
    await sleep(2_000); // whatever the thawed backends still had to run has run
    const ordersAfterThaw = await ordersOf(bettor!);
    // The client retries the refused bet with its key: placed now, once (nothing was stored for the key).
    const retry = await placeBet(api!.base, bettor!, issue, { key, retry: false });
    const retried = retry.final;
    const ordersAfterRetry = await ordersOf(bettor!);

    debugLog(api);
    const ms = whileFrozen.map((o) => o.at - o.sentAt);
    const heartMs = heartOutcomes.map((o) => o.at - o.sentAt);
    console.log(
      `[faults/pgFrozen] frozen ${((thawAt - frozenAt) / 1000).toFixed(1)} s (acquire ${ACQUIRE_MS} ms, statement ${STATEMENT_MS} ms, lock ${LOCK_MS} ms,` +
        ` pool 4): DB-bound calls ${JSON.stringify(tally(whileFrozen))} in ${Math.min(...ms)}-${Math.max(...ms)} ms (bound ${BOUND_MS} ms);` +
        ` hearts ${JSON.stringify(tally(heartOutcomes))} in <= ${Math.max(...heartMs)} ms; served again` +
        ` ${servedAt === null ? 'NEVER (15 s)' : `${((servedAt - thawAt) / 1000).toFixed(2)} s`} after the thaw;` +
        ` the refused bet's orders after the thaw ${ordersAfterThaw}, its retry ${retried ? label(retried) : 'no answer'}` +
        `${retried?.replayed ? ' (replayed)' : ''}, orders then ${ordersAfterRetry}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    expect({
      alive: aliveWhileFrozen && api!.alive(),
      refusedWhileFrozen: tally(whileFrozen.filter((o) => !(o.status === 503 && o.code === 10020))),
      forbidden: tally(forbidden([...whileFrozen, ...heartOutcomes])),
      malformed503: tally(malformed503(whileFrozen)),
      slowerThanBound: whileFrozen.filter((o) => o.at - o.sentAt > BOUND_MS).map((o) => `${label(o)} in ${o.at - o.sentAt} ms`),
      heartsNotAnswered: tally(heartOutcomes.filter((o) => o.code !== 1)),
      heartsSlow: heartOutcomes.filter((o) => o.at - o.sentAt > HEART_MS).length,
      servesAfterThaw: servedAt !== null,
      refusedBetPlacedLater: ordersAfterThaw,
      // Its retry: placed once (code 1, not a replay), or refused by the round having sealed meanwhile (none placed).
      retry:
        retried?.code === 1
          ? { placed: true, replayed: retried.replayed, orders: ordersAfterRetry }
          : { placed: false, answer: retried ? label(retried) : 'none', orders: ordersAfterRetry },
    }).toEqual({
      alive: true,
      refusedWhileFrozen: {},
      forbidden: {},
      malformed503: {},
      slowerThanBound: [],
      heartsNotAnswered: {},
      heartsSlow: 0,
      servesAfterThaw: true,
      refusedBetPlacedLater: 0,
      retry:
        retried?.code === 1
          ? { placed: true, replayed: false, orders: 1 }
          : { placed: false, answer: retried?.status === 200 ? label(retried) : 'a refusal of the round (HTTP 200)', orders: 0 },
    });
  }, 60_000);
});
