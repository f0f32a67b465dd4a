// The live mode's load (issue 30): every player holds its own stream to GET /api/live on its own socket. The
// players are shared out over generator processes (liveProcess.mjs; processes, not threads: the 20,000 open-file
// limit is per process), each with its own loopback source addresses (127.0.0.2, .3...). They join at JOIN_RATE a
// second across the generator, then play for `seconds` (the measured phase); the figures of every process are
// merged here.
import { fork } from 'node:child_process';
import { histogram, mergeInto, summary } from './histogram.mjs';
import { socketsPerProcess } from './limits.mjs';

/** Streams opened a second, the whole generator (Node's accept backlog is 511: a burst beyond it meets SYN retries). */
export const JOIN_RATE = Number(process.env.JOIN_RATE || 1_000);
/** Joining gives up this long after the last player's first connect (those left count as not connected). */
const JOIN_GRACE_MS = 30_000;
/**
 * Streams from one source address. A socket given a local address is bound before it connects, and Linux's bind
 * takes ephemeral ports from half the range (32768-60999: ~14k) before scanning the rest. A 50k run with 12,500 an
 * address (plus reconnects' TIME_WAIT, joining at 1,000/s) saw the generator's event loop stall up to 94 s, bind()
 * scanning being the likely cause (not proven); with 5,000 an address (and 500/s) the worst stall was 2.9 s.
 */
const STREAMS_PER_ADDRESS = 5_000;

/** What a measured round frame changed (liveProcess.mjs roundKind). */
export const ROUND_KINDS = ['drawn', 'open', 'seal', 'other'];

export function generatorProcesses(players) {
  return Math.max(2, Math.ceil(players / socketsPerProcess()));
}

const sumTally = (tallies) => tallies.reduce((all, t) => (Object.entries(t).forEach(([k, n]) => (all[k] = (all[k] ?? 0) + n)), all), {});
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the players ({ token } each, spread over `rooms` by index) against `port`. `marks` is called at the
 * phases' edges ('start' with the generator's pids, 'joined', 'end') so the caller can read cpu and memory there.
 * Answers the merged figures.
 */
export async function driveLive({ port, rooms, tokens, seconds, marks }) {
  const count = generatorProcesses(tokens.length);
  // GENERATOR_PROFILE=<dir>: a V8 cpu profile of each generator process there (is the generator the bottleneck?).
  const execArgv = process.env.GENERATOR_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.GENERATOR_PROFILE}`] : [];
  const children = Array.from({ length: count }, () => fork(new URL('./liveProcess.mjs', import.meta.url), { stdio: 'inherit', execArgv }));
  const bettor = fork(new URL('./bettor.mjs', import.meta.url), { stdio: 'inherit', execArgv });
  const latest = children.map(() => null);
  const ready = children.map(
    (child, k) =>
      new Promise((resolve, reject) => {
        child.on('message', (message) => {
          if (message.ready) resolve();
          if (message.progress) latest[k] = message.progress;
        });
        child.once('exit', (code) => code && reject(new Error(`generator process ${k} exited ${code}`)));
      }),
  );
  await Promise.all([...ready, new Promise((resolve) => bettor.once('message', resolve))]);
  const pids = [...children, bettor].map((child) => child.pid);
  marks.start?.(pids);

  // Joining: process k gets players k, k+count, ... (every process joins its share at the same pace).
  const perProcess = children.map((_, k) => tokens.map((token, index) => ({ index, token })).filter(({ index }) => index % count === k));
  // Process k's addresses: 127.0.0.(2 + k), (2 + k + count), ...; its players take them in turn.
  const addressesEach = Math.ceil(Math.max(...perProcess.map((p) => p.length)) / STREAMS_PER_ADDRESS);
  const addresses = children.map((_, k) => Array.from({ length: addressesEach }, (_, a) => `127.0.0.${2 + k + a * count}`));
  children.forEach((child, k) =>
    child.send({ start: { port, rooms, players: perProcess[k], localAddresses: addresses[k], joinPerSecond: JOIN_RATE / count } }),
  );
  bettor.send({ start: { port, rooms, players: tokens.map((token, index) => ({ index, token })), hallToken: tokens[0] } });
  const joinStarted = performance.now();
  const lastConnectMs = (tokens.length / JOIN_RATE) * 1000;
  const joinedCount = () => latest.reduce((sum, p) => sum + (p?.snapshots ?? 0), 0);
  for (let shown = 0; joinedCount() < tokens.length && performance.now() - joinStarted < lastConnectMs + JOIN_GRACE_MS;) {
    await sleep(250);
    const t = Math.floor((performance.now() - joinStarted) / 5_000);
    if (t > shown) {
      shown = t;
      const failures = sumTally(latest.map((p) => p?.failures ?? {}));
      console.log(`  joining ${t * 5}s: ${joinedCount()} snapshots, failures ${JSON.stringify(failures)}`);
    }
  }
  const joinSeconds =
    Math.round((Math.max(...latest.map((p) => p.lastSnapshotAt)) - Math.min(...latest.map((p) => p.startedAt))) / 100) / 10;
  const joined = joinedCount();
  console.log(`  joined: ${joined} of ${tokens.length} got their snapshot in ${joinSeconds} s (asked ${JOIN_RATE}/s)`);
  marks.joined?.();

  // The measured phase.
  [...children, bettor].forEach((child) => child.send({ measure: true }));
  const measureStarted = performance.now();
  for (let t = 10; t <= seconds; t += 10) {
    await sleep(measureStarted + t * 1000 - performance.now());
    const open = latest.reduce((sum, p) => sum + (p?.open ?? 0), 0);
    console.log(`  ${t}s: ${open} streams open`);
  }
  await sleep(measureStarted + seconds * 1000 - performance.now());
  const measuredSeconds = (performance.now() - measureStarted) / 1000;
  marks.end?.();

  const [bets, ...parts] = await Promise.all(
    [bettor, ...children].map(
      (child) =>
        new Promise((resolve) => {
          child.on('message', (message) => message.figures && resolve(message.figures));
          child.send({ stop: true });
        }),
    ),
  );
  const merged = (key) => parts.reduce((h, part) => mergeInto(h, part[key]), histogram());
  const sum = (pick) => parts.reduce((n, part) => n + pick(part), 0);
  return {
    generatorProcesses: count,
    sourceAddresses: addresses.flat(),
    joinRate: JOIN_RATE,
    join: {
      seconds: joinSeconds,
      snapshots: joined,
      failures: sumTally(parts.map((p) => p.join.failures)),
      msToSnapshot: summary(parts.reduce((h, part) => mergeInto(h, part.join.msToSnapshot), histogram())),
    },
    seconds: measuredSeconds,
    open: sum((p) => p.open),
    delivery: {
      bets: summary(merged('bets')),
      rounds: summary(merged('rounds')),
      roundKinds: Object.fromEntries(
        ROUND_KINDS.map((kind) => [kind, summary(parts.reduce((h, part) => mergeInto(h, part.roundKinds[kind]), histogram()))]),
      ),
    },
    frames: sumTally(parts.map((p) => p.frames)),
    comments: sum((p) => p.comments),
    closures: sumTally(parts.map((p) => p.closures)),
    reconnects: sum((p) => p.reconnects),
    snapshotsAfterReconnect: sum((p) => p.snapshots),
    bets: { ...bets, ms: summary(mergeInto(histogram(), bets.betMs)), betMs: undefined },
    eventLoopDelayMs: {
      p99: Math.max(...parts.map((p) => p.eventLoopDelayMs.p99)),
      max: Math.max(...parts.map((p) => p.eventLoopDelayMs.max)),
    },
  };
}
