#!/usr/bin/env node
// `npm run lighthouse`: builds for production, then runs Lighthouse (performance, mobile defaults: simulated slow 4G
// and 4x CPU slowdown) in Debian's chromium on /login (anonymous), / (member), /lottery and /betRoom (member), 3 runs
// each (`--runs N`), and prints the median performance score, LCP, TBT and JS transferred per route. The JSON
// reports go to lighthouse-reports/ (gitignored). Goal: performance >= 90, LCP <= 2.5 s, TBT <= 200 ms on each.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, newMember, root, startApi, storeSession } from './localApp.mjs';

const ROUTES = [
  { name: '/login', path: '/login', member: false },
  { name: '/ (member)', path: '/', member: true },
  { name: '/lottery (member)', path: '/lottery', member: true },
  { name: '/betRoom (member)', path: '/betRoom?id=1&game_id=1&name=Singapore&title=Beginner', member: true },
];
const GOAL = { score: 90, lcp: 2500, tbt: 200 };
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const reportDir = path.join(root, 'lighthouse-reports');

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);
fs.rmSync(reportDir, { recursive: true, force: true });
fs.mkdirSync(reportDir);

// PORT=N picks the api's port (else one from the pid).
const api = await startApi(Number(process.env.PORT) || 18_500 + Math.floor(process.pid % 400));
const { base } = api;

/** One Lighthouse run in a fresh chromium; a member's session is stored in the tab Lighthouse then loads the page in. */
async function auditOnce(url, member) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    if (member) await storeSession(page, base, member);
    // A member's page keeps its live stream (/api/live) open, so the network is never quiet: Lighthouse stops waiting
    // 10 s after the load (its own default, 45 s, only lengthens each run) and measures with the stream open.
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], maxWaitForLoad: 10_000 };
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    return result;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

/** A run whose trace came out broken (NO_NAVSTART now and then: "Please run Lighthouse again") is run again. */
async function audit(url, member) {
  for (let attempt = 1; ; attempt++) {
    const result = await auditOnce(url, member);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt === 3) throw new Error(`${url}: ${error.message}`);
    console.warn(`  ${url}: ${error.code}, running again`);
  }
}

/** The figures of one report: score 0-100, LCP and TBT in ms, JS transferred in bytes (headers included). */
function figures(lhr) {
  const script = lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    js: script?.transferSize ?? 0,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const rows = [];
let version;
try {
  const member = await newMember(base, 'lh');
  for (const route of ROUTES) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const { lhr, report } = await audit(`${base}${route.path}`, route.member ? member : null);
      version = lhr.lighthouseVersion;
      const slug = route.path.split('?')[0].replace(/\W/g, '') || 'home';
      fs.writeFileSync(path.join(reportDir, `${slug}-${run}.json`), report);
      // The open live stream makes every member page "too slow to finish": expected, not worth a line per run.
      for (const warning of lhr.runWarnings.filter((w) => !(route.member && w.includes('loaded too slowly'))))
        console.warn(`  ${route.name} run ${run}: ${warning}`);
      runs.push(figures(lhr));
      console.log(`  ${route.name} run ${run}: ${JSON.stringify(runs.at(-1))}`);
    }
    const medianOf = (key) => median(runs.map((r) => r[key]));
    rows.push({ route, runs, median: { score: medianOf('score'), lcp: medianOf('lcp'), tbt: medianOf('tbt'), js: medianOf('js') } });
  }
} finally {
  api.stop();
}

console.log(`\nLighthouse ${version}, mobile (simulated slow 4G, 4x CPU), median of ${RUNS}:`);
console.log(`  ${'route'.padEnd(20)} ${'perf'.padStart(5)} ${'LCP'.padStart(7)} ${'TBT'.padStart(7)} ${'JS sent'.padStart(9)}   scores`);
let allMet = true;
for (const { route, runs, median: m } of rows) {
  const met = m.score >= GOAL.score && m.lcp <= GOAL.lcp && m.tbt <= GOAL.tbt;
  allMet &&= met;
  const cells = [String(m.score).padStart(5), `${(m.lcp / 1000).toFixed(1)} s`.padStart(7), `${Math.round(m.tbt)} ms`.padStart(7)];
  console.log(
    `  ${route.name.padEnd(20)} ${cells.join(' ')} ${`${(m.js / 1024).toFixed(1)} KB`.padStart(9)}   ${runs.map((r) => r.score).join(' ')}${met ? '' : '   (goal missed)'}`,
  );
}
console.log(
  `Goal: performance >= ${GOAL.score}, LCP <= ${GOAL.lcp / 1000} s, TBT <= ${GOAL.tbt} ms on each route: ${allMet ? 'met' : 'not met'}.`,
);
console.log(`Reports: ${path.relative(root, reportDir)}/`);
