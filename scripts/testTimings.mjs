// The test files that took longest in one `npm test` (scripts/test.mjs): from the per-file timings jest (--json)
// and playwright (its json reporter) wrote into one folder.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Seconds per file of a jest report (one file's run: its start to its end). */
function jestFiles(report, suite) {
  return report.testResults.map((r) => ({ suite, file: path.relative(root, r.name), seconds: (r.endTime - r.startTime) / 1000 }));
}

/** Seconds per file of a playwright report (its journeys' durations added up). */
function playwrightFiles(report) {
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + r.duration, 0);
      byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return [...byFile].map(([file, ms]) => ({ suite: 'e2e', file: path.join('e2e/tests', file), seconds: ms / 1000 }));
}

/** The `count` slowest files of every report in `dir` (unit.json, api-<database>.json, e2e.json), slowest first. */
export function slowestFiles(dir, count) {
  const files = [];
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const report = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
    const suite = path.basename(name, '.json');
    files.push(...(suite === 'e2e' ? playwrightFiles(report) : jestFiles(report, suite)));
  }
  return files.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}
