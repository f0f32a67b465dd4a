#!/usr/bin/env node
// `npm run size`: builds for production, then loads pages in Debian's chromium and adds up the bytes of every JS
// response as they travelled (the encoded body the browser received: brotli, as the server sends it): /login
// (anonymous), / (a member: shell + the home remote), and the trade remote's first screens /lottery (the hall) and
// /betRoom (a room, its own chunk) for a member, beside a bare React + Module Federation host built, precompressed
// and served the same way (@fastify/static, preCompressed) in the same run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { launchChromium, newMember, root, startApi, storeSession } from './localApp.mjs';
import { precompressDir } from './precompress.mjs';

const require = createRequire(import.meta.url);
// The server's own libraries, from the package that owns them.
const requireApi = createRequire(path.join(root, 'api/package.json'));

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const baselineDir = fs.mkdtempSync(path.join(os.tmpdir(), 'size-baseline-'));
const webpack = require('webpack');
const baselineConfig = require(path.join(root, 'bench/size-baseline/webpack.config.js'))(baselineDir);
await new Promise((resolve, reject) =>
  webpack(baselineConfig, (error, stats) =>
    error || stats.hasErrors() ? reject(error ?? new Error(stats.toString('errors-only'))) : resolve(),
  ),
);
await precompressDir(baselineDir);

/** Serves a built folder as the api serves the shell: precompressed copies, index.html for any other path. */
async function serveDir(dir) {
  const server = requireApi('fastify')();
  await server.register(requireApi('@fastify/static'), { root: dir, preCompressed: true });
  server.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
  await server.listen({ port: 0, host: '127.0.0.1' });
  return server;
}

// PORT=N picks the api's port (else one from the pid).
const api = await startApi(Number(process.env.PORT) || 18_500 + Math.floor(process.pid % 400));
const { base } = api;
const browser = await launchChromium();

/** A second with no script in flight after the page's load: its first screen has asked for all its code. */
const SCRIPTS_QUIET_MS = 1_000;

/**
 * Resolves once the page has loaded and no script has been asked or received for SCRIPTS_QUIET_MS. Not the network's
 * idle: a member's page keeps its live stream (/api/live) open for good, so the network never is.
 */
function scriptsQuiet(page) {
  let inFlight = 0;
  let lastActivity = Date.now();
  const isScript = (request) => request.resourceType() === 'script';
  page.on('request', (request) => isScript(request) && (inFlight++, (lastActivity = Date.now())));
  const settle = (request) => isScript(request) && (inFlight--, (lastActivity = Date.now()));
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return async () => {
    for (const deadline = Date.now() + 30_000; inFlight > 0 || Date.now() - lastActivity < SCRIPTS_QUIET_MS;) {
      if (Date.now() > deadline) throw new Error(`scripts still loading after 30 s on ${page.url()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}

/** Loads a URL in a fresh page and returns every JS response: bytes received (encoded) and decoded. */
async function jsBytes(url, member) {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
  const page = await context.newPage();
  if (member) await storeSession(page, base, member);
  const quiet = scriptsQuiet(page);
  const files = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
    files.push(
      Promise.all([response.body().catch(() => Buffer.alloc(0)), response.request().sizes()]).then(([body, sizes]) => ({
        url: response.url(),
        body,
        encoding: response.headers()['content-encoding'] ?? 'none',
        sent: sizes.responseBodySize,
      })),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await quiet();
  const settled = await Promise.all(files);
  await context.close();
  return {
    files: settled,
    sent: settled.reduce((n, f) => n + f.sent, 0),
    decoded: settled.reduce((n, f) => n + f.body.length, 0),
  };
}

try {
  const baselineServer = await serveDir(baselineDir);
  const baseline = await jsBytes(`http://127.0.0.1:${baselineServer.server.address().port}/`);
  await baselineServer.close();
  const member = await newMember(base, 'size');
  const login = await jsBytes(`${base}/login`);
  const home = await jsBytes(`${base}/`, member);
  const hall = await jsBytes(`${base}/lottery`, member);
  const room = await jsBytes(`${base}/betRoom?id=1&game_id=1&name=Singapore&title=Beginner`, member);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const encodings = (r) => [...new Set(r.files.map((f) => f.encoding))].join('+');
  console.log('\nFirst-load JS as it travelled (encoded body bytes the browser received; decoded size beside):');
  console.log(
    `  ${'baseline (bare React + MF host)'.padEnd(31)} ${kb(baseline.sent).padStart(9)} in ${baseline.files.length} files (${encodings(baseline)}, ${kb(baseline.decoded)} decoded)`,
  );
  for (const [name, r] of [
    ['/login', login],
    ['/ (member)', home],
    ['/lottery (member)', hall],
    ['/betRoom (member)', room],
  ]) {
    console.log(
      `  ${name.padEnd(31)} ${kb(r.sent).padStart(9)} in ${r.files.length} files (${encodings(r)}, ${kb(r.decoded)} decoded) = ${(r.sent / baseline.sent).toFixed(2)}x baseline (goal <= 2x)`,
    );
    // The chart library belongs to /find alone (issue 11).
    if (r.files.some((f) => f.body.includes('Highcharts'))) console.log(`      ! ${name} loaded Highcharts`);
    // `npm run size -- --detail`: every file, largest first.
    if (process.argv.includes('--detail')) {
      for (const f of [...r.files].sort((a, b) => b.sent - a.sent))
        console.log(`      ${kb(f.sent).padStart(9)}  ${f.encoding.padEnd(4)}  ${new URL(f.url).pathname}`);
    }
  }
} finally {
  await browser.close();
  api.stop();
  fs.rmSync(baselineDir, { recursive: true, force: true });
}
