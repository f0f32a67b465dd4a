// `npm run bench:players -w api`: PLAYERS simulated players (default 10,000), each with its own session, against the
// built api started as `npm start` runs it (WORKERS processes, default 2) on a fresh PostgreSQL schema (DATABASE_URL,
// default the local test database; dropped after), in one of two modes (MODE, default live):
// - live (issue 30, docs/live-channel.md): every player holds its own TCP connection and its own Server-Sent Events
//   stream to GET /api/live?lang=en&game_id=G&plan_id=P (players/live.mjs, players/sse.mjs). The generator runs as
//   several processes (players/liveProcess.mjs), each holding at most 3/4 of the open-file limit in sockets, 5,000
//   a loopback source address (127.0.0.2, .3, ...); the server's workers hold theirs too, so WORKERS is raised (and
//   the reason printed) when PLAYERS do not fit. Players join at JOIN_RATE a second (default 1,000; 50,000 on 4
//   workers needed 500: at 1,000 the cluster's primary piled up accepted connections to its file limit): how long
//   it took, how many got their snapshot, failures by reason, the most files the primary held. Then they play for
//   SECONDS (default 120): change-to-delivery of every bet in every `bets` frame and of every `round` frame each
//   player receives (receipt time minus the frame's `at`), stream closures and reconnects (with backoff).
//   GENERATOR_PROFILE=<dir> writes a cpu profile of each generator process.
// - poll: the heartbeat as before issue 30: each player polls its room's heartbeat every 2 s (spread evenly,
//   jittered) on shared undici sockets (players/load.mjs, GENERATOR_THREADS threads); the first 10 s (every player's
//   first polls at a server just started) are measured and printed apart, then SECONDS more (heart latency from the
//   request's start, a wait for a shared socket included; errors by code). Goal (issue 15): heart p99 <= 50 ms.
// In both, 5% of the players bet once per round through playOrder (same bet rate in both modes); it prints the
// bets' answer times and outcomes, where the cores went (server, PostgreSQL, generator apart) and the server's
// memory, per 1,000 players too, and a summary line for a table; runs `ops ledger:verify` and `ops chain:verify` on
// the schema, writes the figures to bench/results/ and exits 1 on any error, missing stream or red check.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { childrenOf, coresUsed, cpuSeconds, postmasterPid } from './players/cpu.mjs';
import { openFileLimit, sampleServer, serverProcesses, socketsPerProcess } from './players/limits.mjs';
import { driveLive } from './players/live.mjs';
import { BETTOR_EVERY, GENERATOR_THREADS, JOIN_SECONDS, POLL_MS, SOCKETS, drive, percentiles, total } from './players/load.mjs';
import { apiDir, roomsOf, seedPlayers, startApi } from './players/setup.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');

const MODE = process.env.MODE || 'live';
if (!['live', 'poll'].includes(MODE)) throw new Error(`MODE must be live or poll, got ${MODE}`);
const PLAYERS = Number(process.env.PLAYERS || 10_000);
const SECONDS = Number(process.env.SECONDS || 120);
const ASKED_WORKERS = Number(process.env.WORKERS || 2);
const FILE_LIMIT = openFileLimit();
/** Live: every worker holds its share of the streams (the cluster hands connections out in turn). */
const WORKERS_THAT_FIT = Math.ceil(PLAYERS / socketsPerProcess(FILE_LIMIT));
const WORKERS = MODE === 'live' ? Math.max(ASKED_WORKERS, WORKERS_THAT_FIT) : ASKED_WORKERS;
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/**
 * The product's rounds (3.5 min), always open so a run at any hour has them: 5% of the players betting once a round
 * is the bet rate a room of that size sees. ROUND_SECONDS=30 (5 s sealed) is a stress setting: seven times the bets.
 */
const ROUND_SECONDS = process.env.ROUND_SECONDS;
const LOTTERY_ENV = {
  LOTTERY_ALWAYS_OPEN: '1',
  ...(ROUND_SECONDS ? { LOTTERY_ROUND_SECONDS: ROUND_SECONDS, LOTTERY_SEAL_SECONDS: String(Math.min(5, Number(ROUND_SECONDS) / 2)) } : {}),
};
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

const seconds = (since) => (performance.now() - since) / 1000;

/** Live mode: cpu read at the phases' edges (joining, then the measured phase), the server's processes once joined. */
async function runLive(api, rooms, tokens, postgresPid) {
  const at = {};
  let generatorPids = [];
  const read = () => ({ t: performance.now(), cpu: cpuSeconds(api.pid, postgresPid, generatorPids) });
  let processesJoined = null;
  let joining = null;
  let memory = null;
  const figures = await driveLive({
    port: api.port,
    rooms,
    tokens,
    seconds: SECONDS,
    marks: {
      start: (pids) => {
        generatorPids = pids;
        at.start = read();
        joining = sampleServer(api.pid, 1_000);
      },
      joined: () => {
        at.joined = read();
        joining = joining.stop();
        processesJoined = serverProcesses(api.pid);
        memory = sampleServer(api.pid);
      },
      end: () => {
        at.end = read();
        memory = memory.stop(); // before the generator closes its streams
      },
    },
  });
  const cores = (from, to) => coresUsed(from.cpu, to.cpu, (to.t - from.t) / 1000);
  return {
    figures,
    cpuCores: { joining: cores(at.start, at.joined), measured: cores(at.joined, at.end) },
    processesJoined,
    primaryPeakFilesJoining: joining.primaryPeakFiles,
    memory,
  };
}

/** Seeds the players, starts the server, drives the load of MODE: its figures, the cores used, the server's memory. */
async function run(schema) {
  const started = performance.now();
  const tokens = await seedPlayers({ databaseUrl: DATABASE_URL, schema, count: PLAYERS, funds: FUNDS });
  const seedSeconds = Math.round(seconds(started) * 10) / 10;
  console.log(`seeded ${tokens.length} members with a session and ${FUNDS / 100}u each in ${seedSeconds} s`);
  const api = await startApi({ databaseUrl: DATABASE_URL, schema, env: { ...LOTTERY_ENV, WORKERS: String(WORKERS) } });
  try {
    const rooms = await roomsOf(api.url, tokens[0], FUNDS);
    const serverProcessCount = 1 + childrenOf(api.pid).length;
    const idleMb = serverProcesses(api.pid).reduce((sum, p) => sum + (p.rssMb ?? 0), 0);
    console.log(`server up (${serverProcessCount} process(es), ${idleMb} MB resident); ${rooms.length} rooms; ${MODE} load running`);
    const postgresPid = postmasterPid();
    if (MODE === 'live')
      return { seedSeconds, idleMb, ...(await runLive(api, rooms, tokens, postgresPid)), serverSlowPollsOver500ms: api.slowPolls() };
    const before = cpuSeconds(api.pid, postgresPid);
    const memory = sampleServer(api.pid);
    const figures = await drive({ port: api.port, rooms, tokens, seconds: SECONDS });
    const cpuCores = { measured: coresUsed(before, cpuSeconds(api.pid, postgresPid), JOIN_SECONDS + figures.seconds) };
    return { seedSeconds, idleMb, figures, cpuCores, memory: memory.stop(), serverSlowPollsOver500ms: api.slowPolls() };
  } catch (error) {
    console.error(api.tail());
    throw error;
  } finally {
    await api.close();
  }
}

const perThousand = (value) => Math.round((value / (PLAYERS / 1000)) * 1000) / 1000;
const pct = (share) => (share == null ? 'n/a' : `${Math.round(share * 1000) / 10}%`);

/** The server's cost of the measured phase, in total and per 1,000 players. */
function costs({ cpuCores, memory, idleMb }) {
  const server = cpuCores.measured.server;
  return {
    serverCores: server,
    serverCoresPer1k: perThousand(server),
    rssPeakMb: memory.peakMb,
    rssMbPer1k: perThousand(memory.peakMb),
    rssIdleMb: idleMb,
    rssAddedMbPer1k: perThousand(memory.peakMb - idleMb),
    // Apart: PostgreSQL, the load generator, and whatever else ran on the box (a shared box skews every figure).
    postgresCores: cpuCores.measured.postgres,
    generatorCores: cpuCores.measured.generator,
    otherCores: cpuCores.measured.other,
  };
}

function printCosts(run, cost) {
  for (const [phase, cores] of Object.entries(run.cpuCores)) console.log(`cpu cores ${phase}: ${JSON.stringify(cores)}`);
  console.log(
    `server    cpu ${cost.serverCores} cores (${cost.serverCoresPer1k} per 1k players); resident ${cost.rssPeakMb} MB at peak` +
      ` (${cost.rssMbPer1k} MB per 1k; ${cost.rssIdleMb} MB idle before the load: ${cost.rssAddedMbPer1k} MB per 1k added)`,
  );
  console.log(`          processes at the end: ${JSON.stringify(run.memory.processes)} (files: open file descriptors)`);
}

const SUMMARY_HEAD =
  '| mode | N | workers | connected | bets c2d p50/p99 ms | rounds c2d p50/p99 ms | within 1 s bets/rounds | bets p99 ms | errors | server cores | cores per 1k | RSS MB per 1k | pg / generator / other cores |';

function summaryLine(row) {
  return `| ${row.mode} | ${row.n} | ${row.workers} | ${row.connected} | ${row.bets} | ${row.rounds} | ${row.within} | ${row.betP99} | ${row.errors} | ${row.cost.serverCores} | ${row.cost.serverCoresPer1k} | ${row.cost.rssMbPer1k} | ${row.cost.postgresCores} / ${row.cost.generatorCores} / ${row.cost.otherCores} |`;
}

function reportLive(run) {
  const { figures } = run;
  const { join, delivery, bets } = figures;
  const cost = costs(run);
  const betErrors = total(bets.errors);
  const closures = total(figures.closures);
  const joinFailures = total(join.failures);
  const missing = PLAYERS - figures.open;
  const errors = betErrors + closures + missing;
  const betRate = Math.round((bets.placed / figures.seconds) * 10) / 10;
  console.log(`
joining   ${join.snapshots} of ${PLAYERS} got their snapshot in ${join.seconds} s at ${figures.joinRate}/s asked; connect to snapshot p50 ${join.msToSnapshot.p50} p99 ${join.msToSnapshot.p99} max ${join.msToSnapshot.max} ms
          failures (retried) ${joinFailures} ${JSON.stringify(join.failures)}
          server processes once joined (files = open descriptors; the primary hands connections off): ${JSON.stringify(run.processesJoined)}
          the primary held up to ${run.primaryPeakFilesJoining} open files while players joined (limit ${FILE_LIMIT}${run.primaryPeakFilesJoining >= FILE_LIMIT * 0.95 ? ': AT THE LIMIT, connections were accepted and dropped' : ''})
streams   ${Math.round(figures.seconds)} s measured: ${figures.open} open at the end; closures ${closures} ${JSON.stringify(figures.closures)}, reconnects ${figures.reconnects} (${figures.snapshotsAfterReconnect} snapshots again)
          frames read by the measured players (one in 7; the rest read bytes only) ${JSON.stringify(figures.frames)}, keep-alive comments ${figures.comments}
delivery  bets (each bet in each bets frame each measured player got): ${delivery.bets.count}, p50 ${delivery.bets.p50} p99 ${delivery.bets.p99} max ${delivery.bets.max} ms, within 1 s ${pct(delivery.bets.within1s)}
          rounds (each round frame each measured player got): ${delivery.rounds.count}, p50 ${delivery.rounds.p50} p99 ${delivery.rounds.p99} max ${delivery.rounds.max} ms, within 1 s ${pct(delivery.rounds.within1s)}
          ${Object.entries(delivery.roundKinds)
            .map(([kind, h]) => `${kind} ${h.count}: p50 ${h.p50} p99 ${h.p99} within 1 s ${pct(h.within1s)}`)
            .join('; ')}
bets      ${betRate} bets/s (5% of players once a round); placed ${bets.placed}, accepted ${bets.accepted}, refused ${JSON.stringify(bets.refused)}
          answer p50 ${bets.ms.p50} p99 ${bets.ms.p99} max ${bets.ms.max} ms; errors ${betErrors} ${JSON.stringify(bets.errors)}
generator ${figures.generatorProcesses} processes from ${figures.sourceAddresses.join(', ')}; event-loop delay p99 ${figures.eventLoopDelayMs.p99} max ${figures.eventLoopDelayMs.max} ms`);
  printCosts(run, cost);
  const row = {
    mode: 'live',
    n: PLAYERS,
    workers: WORKERS,
    connected: figures.open,
    bets: `${delivery.bets.p50} / ${delivery.bets.p99}`,
    rounds: `${delivery.rounds.p50} / ${delivery.rounds.p99}`,
    within: `${pct(delivery.bets.within1s)} / ${pct(delivery.rounds.within1s)}`,
    betP99: bets.ms.p99,
    errors,
    cost,
  };
  return { row, errors, details: { betRate, betErrors, closures, missing, joinFailures } };
}

function reportPoll(run) {
  const { figures } = run;
  const cost = costs(run);
  const heart = {
    requests: figures.heartMs.length,
    rps: Math.round(figures.heartMs.length / figures.seconds),
    ...percentiles(figures.heartMs),
  };
  const join = percentiles(figures.joinHeartMs);
  const betMs = percentiles(figures.betMs);
  const { bets } = figures;
  const [heartErrors, betErrors] = [total(figures.heartErrors), total(bets.errors)];
  const betRate = Math.round((bets.placed / (JOIN_SECONDS + figures.seconds)) * 10) / 10;
  // The heartbeat carries no change times: a change waits for the player's next poll (0-2 s, even) plus its answer.
  const estimate = {
    p50: Math.round(POLL_MS / 2 + heart.p50),
    p99: Math.round(POLL_MS * 0.99 + heart.p99),
    within1s: Math.max(0, Math.round(((1000 - heart.p50) / POLL_MS) * 100) / 100),
  };
  console.log(`
heart     ${SECONDS} s after joining: ${heart.requests} requests, ${heart.rps} req/s, p50 ${heart.p50} p95 ${heart.p95} p99 ${heart.p99} max ${heart.max} ms
          errors ${heartErrors} ${JSON.stringify(figures.heartErrors)}; goal p99 <= ${P99_GOAL_MS} ms: ${heart.p99 <= P99_GOAL_MS ? 'met' : 'NOT met'}
joining   ${figures.joinHeartMs.length} hearts in the first ${JOIN_SECONDS} s (every player's first polls at a server just started), apart from the above: p50 ${join.p50} p99 ${join.p99} max ${join.max} ms
delivery  not measured (the heartbeat carries no change times); a change waits for the next poll: ~p50 ${estimate.p50} ~p99 ${estimate.p99} ms, ~${pct(estimate.within1s)} within 1 s
bets      ${betRate} bets/s (5% of players once a round); placed ${bets.placed}, accepted ${bets.accepted}, refused ${JSON.stringify(bets.refused)}
          answer p50 ${betMs.p50} p99 ${betMs.p99} max ${betMs.max} ms; errors ${betErrors} ${JSON.stringify(bets.errors)}; rounds seen (game:issue) ${figures.issues.size}
server    polls it spent over 500 ms on: ${run.serverSlowPollsOver500ms}
generator ${GENERATOR_THREADS} threads; timer lag p99 ${percentiles(figures.timerLagMs).p99} ms, late polls ${figures.latePolls}, event-loop delay p99 ${figures.eventLoopDelayMs.p99} ms
          requests waiting for a socket p50 ${percentiles(figures.waitingForSocket).p50} max ${percentiles(figures.waitingForSocket).max}`);
  printCosts(run, cost);
  const errors = heartErrors + betErrors;
  const row = {
    mode: 'poll',
    n: PLAYERS,
    workers: WORKERS,
    connected: PLAYERS,
    bets: `~${estimate.p50} / ~${estimate.p99}`,
    rounds: `~${estimate.p50} / ~${estimate.p99}`,
    within: `~${pct(estimate.within1s)} / ~${pct(estimate.within1s)}`,
    betP99: betMs.p99,
    errors,
    cost,
  };
  return {
    row,
    errors,
    details: {
      betRate,
      heart: {
        ...heart,
        joining: { seconds: JOIN_SECONDS, requests: figures.joinHeartMs.length, ...join },
        errorsByCode: figures.heartErrors,
        goalP99Ms: P99_GOAL_MS,
      },
      betMs,
      deliveryEstimate: estimate,
      windows: figures.windows,
      rounds: figures.issues.size,
    },
  };
}

const schema = `players_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: DATABASE_URL });
await admin.connect();
await admin.query(`create schema ${schema}`);
try {
  console.log(
    `${MODE} mode: ${PLAYERS} players for ${SECONDS} s, ${WORKERS} worker(s), PostgreSQL schema ${schema}, ${os.cpus().length} cores shared`,
  );
  if (WORKERS > ASKED_WORKERS)
    console.log(
      `WORKERS raised from ${ASKED_WORKERS} to ${WORKERS}: the open-file limit is ${FILE_LIMIT} a process (/proc/self/limits) and each worker` +
        ` holds its streams; ${PLAYERS} streams need ${WORKERS} workers at <= ${socketsPerProcess(FILE_LIMIT)} each (3/4 of the limit, the rest for the database and files)`,
    );
  const figures = await run(schema);
  const verify = { ledger: ops('ledger:verify', schema), chain: ops('chain:verify', schema) };
  const { row, errors, details } = MODE === 'live' ? reportLive(figures) : reportPoll(figures);
  for (const [name, check] of Object.entries(verify))
    console.log(`${name}:verify ${check.ok ? 'green' : 'RED'}: ${check.output.join(' | ')}`);
  const ok = errors === 0 && verify.ledger.ok && verify.chain.ok;
  console.log(`\n${SUMMARY_HEAD}\n${summaryLine(row)}`);
  const result = {
    at: new Date().toISOString(),
    mode: MODE,
    options: {
      players: PLAYERS,
      seconds: SECONDS,
      workers: WORKERS,
      askedWorkers: ASKED_WORKERS,
      fileLimit: FILE_LIMIT,
      betShare: 1 / BETTOR_EVERY,
      ...LOTTERY_ENV,
    },
    seedSeconds: figures.seedSeconds,
    summary: row,
    ...details,
    figures:
      MODE === 'live'
        ? figures.figures
        : {
            bets: { ...figures.figures.bets },
            eventLoopDelayMs: figures.figures.eventLoopDelayMs,
            sockets: SOCKETS,
            generatorThreads: GENERATOR_THREADS,
          },
    cpuCores: figures.cpuCores,
    memory: figures.memory,
    processesJoined: figures.processesJoined,
    primaryPeakFilesJoining: figures.primaryPeakFilesJoining,
    verify,
    ok,
  };
  const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  fs.mkdirSync(folder, { recursive: true });
  const out = path.join(folder, `players-${MODE}-${PLAYERS}-${result.at.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(out, JSON.stringify(result, null, 2));
  console.log(`\nfigures written to ${path.relative(process.cwd(), out)}; ${ok ? 'ok' : 'FAILED'}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
}
