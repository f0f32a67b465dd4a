// `npm run bench:players -w api`: PLAYERS simulated players (default 10,000), each with its own session, against the
// built api started as `npm start` runs it (WORKERS processes, default 2) on a fresh PostgreSQL schema (DATABASE_URL,
// default the local test database; dropped after). Each player polls the heartbeat of its room every 2 s (spread
// evenly, jittered); 5% of them bet once per round through playOrder. The players join first (10 s: every player's
// first polls, which meet a server just started: measured and printed apart), then play for SECONDS (default 120), of
// which it prints the heartbeat's latency (from the request's start: a wait for one of the shared sockets is included),
// errors by code,
// bets by outcome and where the cores went, runs `ops ledger:verify` and `ops chain:verify` on the schema, writes
// the figures to bench/results/ and exits 1 on any error or red check.
// The players run on GENERATOR_THREADS threads (players/load.mjs). Goal (issue 15): heart p99 <= 50 ms, 0 errors,
// both checks green.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { childrenOf, coresUsed, cpuSeconds, postmasterPid } from './players/cpu.mjs';
import { BETTOR_EVERY, GENERATOR_THREADS, JOIN_SECONDS, POLL_MS, SOCKETS, drive, percentiles, total } from './players/load.mjs';
import { apiDir, roomsOf, seedPlayers, startApi } from './players/setup.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');

const PLAYERS = Number(process.env.PLAYERS || 10_000);
const SECONDS = Number(process.env.SECONDS || 120);
const WORKERS = Number(process.env.WORKERS || 2);
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** Default settings but always-open 30 s rounds (5 s sealed), so a run of minutes sees several draws. */
const LOTTERY_ENV = { LOTTERY_ALWAYS_OPEN: '1', LOTTERY_ROUND_SECONDS: '30', LOTTERY_SEAL_SECONDS: '5' };
/** Each player's balance: 10,000u, above every room's entry money. */
const FUNDS = 1_000_000;
const P99_GOAL_MS = 50;

/** `npm run ops -- <command>` on the run's schema: { ok, its last lines }. */
function ops(command, schema) {
  const run = spawnSync('npm', ['run', '--silent', 'ops', '--', command], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL, DATABASE_SCHEMA: schema },
    encoding: 'utf8',
  });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim().split('\n').slice(-2) };
}

/** Seeds the players, starts the server, drives the load: the load's figures, the cores used, the server's slow polls. */
async function run(schema) {
  const started = performance.now();
  const tokens = await seedPlayers({ databaseUrl: DATABASE_URL, schema, count: PLAYERS, funds: FUNDS });
  const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
  console.log(`seeded ${tokens.length} members with a session and ${FUNDS / 100}u each in ${seedSeconds} s`);
  const api = await startApi({ databaseUrl: DATABASE_URL, schema, env: { ...LOTTERY_ENV, WORKERS: String(WORKERS) } });
  try {
    const rooms = await roomsOf(api.url, tokens[0], FUNDS);
    const serverProcesses = 1 + childrenOf(api.pid).length;
    console.log(`server up (${serverProcesses} process(es)); ${rooms.length} rooms; load running`);
    const postgresPid = postmasterPid();
    const before = cpuSeconds(api.pid, postgresPid);
    const figures = await drive({ port: api.port, rooms, tokens, seconds: SECONDS });
    const cpuCores = { ...coresUsed(before, cpuSeconds(api.pid, postgresPid), JOIN_SECONDS + figures.seconds), serverProcesses };
    return { seedSeconds, figures, cpuCores, serverSlowPollsOver500ms: api.slowPolls() };
  } catch (error) {
    console.error(api.tail());
    throw error;
  } finally {
    await api.close();
  }
}

function report({ seedSeconds, figures, cpuCores, serverSlowPollsOver500ms }, verify) {
  const heart = {
    requests: figures.heartMs.length,
    rps: Math.round(figures.heartMs.length / figures.seconds),
    ...percentiles(figures.heartMs),
  };
  const join = percentiles(figures.joinHeartMs);
  const generator = {
    timerLag: percentiles(figures.timerLagMs),
    latePolls: figures.latePolls,
    eventLoopDelayMs: figures.eventLoopDelayMs,
    waitingForSocket: percentiles(figures.waitingForSocket),
  };
  const { bets } = figures;
  const [heartErrors, betErrors] = [total(figures.heartErrors), total(bets.errors)];
  console.log(`
heart     ${SECONDS} s after joining: ${heart.requests} requests, ${heart.rps} req/s, p50 ${heart.p50} p95 ${heart.p95} p99 ${heart.p99} max ${heart.max} ms
          errors ${heartErrors} ${JSON.stringify(figures.heartErrors)}; goal p99 <= ${P99_GOAL_MS} ms: ${heart.p99 <= P99_GOAL_MS ? 'met' : 'NOT met'}
joining   ${figures.joinHeartMs.length} hearts in the first ${JOIN_SECONDS} s (every player's first polls at a server just started), apart from the above: p50 ${join.p50} p99 ${join.p99} max ${join.max} ms
bets      placed ${bets.placed}, accepted ${bets.accepted}, refused ${JSON.stringify(bets.refused)}
          errors ${betErrors} ${JSON.stringify(bets.errors)}; rounds seen (game:issue) ${figures.issues.size}
server    polls it spent over 500 ms on: ${serverSlowPollsOver500ms}
generator timer lag p99 ${generator.timerLag.p99} ms, late polls ${generator.latePolls}, event-loop delay p99 ${generator.eventLoopDelayMs.p99} ms
          requests waiting for a socket p50 ${generator.waitingForSocket.p50} max ${generator.waitingForSocket.max}
cpu cores ${JSON.stringify(cpuCores)}`);
  for (const [name, check] of Object.entries(verify))
    console.log(`${name}:verify ${check.ok ? 'green' : 'RED'}: ${check.output.join(' | ')}`);
  return {
    at: new Date().toISOString(),
    options: {
      players: PLAYERS,
      seconds: SECONDS,
      workers: WORKERS,
      sockets: SOCKETS,
      generatorThreads: GENERATOR_THREADS,
      pollMs: POLL_MS,
      betShare: 1 / BETTOR_EVERY,
      ...LOTTERY_ENV,
    },
    seedSeconds,
    heart: {
      ...heart,
      joining: { seconds: JOIN_SECONDS, requests: figures.joinHeartMs.length, ...join },
      errors: heartErrors,
      errorsByCode: figures.heartErrors,
      goalP99Ms: P99_GOAL_MS,
      p99ok: heart.p99 <= P99_GOAL_MS,
    },
    windows: figures.windows,
    rounds: figures.issues.size,
    bets: { ...bets, errors: betErrors, errorsByCode: bets.errors },
    serverSlowPollsOver500ms,
    generator,
    cpuCores,
    verify,
    ok: heartErrors === 0 && betErrors === 0 && verify.ledger.ok && verify.chain.ok,
  };
}

const schema = `players_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: DATABASE_URL });
await admin.connect();
await admin.query(`create schema ${schema}`);
try {
  console.log(`${PLAYERS} players for ${SECONDS} s, ${WORKERS} worker(s), PostgreSQL schema ${schema}, ${os.cpus().length} cores shared`);
  const figures = await run(schema);
  const result = report(figures, { ledger: ops('ledger:verify', schema), chain: ops('chain:verify', schema) });
  const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  fs.mkdirSync(folder, { recursive: true });
  const out = path.join(folder, `players-${result.at.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(out, JSON.stringify(result, null, 2));
  console.log(`\nfigures written to ${path.relative(process.cwd(), out)}; ${result.ok ? 'ok' : 'FAILED'}`);
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
}
