// The floor plan of a source tree, as the design reviews measure it: rooms (each top-level folder, each top-level
// file), the imports between rooms, the floors they stack into, the imports that run back up, and the file-level
// circles (type-only imports included: a circle of types is still a misplacement). Tests (*.test.ts[x]) are left out.
//   node scripts/floorPlan.mjs api/src [--list | --json]
// --json prints the upward imports and the circles as data: config/floorPlan.test.js gates api/src on them in `npm test`.
// Another commit's tree: git archive <commit> api/src | tar -x -C /tmp/old && node scripts/floorPlan.mjs /tmp/old/api/src
import fs from 'node:fs';
import path from 'node:path';

const [dir = 'api/src', flag] = process.argv.slice(2);
const root = path.resolve(dir);
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const TEST = /\.test\.(ts|tsx)$/;

function filesUnder(folder) {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file a relative specifier names (ESM '.js' names the '.ts' beside it), or null when it is not ours. */
function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier).replace(/\.js$/, '');
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, path.join(base, 'index.ts')];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

const roomOf = (file) => path.relative(root, file).split(path.sep)[0];
const files = filesUnder(root);
const fileEdges = new Map(files.map((file) => [file, new Set()]));
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
for (const file of files) {
  for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = resolve(file, match[1] ?? match[2]);
    if (target && fileEdges.has(target) && target !== file) fileEdges.get(file).add(target);
  }
}

/** Tarjan's strongly connected components. */
function components(nodes, next) {
  let index = 0;
  const state = new Map();
  const stack = [];
  const found = [];
  const visit = (node) => {
    state.set(node, { index, low: index, onStack: true });
    index++;
    stack.push(node);
    for (const to of next(node)) {
      if (!state.has(to)) {
        visit(to);
        state.get(node).low = Math.min(state.get(node).low, state.get(to).low);
      } else if (state.get(to).onStack) state.get(node).low = Math.min(state.get(node).low, state.get(to).index);
    }
    if (state.get(node).low === state.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      found.push(component);
    }
  };
  for (const node of nodes) if (!state.has(node)) visit(node);
  return found;
}

// Rooms and the file imports between them.
const rooms = [...new Set(files.map(roomOf))].sort();
const between = new Map(); // "from>to" -> [file imports]
for (const [file, targets] of fileEdges)
  for (const target of targets) {
    const [from, to] = [roomOf(file), roomOf(target)];
    if (from === to) continue;
    const key = `${from}>${to}`;
    between.set(key, [...(between.get(key) ?? []), `${path.relative(root, file)} -> ${path.relative(root, target)}`]);
  }
const roomNext = (room) => [...between.keys()].filter((key) => key.startsWith(`${room}>`)).map((key) => key.split('>')[1]);

// Order the rooms so the fewest file imports run back up: within each circle of rooms, the order that minimises them,
// found exactly over subsets (a circle of rooms is small).
const weight = (from, to) => between.get(`${from}>${to}`)?.length ?? 0;
function lowestFirst(component) {
  const n = component.length;
  const cost = new Array(1 << n).fill(Infinity);
  const last = new Array(1 << n).fill(-1);
  cost[0] = 0;
  for (let mask = 0; mask < 1 << n; mask++) {
    if (cost[mask] === Infinity) continue;
    for (let top = 0; top < n; top++) {
      if (mask & (1 << top)) continue;
      let up = 0; // imports from the floors below into the room put on top
      for (let below = 0; below < n; below++) if (mask & (1 << below)) up += weight(component[below], component[top]);
      const next = mask | (1 << top);
      if (cost[mask] + up < cost[next]) [cost[next], last[next]] = [cost[mask] + up, top];
    }
  }
  const placed = [];
  for (let mask = (1 << n) - 1; mask; mask &= ~(1 << last[mask])) placed.unshift(component[last[mask]]);
  return placed;
}
const order = components(rooms, roomNext).flatMap((component) => lowestFirst(component.sort())); // lowest floor first
const rank = new Map(order.map((room, i) => [room, i]));
const upward = [...between].filter(([key]) => {
  const [from, to] = key.split('>');
  return rank.get(to) > rank.get(from);
});
const floor = new Map();
for (const room of order)
  floor.set(
    room,
    1 +
      Math.max(
        0,
        ...roomNext(room)
          .filter((to) => rank.get(to) < rank.get(room))
          .map((to) => floor.get(to)),
      ),
  );

const circles = components(files, (file) => fileEdges.get(file)).filter((component) => component.length > 1);
const crossRoom = [...between.values()].reduce((sum, list) => sum + list.length, 0);

const rel = (file) => path.relative(root, file).split(path.sep).join('/');
if (flag === '--json') {
  const imports = upward.flatMap(([, list]) => list.map((line) => line.split(' -> ')));
  console.log(
    JSON.stringify({
      rooms: rooms.length,
      floors: Math.max(...floor.values()),
      upward: imports.map(([from, to]) => ({ from: from.split(path.sep).join('/'), to: to.split(path.sep).join('/') })),
      circles: circles.map((circle) => circle.map(rel).sort()),
    }),
  );
  process.exit(0);
}
console.log(`${path.relative(process.cwd(), root) || '.'}: ${rooms.length} rooms on ${Math.max(...floor.values())} floors`);
console.log(`imports between rooms: ${crossRoom} (${between.size} room pairs)`);
console.log(`imports running back up: ${upward.reduce((sum, [, list]) => sum + list.length, 0)}`);
console.log(`file circles: ${circles.length}`);
if (flag === '--list') {
  for (const room of [...order].sort((a, b) => floor.get(b) - floor.get(a))) console.log(`  floor ${floor.get(room)}: ${room}`);
  for (const [key, list] of upward) console.log(`  up ${key}:\n    ${list.join('\n    ')}`);
  for (const circle of circles) console.log(`  circle: ${circle.map((file) => path.relative(root, file)).join(' <-> ')}`);
}
