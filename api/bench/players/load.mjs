// The players bench's load: every player polls its room's heartbeat every 2 s on shared keep-alive sockets, and
// 5% of them bet once per round; what each answer was is tallied.
import http from 'node:http';
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const require = createRequire(import.meta.url);
const { endpoints } = require('shared-contracts/api');
// Our wire: without the header the api answers as to the legacy client (api/src/http/legacy).
const { CLIENT_HEADER, OUR_CLIENT } = require('shared-contracts');

export const POLL_MS = 2_000;
const JITTER_MS = 100;
/** One player in 20 (5%) bets in a round; the set changes every round. */
export const BETTOR_EVERY = 20;
/** Keep-alive sockets the players share (a real client has one each; the server's per-connection work is not the point). */
export const SOCKETS = 256;
const TIMEOUT_MS = 10_000;
/** The players' language: refusals print in English. */
const LANG = 'en';
/** Refusals a well-formed bet can meet through timing alone: the round sealed, or moved on, before it arrived. */
const TIMING_REFUSALS = new Set([40002, 40003]);

/** A JSON POST on the shared sockets; answers { status, json, ms } or { error, ms }, never throws. */
function postJson(target, pathname, body, headers) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(
      {
        ...target,
        path: pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', [CLIENT_HEADER]: OUR_CLIENT, ...headers },
        timeout: TIMEOUT_MS,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          let json = null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // no envelope: failureOf counts it
          }
          resolve({ status: res.statusCode, json, ms: performance.now() - started });
        });
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (err) => resolve({ error: err.code || err.message, ms: performance.now() - started }));
    req.end(JSON.stringify(body));
  });
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
 * Runs the players (a token each, spread over the rooms) against the server on `port` for `seconds`. Answers the
 * figures: every heartbeat's latency and failures, the bets' outcomes, the rounds seen, and the generator's own
 * delays (a late timer, a request waiting for a socket: both in the latency a player sees).
 */
export async function drive({ port, rooms, tokens, seconds }) {
  const figures = {
    heartMs: [],
    heartErrors: {},
    /** How late a poll's timer fired, and polls sent at once because the previous answer came after their time. */
    timerLagMs: [],
    latePolls: 0,
    /** Requests waiting for one of the SOCKETS, every second. */
    waitingForSocket: [],
    /** Every 10 s: hearts answered and their p99 in that window (the first shows the cold start). */
    windows: [],
    issues: new Set(),
    bets: { placed: 0, accepted: 0, refused: {}, errors: {} },
  };
  const target = { hostname: '127.0.0.1', port, agent: new http.Agent({ keepAlive: true, maxSockets: SOCKETS }) };
  const start = performance.now();
  const end = start + seconds * 1000;
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
    let due = start + (player.index / tokens.length) * POLL_MS + jitter();
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

  const waiting = () => Object.values(target.agent.requests).reduce((sum, queue) => sum + queue.length, 0);
  const sampler = setInterval(() => figures.waitingForSocket.push(waiting()), 1000);
  let shown = 0;
  const progress = setInterval(() => {
    const t = Math.round((performance.now() - start) / 1000);
    const { p99 } = percentiles(figures.heartMs.slice(shown));
    figures.windows.push({ t, hearts: figures.heartMs.length - shown, p99 });
    shown = figures.heartMs.length;
    const errors = total(figures.heartErrors);
    console.log(
      `  ${t}s: ${shown} hearts (last 10 s p99 ${p99} ms), ${errors} errors, ${figures.bets.placed} bets, ${waiting()} waiting for a socket`,
    );
  }, 10_000);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const players = tokens.map((token, index) => ({ index, token, room: rooms[index % rooms.length], betOn: null }));
  await Promise.all(players.map(play));
  await Promise.all(betting);
  loop.disable();
  clearInterval(progress);
  clearInterval(sampler);
  target.agent.destroy();
  figures.eventLoopDelayMs = { p99: Math.round(loop.percentile(99) / 1e6), max: Math.round(loop.max / 1e6) };
  figures.seconds = (performance.now() - start) / 1000;
  return figures;
}
