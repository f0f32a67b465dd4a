// The suite's architecture rules as an ESLint plugin: imports point shared-contracts -> features -> app,
// remotes never reach each other or the shell, widgets come through the shared kit, the api keeps its floor plan
// (API_ZONES), and one file-name style.
const path = require('node:path');
const { widgetImportProblem } = require('../kitWidgets.cjs');

const root = path.resolve(__dirname, '../..');
const OURS = ['shared-contracts', 'shell', 'mf-account', 'mf-trade', 'mf-wallet', 'mf-content', 'back-office', 'api', 'e2e'];
/** Which of our packages each package may import. */
const ALLOWED = {
  'shared-contracts': [],
  shell: ['shared-contracts'],
  'mf-account': ['shared-contracts'],
  'mf-trade': ['shared-contracts'],
  'mf-wallet': ['shared-contracts'],
  'mf-content': ['shared-contracts'],
  // The operators' console: its own app, on the contracts alone.
  'back-office': ['shared-contracts'],
  api: ['shared-contracts'],
  e2e: ['shared-contracts'],
};

/**
 * Where a file sits: its package, and inside `src/` its layer ('features', 'shared', 'app', ...) and feature. The
 * files at the top of a browser package's `src/` (a remote's App.tsx, index.ts, standalone.tsx) are its app layer.
 */
function placeOf(absolute) {
  const parts = path.relative(root, absolute).split(path.sep);
  if (!OURS.includes(parts[0])) return null;
  const src = parts[1] === 'src';
  const topFile = src && parts.length === 3 && !['api', 'shared-contracts'].includes(parts[0]);
  return {
    pkg: parts[0],
    layer: topFile ? 'app' : src ? parts[2] : undefined,
    feature: src && parts[2] === 'features' ? parts[3] : undefined,
  };
}

/** Every module specifier of the file: static and dynamic imports, re-exports, require(). */
function onSpecifier(check) {
  const literal = (node) => (node && node.type === 'Literal' && typeof node.value === 'string' ? node : null);
  return {
    ImportDeclaration: (node) => check(node.source),
    ExportAllDeclaration: (node) => node.source && check(node.source),
    ExportNamedDeclaration: (node) => node.source && check(node.source),
    ImportExpression: (node) => literal(node.source) && check(node.source),
    CallExpression: (node) => {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require' && literal(node.arguments[0])) check(node.arguments[0]);
    },
  };
}

const direction = {
  meta: {
    type: 'problem',
    docs: { description: 'imports point shared-contracts -> features -> app; remotes never import each other or the shell' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const here = placeOf(file);
    if (!here) return {};
    return onSpecifier((source) => {
      const spec = source.value;
      const targetPath = spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : null;
      const target = targetPath ? placeOf(targetPath) : OURS.includes(spec.split('/')[0]) ? { pkg: spec.split('/')[0] } : null;
      if (!target) return;
      if (target.pkg !== here.pkg && !ALLOWED[here.pkg].includes(target.pkg)) {
        context.report({ node: source, message: `${here.pkg} must not import ${target.pkg} ('${spec}')` });
      } else if (target.pkg === here.pkg && here.layer === 'features' && target.layer === 'app') {
        context.report({ node: source, message: `features must not import the app layer ('${spec}')` });
      } else if (target.pkg === here.pkg && here.layer === 'shared' && target.layer === 'features') {
        context.report({ node: source, message: `shared must not import features: they build on it ('${spec}')` });
      } else if (target.pkg === here.pkg && here.feature && target.feature && target.feature !== here.feature) {
        context.report({
          node: source,
          message: `feature '${here.feature}' must not import feature '${target.feature}': move what both need to src/shared ('${spec}')`,
        });
      }
    });
  },
};

const apiSrc = path.join(root, 'api', 'src');
const isTest = (rel) => /\.test\.tsx?$/.test(rel) || rel.startsWith('testing/');

/**
 * The api's floor plan: what a file of each zone (a folder of api/src, or a file at its top) may import of
 * api/src, beside shared-contracts and npm packages (`may`), or, for a middle floor, what it must not (`mayNot`:
 * type imports included). An entry names a folder ('db/'), a file without its extension ('config'), or, after '*'
 * and a slash, a file of that name in any folder; 'type ' before an entry admits type imports alone. Zones not
 * listed may import any of api/src. Tests may import anything, and only they import testing/. scripts/floorPlan.mjs
 * measures the whole plan; config/floorPlan.test.js holds api/src to it.
 */
const API_ZONES = {
  domain: { may: ['domain/'], why: 'pure rules import nothing of ours but shared-contracts' },
  i18n: { may: ['i18n/'], why: 'refusals and words import nothing of ours but shared-contracts' },
  'env.ts': { may: [], why: 'the environment parsers import nothing of ours' },
  'config.ts': {
    may: ['env', '*/settings', 'http/proxyTrust'],
    why: "the settings aggregator imports the areas' settings modules alone",
  },
  db: {
    may: ['db/', 'config', 'startupError', 'processLog', 'type */tables'],
    why: "the database layer imports its own files, the ground files and the areas' table types (type imports)",
  },
  ledger: {
    may: ['ledger/', 'domain/', 'db/', 'i18n/', 'config'],
    why: 'the posting engine imports no area, only domain, db, i18n and config',
  },
  // The middle floors (review 2026-11-28, step 1).
  chain: {
    may: ['chain/', 'domain/', 'db/', 'i18n/', 'env', 'config', 'startupError', 'processLog'],
    why: 'the chain watcher imports no area, only domain, db (leadership included), i18n, env and config',
  },
  promotions: {
    mayNot: ['wallet/', 'lottery/', 'operators/', 'chain/'],
    why: 'promotions sit below the wallet and the lottery, which call into them, and import neither the console nor the chain',
  },
  wallet: {
    mayNot: ['lottery/', 'operators/'],
    why: 'the wallet imports neither the lottery (what both need sits in domain/) nor the console (operators/)',
  },
  lottery: {
    mayNot: ['wallet/', 'operators/'],
    why: 'the lottery imports neither the wallet (what both need sits in domain/) nor the console (operators/)',
  },
};
/**
 * The console sits on top: no area imports operators/; the layers above it do (routes, plugins, the CLI, the reports,
 * the refusal registry), as do the schema registry and the settings aggregator.
 */
const CONSOLE = {
  folder: 'operators/',
  by: ['operators/', 'routes/', 'plugins/', 'ops/', 'http/', 'reports/', 'app', 'build', 'server', 'refusals', 'config', 'db/schema'],
};
/** Only the route layers declare calls. */
const ROUTE_HELPERS = { file: 'http/route', may: ['routes/', 'plugins/', 'ops/'] };

/** Whether the api module `target` (relative to api/src, no extension) matches a zone entry. */
function matches(entry, target, typeOnly) {
  if (entry.startsWith('type ')) return typeOnly && matches(entry.slice(5), target, false);
  if (entry.startsWith('*/')) return path.posix.basename(target) === entry.slice(2);
  if (entry.endsWith('/')) return target.startsWith(entry);
  return target === entry;
}

/** Whether the import or export declaring `source` brings in types alone. */
function typeOnly(source) {
  const node = source.parent;
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

const apiZones = {
  meta: {
    type: 'problem',
    docs: { description: "the api's floor plan: what each zone of api/src may import; testing/ is for tests alone" },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!file.startsWith(apiSrc + path.sep)) return {};
    const here = path.relative(apiSrc, file).split(path.sep).join('/');
    if (isTest(here)) return {};
    const zoneName = here.includes('/') ? here.split('/')[0] : here;
    const zone = API_ZONES[zoneName];
    return onSpecifier((source) => {
      const spec = source.value;
      if (!spec.startsWith('.')) return;
      const absolute = path.resolve(path.dirname(file), spec);
      if (!absolute.startsWith(apiSrc + path.sep)) return;
      const target = path
        .relative(apiSrc, absolute)
        .split(path.sep)
        .join('/')
        .replace(/\.[cm]?[jt]sx?$/, '')
        .replace(/\/index$/, '');
      if (target.startsWith('testing/')) {
        context.report({ node: source, message: `only tests import testing/ ('${spec}')` });
      } else if (target === ROUTE_HELPERS.file && !ROUTE_HELPERS.may.some((entry) => matches(entry, here, false))) {
        context.report({ node: source, message: `only routes/, plugins/ and ops/ declare calls with http/route ('${spec}')` });
      } else if (target.startsWith(CONSOLE.folder) && !CONSOLE.by.some((entry) => matches(entry, here.replace(/\.ts$/, ''), false))) {
        context.report({ node: source, message: `the console (operators/) sits on top: no area imports it ('${spec}')` });
      } else if (zone?.may && !zone.may.some((entry) => matches(entry, target, typeOnly(source)))) {
        context.report({ node: source, message: `${zoneName}: ${zone.why} ('${spec}')` });
      } else if (zone?.mayNot && zone.mayNot.some((entry) => matches(entry, target, false))) {
        context.report({ node: source, message: `${zoneName}: ${zone.why} ('${spec}')` });
      }
    });
  },
};

const kit = {
  meta: {
    type: 'problem',
    docs: { description: "widgets come from 'shared-contracts/kit'; a remote may import one the kit lacks by its path" },
    schema: [],
  },
  create(context) {
    const here = placeOf(context.filename);
    if (!here) return {};
    const isKitFile = context.filename.includes(path.join('shared-contracts', 'src', 'kit') + path.sep);
    return onSpecifier((source) => {
      const problem = widgetImportProblem(source.value, here.pkg, isKitFile);
      if (problem) context.report({ node: source, message: problem });
    });
  },
};

/**
 * One file-name style: React components PascalCase.tsx, every other module camelCase; suffixes like .test,
 * .module, .spec, .bench, .config after the name. Migrations keep their ordering number (NNN_name.ts).
 */
const FILE_NAME = /^([A-Z][A-Za-z0-9]*\.tsx|[a-z][A-Za-z0-9]*\.[cm]?[jt]sx?)$/;
const MIGRATION = /^\d{3}_[a-z0-9_]+\.ts$/;
const fileName = {
  meta: { type: 'suggestion', docs: { description: 'one file-name style: PascalCase components, camelCase modules' }, schema: [] },
  create(context) {
    const base = path.basename(context.filename);
    const name = base.replace(/\.(test|spec|module|bench|config|preset|factory|d)(?=\.)/g, '');
    const inMigrations = context.filename.includes(path.join('db', 'migrations') + path.sep);
    if (FILE_NAME.test(name) || (inMigrations && MIGRATION.test(name))) return {};
    return {
      Program: (node) =>
        context.report({ node, message: `file name '${base}': use PascalCase.tsx for a component, camelCase for any other module` }),
    };
  },
};

module.exports = { meta: { name: 'boundaries' }, rules: { direction, kit, 'api-zones': apiZones, 'file-name': fileName } };
