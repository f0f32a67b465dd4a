// The live mode's bets (issue 30): 5% of the players bet once a round through playOrder, from this process of the
// generator, which holds no player's stream. A bet's answer time is read when this process's event loop gets to it:
// placed from a process holding 12,500 streams, it counted that process's own lag reading a round's burst (its
// event-loop delay p99 210 ms, max 1.3 s at 50k) as the server's, which a phone holding one stream does not have.
// It learns the rounds from one hall stream. Messages: `start` { port, rooms, players, hallToken }, `measure`
// (bets count from now), `stop` (answer the figures, then exit).
import { createRequire } from 'node:module';
import { histogram, record, toMessage } from './histogram.mjs';
import { openStream, parseLatin1Json } from './sse.mjs';

const require = createRequire(import.meta.url);
const { endpoints, LIVE_PATH } = require('shared-contracts/api');
const { CLIENT_HEADER, OUR_CLIENT } = require('shared-contracts');
const { Pool } = require('undici');

const BETTOR_EVERY = 20; // as the poll mode (load.mjs): 5% of the players each round
const LANG = 'en';
const TIMEOUT_MS = 10_000;
const TIMING_REFUSALS = new Set([40002, 40003]);

const count = (tally, key) => (tally[key] = (tally[key] ?? 0) + 1);

let config;
let pool;
let measuring = false;
let stopping = false;
const pending = new Set();
/** Each game's open round as last heard. */
const rounds = new Map();
const figures = { betMs: histogram(), placed: 0, accepted: 0, refused: {}, errors: {} };

async function bet(player, issue) {
  const { room } = player;
  const rule = room.rules[Math.floor(Math.random() * room.rules.length)];
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

/**
 * A round heard opening: its bettors bet once each, at a random moment of its `openMs` (the whole time it takes
 * bets), counted only while measuring. A round first heard mid-way (the hall's snapshot) gets none: crowded into
 * what is left of it, its bets would come faster than a round's.
 */
function betIn(gameId, issue, openMs) {
  for (const player of config.players) {
    if (player.room.gameId !== gameId || (player.index + Number(issue)) % BETTOR_EVERY !== 0) continue;
    const timer = setTimeout(
      () => {
        pending.delete(timer);
        if (!measuring || stopping) return;
        const done = bet(player, issue).finally(() => pending.delete(done));
        pending.add(done);
      },
      Math.random() * Math.max(0, openMs - 1000),
    );
    pending.add(timer);
  }
}

/** A game's round as a `games` snapshot (`opening` false) or a `round` frame tells it. */
function heard(gameId, issue, opening) {
  const open = issue && !issue.whether_close ? issue.issue : '';
  if (open && rounds.has(gameId) && rounds.get(gameId) !== open && opening) betIn(gameId, open, issue.openTime1 * 1000); // seconds, as the heartbeat's
  rounds.set(gameId, open);
}

function listen() {
  openStream(
    { port: config.port, path: `${LIVE_PATH}?lang=${LANG}`, headers: { token: config.hallToken, [CLIENT_HEADER]: OUR_CLIENT } },
    {
      onComment: () => {},
      onFrame: (event, data) => {
        if (event === 'games') for (const game of parseLatin1Json(data)) heard(game.game_id, game.issue, false);
        else if (event === 'round') {
          const round = parseLatin1Json(data);
          heard(round.game_id, round.issue, true);
        }
      },
      onClose: () => !stopping && setTimeout(listen, 1_000),
    },
  );
}

process.on('message', async (message) => {
  if (message.start) {
    config = message.start;
    config.players = config.players.map(({ index, token }) => ({ index, token, room: config.rooms[index % config.rooms.length] }));
    pool = new Pool(`http://127.0.0.1:${config.port}`, { connections: 32 });
    listen();
  } else if (message.measure) {
    measuring = true;
  } else if (message.stop) {
    stopping = true;
    for (const item of pending) if (!item?.then) clearTimeout(item);
    await Promise.all([...pending].filter((item) => item?.then));
    await pool.close();
    process.send({ figures: { ...figures, betMs: toMessage(figures.betMs) } }, () => process.exit(0));
  }
});
process.send({ ready: true });
