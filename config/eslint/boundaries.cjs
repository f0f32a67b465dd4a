// The suite's architecture rules as an ESLint plugin: imports point shared-contracts -> features -> app,
// remotes never reach each other or the shell, widgets come through the shared kit, and one file-name style.
const path = require('node:path');
const { widgetImportProblem } = require('../kitWidgets.cjs');

const root = path.resolve(__dirname, '../..');
const OURS = ['shared-contracts', 'shell', 'mf-account', 'mf-trade', 'mf-wallet', 'mf-content', 'api', 'e2e'];
/** Which of our packages each package may import. */
const ALLOWED = {
  'shared-contracts': [],
  shell: ['shared-contracts'],
  'mf-account': ['shared-contracts'],
  'mf-trade': ['shared-contracts'],
  'mf-wallet': ['shared-contracts'],
  'mf-content': ['shared-contracts'],
  api: ['shared-contracts'],
  e2e: ['shared-contracts'],
};

/** Where a file sits: its package, and inside `src/` its layer ('features', 'app', ...) and feature. */
function placeOf(absolute) {
  const parts = path.relative(root, absolute).split(path.sep);
  if (!OURS.includes(parts[0])) return null;
  const src = parts[1] === 'src';
  return { pkg: parts[0], layer: src ? parts[2] : undefined, feature: src && parts[2] === 'features' ? parts[3] : undefined };
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
      } else if (target.pkg === here.pkg && here.feature && target.feature && target.feature !== here.feature) {
        context.report({
          node: source,
          message: `feature '${here.feature}' must not import feature '${target.feature}': move what both need to src/shared ('${spec}')`,
        });
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

module.exports = { meta: { name: 'boundaries' }, rules: { direction, kit, 'file-name': fileName } };
