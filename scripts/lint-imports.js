#!/usr/bin/env node
// Import-direction lint: shared-contracts imports no package of ours; remotes import neither the shell nor
// each other; the shell and the api reach only shared-contracts; inside a package, features never import app;
// the UI kit comes through shared-contracts/kit (config/kitWidgets.cjs).
const fs = require('node:fs');
const path = require('node:path');
const { parseSync } = require('@swc/core');
const { widgetImportProblem } = require('../config/kitWidgets.cjs');

const root = path.resolve(__dirname, '..');
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

/** Every module specifier a file imports, re-exports, dynamically imports or requires. */
function specifiers(source, file) {
  const ast = parseSync(source, { syntax: 'typescript', tsx: file.endsWith('x'), target: 'es2022' });
  const found = [];
  (function walk(node) {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    if ((node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || node.type === 'ExportNamedDeclaration') && node.source) found.push(node.source.value);
    if (node.type === 'CallExpression') {
      const callee = node.callee;
      const first = node.arguments && node.arguments[0] && node.arguments[0].expression;
      const isImport = callee && callee.type === 'Import';
      const isRequire = callee && callee.type === 'Identifier' && callee.value === 'require';
      if ((isImport || isRequire) && first && first.type === 'StringLiteral') found.push(first.value);
    }
    for (const key of Object.keys(node)) if (key !== 'span') walk(node[key]);
  })(ast);
  return found;
}

function packageOf(absolute) {
  const rel = path.relative(root, absolute).split(path.sep);
  return OURS.includes(rel[0]) ? rel[0] : null;
}

/** The problems of one file: [] when it respects the direction. */
function checkFile(file, source) {
  const pkg = packageOf(file);
  if (!pkg) return [];
  const problems = [];
  const inFeatures = /[\\/]src[\\/]features[\\/]/.test(file);
  for (const spec of specifiers(source, file)) {
    let target = null;
    let targetPath = null;
    if (spec.startsWith('.')) {
      targetPath = path.resolve(path.dirname(file), spec);
      target = packageOf(targetPath);
    } else {
      const name = spec.split('/')[0];
      if (OURS.includes(name)) target = name;
    }
    if (target && target !== pkg && !ALLOWED[pkg].includes(target)) problems.push(`${path.relative(root, file)}: ${pkg} must not import ${target} ('${spec}')`);
    const widgetProblem = widgetImportProblem(spec, pkg, file.includes(path.join('shared-contracts', 'src', 'kit') + path.sep));
    if (widgetProblem) problems.push(`${path.relative(root, file)}: ${widgetProblem}`);
    if (inFeatures && targetPath && target === pkg && /[\\/]src[\\/]app([\\/]|$)/.test(targetPath)) {
      problems.push(`${path.relative(root, file)}: features must not import app ('${spec}')`);
    }
  }
  return problems;
}

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', 'test-results', 'artifacts'].includes(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(c|m)?(t|j)sx?$/.test(entry.name) ? [full] : [];
  });
}

if (require.main === module) {
  const problems = OURS.flatMap((pkg) => sourceFiles(path.join(root, pkg)).flatMap((file) => checkFile(file, fs.readFileSync(file, 'utf8'))));
  if (problems.length) {
    console.error(`lint: ${problems.length} import(s) against the direction shared-contracts -> features -> app:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('lint: import direction respected');
}

module.exports = { checkFile };
