// The players bench's load: every player polls its room's heartbeat every 2 s on shared keep-alive sockets, and
// 5% of them bet once per round; what each answer was is tallied. The generator shares the server's cores, so it is
// kept light: undici's pool (about 0.6 of a core at 5,000 polls a second where node:http took 0.8), and the players
// shared out over GENERATOR_THREADS worker threads (default 2): one event loop lagged by about the goal itself, and
// a late callback is latency the player would not see from the server.
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const { endpoints } = require('shared-contracts/api');
// Our wire: without the header the api answers as to the legacy client (api/src/http/legacy).
const { CLIENT_HEADER, OUR_CLIENT } = require('shared-contracts');
const { Pool } = require('undici');

export const POLL_MS = 2_000;
const JITTER_MS = 100;
/** One player in 20 (5%) bets in a round; the set changes every round. */
export const BETTOR_EVERY = 20;
/** Keep-alive sockets the players share (a real client has one each; the server's per-connection work is not the point). */
export const SOCKETS = 256;
export const GENERATOR_THREADS = Math.max(1, Number(process.env.GENERATOR_THREADS || 2));
const WINDOW_MS = 10_000;
/**
 * The players join first: every player's first polls, in the first window, meet a server just started (cold code,
 * no session or balance in memory yet). Measured and printed apart; the run's figures are the `seconds` after it.
 */
export const JOIN_SECONDS = WINDOW_MS / 1000;
const TIMEOUT_MS = 10_000;
/** The players' language: refusals print in English. */
const LANG = 'en';
/** Refusals a well-formed bet can meet through timing alone: the round sealed, or moved on, before it arrived. */
const TIMING_REFUSALS = new Set([40002, 40003]);

/** A JSON POST on the shared sockets (an undici Pool); answers { status, json, ms } or { error, ms }, never throws. */
async function postJson(pool, pathname, body, headers) {
  const started = performance.now();
  try {
    const res = await pool.request({
      path: pathname,
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_HEADER]: OUR_CLIENT, ...headers },
      body: JSON.stringify(body),
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
    const text = await res.body.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // no envelope: failureOf counts it
    }
    return { status: res.statusCode, json, ms: performance.now() - started };
  } catch (err) {
    return { error: err.code || err.message, ms: performance.now() - started };
  }
}

/** Why an answer is not a success: the transport error, the HTTP status or the envelope's code; null when it is one. */
function failureOf(answer) {
  if (answer.error) return answer.error;
  if (answer.status !== 200) return `http ${answer.status}`;
  if (answer.json?.code !== 1) return `code ${answer.json?.code}`;
  return null;
}

export function percentiles(values) {
  const sorted = Float64Array.from(values).sort();
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (ms) => Math.round(ms * 10) / 10;
  return { p50: round(at(0.5)), p95: round(at(0.95)), p99: round(at(0.99)), max: round(sorted[sorted.length - 1] ?? 0) };
}

const count = (tally, key) => (tally[key] = (tally[key] ?? 0) + 1);
export const total = (tally) => Object.values(tally).reduce((sum, n) => sum + n, 0);
const jitter = () => (Math.random() * 2 - 1) * JITTER_MS;

/**
 * Runs some of the players ({ index, token }, of `total`, spread over the rooms by index) against the server on
 * `port` from `startAt` (Date.now() time) for JOIN_SECONDS then `seconds`, on `sockets` sockets; `onWindow(heartMs)` gets the
 * latencies of every WINDOW_MS. Answers the figures: every heartbeat's latency and failures, the bets' outcomes, the
 * rounds seen, and the generator's own delays (a late timer, a request waiting for a socket: both in the latency a
 * player sees).
 */
export async function driveSlice({ port, rooms, players: mine, total: everyone, startAt, seconds, sockets, onWindow }) {
  const figures = {
    heartMs: [],
    heartErrors: {},
    /** How late a poll's timer fired, and polls sent at once because the previous answer came after their time. */
    timerLagMs: [],
    latePolls: 0,
    /** Requests waiting for one of the SOCKETS, every second. */
    waitingForSocket: [],
    issues: new Set(),
    bets: { placed: 0, accepted: 0, refused: {}, errors: {} },
    /** playOrder answer times. */
    betMs: [],
  };
  const target = new Pool(`http://127.0.0.1:${port}`, { connections: sockets });
  const start = performance.now() + (startAt - Date.now());
  const end = start + (JOIN_SECONDS + seconds) * 1000;
  const betting = [];

  async function bet(player, issue) {
    const { room } = player;
    const rule = room.rules[Math.floor(Math.random() * room.rules.length)];
    figures.bets.placed += 1;
    const answer = await postJson(
      target,
      endpoints.playOrder.path,
      { issue, plan_id: room.planId, game_id: room.gameId, play_type: String(rule.class), money: rule.min_money, lang: LANG },
      { token: player.token, 'idempotency-key': `players-${player.index}-${issue}` },
    );
    figures.betMs.push(answer.ms);
    const failure = failureOf(answer);
    if (!failure) figures.bets.accepted += 1;
    else if (answer.status === 200 && TIMING_REFUSALS.has(answer.json?.code) && answer.json.msg)
      count(figures.bets.refused, answer.json.msg);
    else count(figures.bets.errors, failure);
  }

  /** A bettor of this round bets once, at a random moment before the round seals (a late answer may meet the seal). */
  function maybeBet(player, round) {
    if (!round || round.whether_close || player.betOn === round.issue) return;
    if ((player.index + Number(round.issue)) % BETTOR_EVERY !== 0) return;
    player.betOn = round.issue;
    // openTime1 is rounded up: its last second may already be sealed.
    const delay = Math.random() * Math.max(0, round.openTime1 - 1) * 1000;
    if (performance.now() + delay < end) betting.push(sleep(delay).then(() => bet(player, round.issue)));
  }

  /** One poll in flight per player, as the app does: an answer later than the next poll's time sends it at once. */
  async function play(player) {
    const body = { plan_id: player.room.planId, game_id: player.room.gameId, lang: LANG };
    let due = start + (player.index / everyone) * POLL_MS + jitter();
    while (due < end) {
      const wait = due - performance.now();
      if (wait > 0) {
        await sleep(wait);
        figures.timerLagMs.push(performance.now() - due);
      } else figures.latePolls += 1;
      const answer = await postJson(target, endpoints.heart.path, body, { token: player.token });
      figures.heartMs.push(answer.ms);
      const failure = failureOf(answer);
      if (failure) count(figures.heartErrors, failure);
      else {
        figures.issues.add(`${player.room.gameId}:${answer.json.data.issue?.issue}`);
        maybeBet(player, answer.json.data.issue);
      }
      due = Math.max(due + POLL_MS + jitter(), performance.now());
    }
  }

  if (start > performance.now()) await sleep(start - performance.now());
  const waiting = () => target.stats.queued;
  const sampler = setInterval(() => figures.waitingForSocket.push(waiting()), 1000);
  let shown = 0;
  /** Hearts answered while the players joined (the first window). */
  let joined = null;
  const windows = setInterval(() => {
    onWindow(figures.heartMs.slice(shown));
    shown = figures.heartMs.length;
    joined ??= shown;
  }, WINDOW_MS);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const players = mine.map(({ index, token }) => ({ index, token, room: rooms[index % rooms.length], betOn: null }));
  await Promise.all(players.map(play));
  await Promise.all(betting);
  loop.disable();
  clearInterval(windows);
  clearInterval(sampler);
  await target.close();
  figures.eventLoopDelayMs = { p99: Math.round(loop.percentile(99) / 1e6), max: Math.round(loop.max / 1e6) };
  figures.seconds = (performance.now() - start) / 1000 - JOIN_SECONDS;
  figures.joinHeartMs = figures.heartMs.slice(0, joined ?? figures.heartMs.length);
  figures.heartMs = figures.heartMs.slice(joined ?? figures.heartMs.length);
  return figures;
}

/**
 * Runs the players (a token each, spread over the rooms) against the server on `port` for `seconds`, shared out
 * over GENERATOR_THREADS threads (players/thread.mjs), printing each window's hearts and p99. Answers the figures of
 * driveSlice merged, with `windows` (every 10 s: hearts answered and their p99; the first is the players joining) and
 * `joinHeartMs` (the first window's latencies; `heartMs` holds the rest).
 */
export async function drive({ port, rooms, tokens, seconds }) {
  const startAt = Date.now() + 1_000; // every thread started and ready
  const windows = [];
  const pending = [];
  const slices = Array.from({ length: GENERATOR_THREADS }, (_, k) =>
    tokens.map((token, index) => ({ index, token })).filter(({ index }) => index % GENERATOR_THREADS === k),
  );
  const parts = await Promise.all(
    slices.map(
      (players) =>
        new Promise((resolve, reject) => {
          const thread = new Worker(new URL('./thread.mjs', import.meta.url), {
            workerData: { port, rooms, players, total: tokens.length, startAt, seconds, sockets: Math.ceil(SOCKETS / GENERATOR_THREADS) },
          });
          let n = 0;
          thread.on('message', (message) => {
            if (message.figures) return resolve(message.figures);
            // A window is printed once every thread has sent its part of it.
            const window = (pending[n] ??= { t: ((n + 1) * WINDOW_MS) / 1000, parts: 0, heartMs: [] });
            n += 1;
            window.heartMs.push(...message.heartMs);
            window.parts += 1;
            if (window.parts < GENERATOR_THREADS) return;
            const { p99 } = percentiles(window.heartMs);
            windows.push({ t: window.t, hearts: window.heartMs.length, p99 });
            console.log(
              `  ${window.t}s${window.t === JOIN_SECONDS ? ' (join)' : ''}: ${window.heartMs.length} hearts in the last 10 s, p99 ${p99} ms`,
            );
          });
          thread.once('error', reject);
        }),
    ),
  );
  const sum = (pick) => parts.reduce((n, part) => n + pick(part), 0);
  const tally = (pick) =>
    parts.map(pick).reduce((all, t) => (Object.entries(t).forEach(([k, n]) => (all[k] = (all[k] ?? 0) + n)), all), {});
  return {
    heartMs: parts.flatMap((part) => part.heartMs),
    joinHeartMs: parts.flatMap((part) => part.joinHeartMs),
    betMs: parts.flatMap((part) => part.betMs),
    heartErrors: tally((part) => part.heartErrors),
    timerLagMs: parts.flatMap((part) => part.timerLagMs),
    latePolls: sum((part) => part.latePolls),
    waitingForSocket: parts[0].waitingForSocket.map((_, i) => sum((part) => part.waitingForSocket[i] ?? 0)),
    windows,
    issues: new Set(parts.flatMap((part) => [...part.issues])),
    bets: {
      placed: sum((part) => part.bets.placed),
      accepted: sum((part) => part.bets.accepted),
      refused: tally((part) => part.bets.refused),
      errors: tally((part) => part.bets.errors),
    },
    eventLoopDelayMs: {
      p99: Math.max(...parts.map((part) => part.eventLoopDelayMs.p99)),
      max: Math.max(...parts.map((part) => part.eventLoopDelayMs.max)),
    },
    seconds: Math.max(...parts.map((part) => part.seconds)),
  };
}
