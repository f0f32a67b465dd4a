#!/usr/bin/env node
// `npm run size`: builds for production, then loads pages in Debian's chromium and adds up the gzip bytes
// of every JS response the browser fetched: /login (anonymous), / (a member: shell + the home remote), and the
// trade remote's first screens /lottery (the hall) and /betRoom (a room, its own chunk) for a member,
// beside a bare React + Module Federation host built and loaded the same way in the same run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { launchChromium, root, startApi } from './localApp.mjs';

const require = createRequire(import.meta.url);

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

function serveDir(dir) {
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(req.url.split('?')[0]));
    const target = fs.existsSync(file) && fs.statSync(file).isFile() ? file : path.join(dir, 'index.html');
    res.setHeader('Content-Type', target.endsWith('.js') ? 'text/javascript' : 'text/html');
    fs.createReadStream(target).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const api = await startApi(18_500 + Math.floor(process.pid % 400));
const { base } = api;
const browser = await launchChromium();

/** Loads a URL in a fresh page and returns the gzip bytes of every JS it fetched. */
async function jsBytes(url, prepare) {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
  const page = await context.newPage();
  if (prepare) await prepare(page);
  const bodies = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'script' || type.includes('javascript')) {
      bodies.push(
        response
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) => ({ url: response.url(), body, gzip: zlib.gzipSync(body, { level: 9 }).length })),
      );
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = await Promise.all(bodies);
  await context.close();
  return { files, gzip: files.reduce((n, f) => n + f.gzip, 0) };
}

async function asMember(page) {
  const username = `size${Date.now().toString(36)}`;
  const body = await (
    await fetch(`${base}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'secret123' }),
    })
  ).json();
  await page.goto(`${base}/config.json`);
  await page.evaluate((u) => {
    sessionStorage.setItem('token', u.token);
    sessionStorage.setItem('userId', String(u.user_id));
    sessionStorage.setItem('id', String(u.id));
    sessionStorage.setItem('money', String(u.money));
    sessionStorage.setItem('group_id', String(u.group_id));
    sessionStorage.setItem('idcard', u.idcard);
  }, body.data);
}

try {
  const baselineServer = await serveDir(baselineDir);
  const baseline = await jsBytes(`http://127.0.0.1:${baselineServer.address().port}/`);
  baselineServer.close();
  const login = await jsBytes(`${base}/login`);
  const home = await jsBytes(`${base}/`, asMember);
  const hall = await jsBytes(`${base}/lottery`, asMember);
  const room = await jsBytes(`${base}/betRoom?id=1&game_id=1&name=Singapore&title=Beginner`, asMember);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log('\nFirst-load JS, gzip (level 9) of every script the browser fetched:');
  console.log(`  baseline (bare React + MF host): ${kb(baseline.gzip)} in ${baseline.files.length} files`);
  for (const [name, r] of [
    ['/login', login],
    ['/ (member)', home],
    ['/lottery (member)', hall],
    ['/betRoom (member)', room],
  ]) {
    console.log(
      `  ${name.padEnd(31)} ${kb(r.gzip)} in ${r.files.length} files  = ${(r.gzip / baseline.gzip).toFixed(2)}x baseline (goal <= 2x)`,
    );
    // The chart library belongs to /find alone (issue 11).
    if (r.files.some((f) => f.body.includes('Highcharts'))) console.log(`      ! ${name} loaded Highcharts`);
    // `npm run size -- --detail`: every file, largest first.
    if (process.argv.includes('--detail')) {
      for (const f of [...r.files].sort((a, b) => b.gzip - a.gzip))
        console.log(`      ${kb(f.gzip).padStart(9)}  ${new URL(f.url).pathname}`);
    }
  }
} finally {
  await browser.close();
  api.stop();
}
