// One process of the live mode's load generator (live.mjs forks several: each holds at most ~15,000 sockets under
// the 20,000 open-file limit). Its players each hold their own stream (sse.mjs) from one of this process's loopback
// source addresses; 5% of them bet once per round through playOrder on one shared keep-alive pool. The parent drives
// the phases by message: `start` (join at a steady rate), `measure` (reset the figures, bets on), `stop` (answer
// the figures, then exit).
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { histogram, record, toMessage } from './histogram.mjs';
import { openStream, parseLatin1Json, stampsOf } from './sse.mjs';

const require = createRequire(import.meta.url);
const { endpoints } = require('shared-contracts/api');
const { CLIENT_HEADER, OUR_CLIENT } = require('shared-contracts');
const { Pool } = require('undici');
const LIVE_PATH = require('shared-contracts/api').LIVE_PATH ?? '/api/live';
const LIVE_KEEPALIVE_MS = require('shared-contracts/api').LIVE_KEEPALIVE_MS ?? 25_000;

const BETTOR_EVERY = 20; // as the poll mode (load.mjs): 5% of the players each round
const LANG = 'en';
const TIMEOUT_MS = 10_000;
/** A stream without its snapshot this long after connecting is given up (and retried). */
const SNAPSHOT_TIMEOUT_MS = 15_000;
/** A closed stream reconnects after 1 s, doubling to 30 s while it gets no snapshot, jittered (as the app's backoff). */
const RECONNECT_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;
const TIMING_REFUSALS = new Set([40002, 40003]);

const count = (tally, key) => (tally[key] = (tally[key] ?? 0) + 1);
const tally = () => ({});

let config; // { port, rooms, players: [{ index, token }], localAddresses, joinPerSecond }
let pool;
let measuring = false;
let stopping = false;
const players = [];
const pendingBets = new Set();
const join = { startedAt: 0, lastSnapshotAt: 0, snapshots: 0, failures: tally(), msToSnapshot: histogram() };
let steady;
const loop = monitorEventLoopDelay({ resolution: 10 });

function freshFigures() {
  return {
    bets: histogram(), // change-to-delivery of every bet in every `bets` frame
    rounds: histogram(), // of every `round` frame
    // The same by what changed: the round opened, sealed, or anything else (drawn, a status, the chain)
    roundKinds: { open: histogram(), seal: histogram(), other: histogram() },
    frames: tally(),
    comments: 0,
    closures: tally(),
    reconnects: 0,
    snapshots: 0, // snapshots after a reconnect
    betMs: histogram(), // playOrder answer times
    placed: 0,
    accepted: 0,
    refused: tally(),
    errors: tally(),
  };
}
steady = freshFigures();

async function bet(player, issue) {
  const { room } = player;
  const rule = room.rules[Math.floor(Math.random() * room.rules.length)];
  const figures = steady;
  figures.placed += 1;
  const started = performance.now();
  let failure = null;
  let json = null;
  try {
    const res = await pool.request({
      path: endpoints.playOrder.path,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CLIENT_HEADER]: OUR_CLIENT,
        token: player.token,
        'idempotency-key': `live-${player.index}-${issue}`,
      },
      body: JSON.stringify({
        issue,
        plan_id: room.planId,
        game_id: room.gameId,
        play_type: String(rule.class),
        money: rule.min_money,
        lang: LANG,
      }),
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
    const text = await res.body.text();
    try {
      json = JSON.parse(text);
    } catch {
      // counted below
    }
    if (res.statusCode !== 200) failure = `http ${res.statusCode}`;
    else if (json?.code !== 1) failure = `code ${json?.code}`;
  } catch (err) {
    failure = err.code || err.message;
  }
  record(figures.betMs, performance.now() - started);
  if (!failure) figures.accepted += 1;
  else if (TIMING_REFUSALS.has(json?.code) && json.msg) count(figures.refused, json.msg);
  else count(figures.errors, failure);
}

const ISSUE_KEY = '"issue":{"issue":"';
/** The open round a frame names, read without parsing ('' when none). */
function issueIn(data) {
  const at = data.indexOf(ISSUE_KEY);
  return at < 0 ? '' : data.slice(at + ISSUE_KEY.length, data.indexOf('"', at + ISSUE_KEY.length));
}
/** Each game's open round as last heard, and until when it takes bets (performance.now() ms), for the bettors at the measuring's start. */
const openRounds = new Map();
function noteRound(gameId, data) {
  const sealed = data.includes('"whether_close":true');
  const known = openRounds.get(gameId);
  const issue = issueIn(data);
  if (known && known.issue === issue && known.sealed === sealed) return;
  const round = issue ? parseLatin1Json(data).issue : null;
  openRounds.set(gameId, { issue, sealed, until: performance.now() + (round && !sealed ? openMsOf(round) : 0) });
  // A round newly open: its bettors of this game, measured or not, bet in it.
  if (round && !sealed && known?.issue !== issue) for (const player of playersOf(gameId)) maybeBet(player, round, openMsOf(round));
}

const byGame = new Map();
function playersOf(gameId) {
  if (!byGame.has(gameId))
    byGame.set(
      gameId,
      players.filter((p) => p.room.gameId === gameId),
    );
  return byGame.get(gameId);
}

/**
 * One player in SAMPLE_EVERY (7: every room, as 16 rooms share players by index) reads every frame and is measured;
 * the others keep reading their stream's bytes without parsing them. The server writes every frame to every stream
 * all the same; what the sample saves is the generator's own CPU on the cores it shares with the server, whose lag
 * at a round's seal (50,000 frames at once) was most of what the full parse measured.
 */
const SAMPLE_EVERY = 7;

/** What a round frame changed for this player: a new round, the seal, or something else (the draw, a status). */
function roundKind(player, data) {
  const issue = issueIn(data);
  const kind = issue !== player.shownIssue ? 'open' : data.includes('"whether_close":true') && !player.shownSealed ? 'seal' : 'other';
  player.shownIssue = issue;
  player.shownSealed = data.includes('"whether_close":true');
  return kind;
}
/** A round's time left to bet, in ms: openTime1 is in seconds, as the heartbeat's. */
const openMsOf = (issue) => (issue?.openTime1 ?? 0) * 1000;

/** As load.mjs: a bettor of this round bets once, at a random moment before it seals. `openMs` from now. */
function maybeBet(player, round, openMs) {
  if (!measuring || stopping || !round || round.whether_close || player.betOn === round.issue) return;
  if ((player.index + Number(round.issue)) % BETTOR_EVERY !== 0) return;
  player.betOn = round.issue;
  const delay = Math.random() * Math.max(0, openMs - 1000);
  const timer = setTimeout(() => {
    pendingBets.delete(timer);
    const done = bet(player, round.issue);
    pendingBets.add(done);
    done.finally(() => pendingBets.delete(done));
  }, delay);
  pendingBets.add(timer);
}

function connect(player) {
  const { room } = player;
  player.connectedAt = performance.now();
  player.lastHeard = player.connectedAt;
  player.hasSnapshot = false;
  player.socket = openStream(
    {
      port: config.port,
      localAddress: player.localAddress,
      path: `${LIVE_PATH}?lang=${LANG}&game_id=${room.gameId}&plan_id=${room.planId}`,
      headers: { token: player.token, [CLIENT_HEADER]: OUR_CLIENT },
    },
    {
      onComment: () => {
        player.lastHeard = performance.now();
        steady.comments += 1;
      },
      onFrame: (event, data, receivedAt) => {
        player.lastHeard = performance.now();
        count(steady.frames, event);
        if (event === 'bets') stampsOf(data, (at) => record(steady.bets, receivedAt - at));
        else if (event === 'round') {
          const kind = roundKind(player, data);
          noteRound(player.room.gameId, data);
          stampsOf(data, (at) => {
            record(steady.rounds, receivedAt - at);
            record(steady.roundKinds[kind], receivedAt - at);
          });
        } else if (event === 'heart') {
          const snapshot = parseLatin1Json(data);
          player.shownIssue = snapshot.issue?.issue ?? '';
          player.shownSealed = snapshot.issue?.whether_close ?? false;
          player.hasSnapshot = true;
          player.failures = 0;
          if (!player.joined) {
            player.joined = true;
            join.snapshots += 1;
            join.lastSnapshotAt = Date.now();
            record(join.msToSnapshot, performance.now() - player.connectedAt);
          } else steady.snapshots += 1;
          maybeBet(player, snapshot.issue, (snapshot.issue?.openTime1 ?? 0) * 1000); // the heartbeat's seconds
          if (player.index % SAMPLE_EVERY !== 0) {
            // Not measured: from here on the bytes are only read (the 'close' event still counts an ended stream).
            const socket = player.socket;
            socket.removeAllListeners('data');
            socket.on('data', () => (player.lastHeard = performance.now()));
          }
        }
      },
      onClose: (reason) => {
        player.socket = null;
        if (stopping) return;
        if (!player.joined) count(join.failures, reason);
        else count(steady.closures, reason);
        const backoff = Math.min(RECONNECT_MAX_MS, RECONNECT_MS * 2 ** player.failures);
        player.failures += 1;
        setTimeout(
          () => {
            if (stopping) return;
            if (player.joined) steady.reconnects += 1;
            connect(player);
          },
          backoff * (0.5 + Math.random()),
        );
      },
    },
  );
}

/** Connects the players at `joinPerSecond`, a few every 10 ms. */
function joinAll() {
  join.startedAt = Date.now();
  let next = 0;
  const started = performance.now();
  const ticker = setInterval(() => {
    const due = Math.min(players.length, Math.floor(((performance.now() - started) / 1000) * config.joinPerSecond));
    while (next < due) connect(players[next++]);
    if (next >= players.length) clearInterval(ticker);
  }, 10);
}

/** A stream silent for twice the keep-alive period, or without a snapshot in time, is dropped (it reconnects). */
setInterval(() => {
  const t = performance.now();
  for (const player of players) {
    if (!player.socket) continue;
    if (!player.hasSnapshot && t - player.connectedAt > SNAPSHOT_TIMEOUT_MS) player.socket.destroy(new Error('no snapshot'));
    else if (t - player.lastHeard > 2 * LIVE_KEEPALIVE_MS) player.socket.destroy(new Error('silent'));
  }
}, 1_000).unref();

function progress() {
  const open = players.filter((p) => p.socket && p.hasSnapshot).length;
  return { snapshots: join.snapshots, open, failures: join.failures, startedAt: join.startedAt, lastSnapshotAt: join.lastSnapshotAt };
}

process.on('message', async (message) => {
  if (message.start) {
    config = message.start;
    pool = new Pool(`http://127.0.0.1:${config.port}`, { connections: 32 });
    config.players.forEach(({ index, token }, i) =>
      players.push({
        index,
        token,
        room: config.rooms[index % config.rooms.length],
        localAddress: config.localAddresses[i % config.localAddresses.length],
        betOn: null,
        joined: false,
        failures: 0,
        socket: null,
      }),
    );
    joinAll();
    setInterval(() => process.send({ progress: progress() }), 1_000).unref();
  } else if (message.measure) {
    steady = freshFigures();
    measuring = true;
    // The bettors of the round already open bet in it too: the measuring starts mid-round.
    for (const player of players) {
      const round = openRounds.get(player.room.gameId);
      if (round?.issue && !round.sealed) maybeBet(player, { issue: round.issue, whether_close: false }, round.until - performance.now());
    }
    loop.reset();
    loop.enable();
  } else if (message.stop) {
    stopping = true;
    measuring = false;
    loop.disable();
    for (const item of pendingBets) if (typeof item !== 'object' || !item.then) clearTimeout(item);
    await Promise.all([...pendingBets].filter((item) => item?.then));
    const open = players.filter((p) => p.socket && p.hasSnapshot).length;
    const figures = {
      ...steady,
      open,
      bets: toMessage(steady.bets),
      rounds: toMessage(steady.rounds),
      roundKinds: Object.fromEntries(Object.entries(steady.roundKinds).map(([k, h]) => [k, toMessage(h)])),
      betMs: toMessage(steady.betMs),
      join: { ...progress(), msToSnapshot: toMessage(join.msToSnapshot) },
      eventLoopDelayMs: { p99: Math.round(loop.percentile(99) / 1e6), max: Math.round(loop.max / 1e6) },
    };
    for (const player of players) player.socket?.destroy();
    await pool.close();
    process.send({ figures }, () => process.exit(0));
  }
});
process.send({ ready: true });
