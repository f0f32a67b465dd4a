// One process of the live mode's load generator (live.mjs forks several: each holds at most ~15,000 sockets under
// the 20,000 open-file limit). Its players each hold their own stream (sse.mjs) from one of this process's loopback
// source addresses; their bets go from bettor.mjs. The parent drives the phases by message: `start` (join at a
// steady rate), `measure` (reset the figures), `stop` (answer the figures, then exit).
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { histogram, record, toMessage } from './histogram.mjs';
import { openStream, parseLatin1Json, stampsOf } from './sse.mjs';
import { ROUND_KINDS } from './live.mjs';

const require = createRequire(import.meta.url);
const { CLIENT_HEADER, OUR_CLIENT } = require('shared-contracts');
const LIVE_PATH = require('shared-contracts/api').LIVE_PATH ?? '/api/live';
const LIVE_KEEPALIVE_MS = require('shared-contracts/api').LIVE_KEEPALIVE_MS ?? 25_000;

const LANG = 'en';
/** A stream without its snapshot this long after connecting is given up (and retried). */
const SNAPSHOT_TIMEOUT_MS = 15_000;
/** A closed stream reconnects after 1 s, doubling to 30 s while it gets no snapshot, jittered (as the app's backoff). */
const RECONNECT_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

const count = (tally, key) => (tally[key] = (tally[key] ?? 0) + 1);
const tally = () => ({});

let config; // { port, rooms, players: [{ index, token }], localAddresses, joinPerSecond }
let stopping = false;
const players = [];
const join = { startedAt: 0, lastSnapshotAt: 0, snapshots: 0, failures: tally(), msToSnapshot: histogram() };
let steady;
const loop = monitorEventLoopDelay({ resolution: 10 });

function freshFigures() {
  return {
    bets: histogram(), // change-to-delivery of every bet in every `bets` frame
    rounds: histogram(), // of every `round` frame
    // The same by what changed (roundKind)
    roundKinds: Object.fromEntries(ROUND_KINDS.map((kind) => [kind, histogram()])),
    frames: tally(),
    comments: 0,
    closures: tally(),
    reconnects: 0,
    snapshots: 0, // snapshots after a reconnect
  };
}
steady = freshFigures();

/**
 * One player in SAMPLE_EVERY (7: every room, as 16 rooms share players by index) reads every frame and is measured;
 * the others keep reading their stream's bytes without parsing them. The server writes every frame to every stream
 * all the same; what the sample saves is the generator's own CPU on the cores it shares with the server, whose lag
 * at a round's seal (50,000 frames at once) was most of what the full parse measured.
 */
const SAMPLE_EVERY = 7;

/** The round a frame's `key` names (`"issue":{"issue":"` the open one, `"last_issue":{"issue":"` the drawn), read without parsing ('' when none). */
function issueIn(data, key) {
  const at = data.indexOf(key);
  return at < 0 ? '' : data.slice(at + key.length, data.indexOf('"', at + key.length));
}
const OPEN_KEY = '"issue":{"issue":"';
const DRAWN_KEY = '"last_issue":{"issue":"';

/**
 * What a round frame changed for this player: a round drawn (with the next one's opening, as the server sends both
 * at once when it can), a round opened alone, the seal, or something else (a status, the chain).
 */
function roundKind(player, data) {
  const issue = issueIn(data, OPEN_KEY);
  const drawn = issueIn(data, DRAWN_KEY);
  const sealed = data.includes('"whether_close":true');
  const kind =
    drawn !== player.shownDrawn ? 'drawn' : issue !== player.shownIssue ? 'open' : sealed && !player.shownSealed ? 'seal' : 'other';
  Object.assign(player, { shownIssue: issue, shownDrawn: drawn, shownSealed: sealed });
  return kind;
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
          stampsOf(data, (at) => {
            record(steady.rounds, receivedAt - at);
            record(steady.roundKinds[kind], receivedAt - at);
          });
        } else if (event === 'heart') {
          const snapshot = parseLatin1Json(data);
          player.shownIssue = snapshot.issue?.issue ?? '';
          player.shownDrawn = snapshot.last_issue?.issue ?? '';
          player.shownSealed = snapshot.issue?.whether_close ?? false;
          player.hasSnapshot = true;
          player.failures = 0;
          if (!player.joined) {
            player.joined = true;
            join.snapshots += 1;
            join.lastSnapshotAt = Date.now();
            record(join.msToSnapshot, performance.now() - player.connectedAt);
          } else steady.snapshots += 1;
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
    config.players.forEach(({ index, token }, i) =>
      players.push({
        index,
        token,
        room: config.rooms[index % config.rooms.length],
        localAddress: config.localAddresses[i % config.localAddresses.length],
        joined: false,
        failures: 0,
        socket: null,
      }),
    );
    joinAll();
    setInterval(() => process.send({ progress: progress() }), 1_000).unref();
  } else if (message.measure) {
    steady = freshFigures();
    loop.reset();
    loop.enable();
  } else if (message.stop) {
    stopping = true;
    loop.disable();
    const open = players.filter((p) => p.socket && p.hasSnapshot).length;
    const figures = {
      ...steady,
      open,
      bets: toMessage(steady.bets),
      rounds: toMessage(steady.rounds),
      roundKinds: Object.fromEntries(Object.entries(steady.roundKinds).map(([k, h]) => [k, toMessage(h)])),
      join: { ...progress(), msToSnapshot: toMessage(join.msToSnapshot) },
      eventLoopDelayMs: { p99: Math.round(loop.percentile(99) / 1e6), max: Math.round(loop.max / 1e6) },
    };
    for (const player of players) player.socket?.destroy();
    process.send({ figures }, () => process.exit(0));
  }
});
process.send({ ready: true });
