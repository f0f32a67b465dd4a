// The api's floor plan as a gate (review 2026-11-28, step 1): scripts/floorPlan.mjs on api/src finds no file circle
// (type-only imports included), and every import that runs back up is the schema registry's or the settings
// aggregator's. Checked on api/src itself, and on a copy with an upward import or a circle planted in it.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const apiSrc = path.join(root, 'api', 'src');

/** The floor plan of a source tree: its upward imports ({from, to}, relative to the tree) and its file circles. */
function floorPlan(dir) {
  const out = execFileSync(process.execPath, [path.join(root, 'scripts', 'floorPlan.mjs'), dir, '--json'], { encoding: 'utf8' });
  return JSON.parse(out);
}

/**
 * The upward imports the plan accounts for. The schema registry: db/schema.ts gathers the areas' tables.ts (one import
 * per area; audit/log.ts -> db/schema.ts is the same loop seen from the other side). The settings aggregator:
 * config.ts reads the areas' settings.ts, and TRUST_PROXY's parser (http/proxyTrust.ts, allowed by API_ZONES).
 */
const REGISTRY = ({ from, to }) => (from === 'db/schema.ts' && /(^|\/)tables\.ts$/.test(to)) || to === 'db/schema.ts';
const AGGREGATOR = ({ from, to }) => from === 'config.ts' && (/(^|\/)settings\.ts$/.test(to) || to === 'http/proxyTrust.ts');

/**
 * Upward imports known and not yet untied, each with the step that removes it. Only ever shrinks: the test also fails
 * when one of them is gone, so the list (and the number) cannot drift.
 */
const PENDING = [];

/** What the gate refuses in a plan: each circle, and each upward import neither accounted for nor pending. */
function problems(plan) {
  const upward = plan.upward.filter((edge) => !REGISTRY(edge) && !AGGREGATOR(edge)).map(({ from, to }) => `${from} -> ${to}`);
  return [
    ...plan.circles.map((circle) => `circle: ${circle.join(' <-> ')}`),
    ...upward.filter((edge) => !PENDING.includes(edge)).map((edge) => `upward: ${edge}`),
    ...PENDING.filter((edge) => !upward.includes(edge)).map((edge) => `gone, drop it from PENDING: ${edge}`),
  ];
}

/** A copy of api/src (tests left out: the plan ignores them) with `plant` applied. */
function plantedCopy(plant) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-plan-'));
  fs.cpSync(apiSrc, dir, { recursive: true, filter: (file) => !/\.test\.tsx?$/.test(file) });
  plant(dir);
  return dir;
}
const addLine = (dir, file, line) => fs.appendFileSync(path.join(dir, file), `\n${line}\n`);

describe("the api's floor plan", () => {
  const copies = [];
  afterAll(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('has no file circle, and runs back up only for the schema registry and the settings aggregator', () => {
    const plan = floorPlan(apiSrc);
    expect(problems(plan)).toEqual([]);
    const allowed = plan.upward.filter((edge) => REGISTRY(edge) || AGGREGATOR(edge));
    expect(plan.upward).toHaveLength(allowed.length + PENDING.length);
  });

  it('refuses an import planted to run back up (the wallet reaching into the console)', () => {
    const dir = plantedCopy((d) => addLine(d, 'wallet/settings.ts', "export { OPS_ERR } from '../operators/errors';"));
    copies.push(dir);
    expect(problems(floorPlan(dir))).toEqual(['upward: wallet/settings.ts -> operators/errors.ts']);
  });

  it('refuses a planted circle, even of types alone', () => {
    const dir = plantedCopy((d) => addLine(d, 'domain/time/clock.ts', "import type * as zone from './zone';"));
    copies.push(dir);
    const found = problems(floorPlan(dir));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^circle: .*domain\/time\/clock\.ts/);
  });
});
