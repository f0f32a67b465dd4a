// Lint for the whole suite (`npm run lint`): typescript-eslint, the rules of hooks, import cycles, and the
// architecture's own rules (config/eslint/boundaries.cjs), the api's floor plan among them. Formatting is
// Prettier's (`npm run format:check`).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './config/eslint/boundaries.cjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/artifacts/**',
      'data/**',
      '**/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, boundaries },
    settings: {
      // Parse our TS files when following imports (no-cycle needs their imports), resolve as tsc does.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.base.json', '*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
          conditionNames: ['source', 'types', 'import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'boundaries/direction': 'error',
      'boundaries/api-zones': 'error',
      'boundaries/kit': 'error',
      'boundaries/file-name': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // The test kit never reaches a production bundle. Routing comes from the one shared routing module: a bundle
    // of its own react-router would be a second router, blind to the page's.
    files: ['**/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/testing/**', 'shared-contracts/src/routing.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'shared-contracts/testing', message: 'the test kit is for tests only' },
            ...['react-router', 'react-router-dom'].map((name) => ({ name, message: "import routing from 'shared-contracts/routing'" })),
          ],
        },
      ],
    },
  },
  {
    // The operators' console (back-office/) is a single-page app of its own, never loaded by the player's shell: it
    // bundles its own router (react-router-dom) and antd, takes from shared-contracts only the root and the ops
    // contracts, and of those the types alone (a value import of a schema module ships zod).
    files: ['back-office/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'shared-contracts/testing', message: 'the test kit is for tests only' },
            { name: 'react-router', message: "the console routes with 'react-router-dom'" },
          ],
          patterns: [
            {
              group: ['shared-contracts/*', '!shared-contracts/ops'],
              message: "the console imports 'shared-contracts' and 'shared-contracts/ops' alone",
            },
            { group: ['antd-mobile', 'antd-mobile/*'], message: "the player's widgets: the console uses antd" },
          ],
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'shared-contracts/ops', allowTypeImports: true, message: 'types only in the browser (schemas ship zod)' },
            { name: 'zod', allowTypeImports: true, message: 'validation stays on the server' },
          ],
        },
      ],
    },
  },
  {
    // Browser code takes the calls' types, never their zod schemas: a value import of them ships zod (~20 KB br)
    // in the first load. Shared rules and constants live in shared-contracts/src/domain.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared-contracts/src/{platform,kit,domain}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'shared-contracts/api', allowTypeImports: true, message: 'types only in the browser (schemas ship zod)' },
            { name: 'zod', message: 'validation stays on the server' },
          ],
          patterns: [
            {
              regex: '^\\.\\./api(/(?!endpoints$).*)?$',
              allowTypeImports: true,
              message: 'types only in the browser (schemas ship zod)',
            },
          ],
        },
      ],
    },
  },
  {
    // A route file declares calls: it checks, calls a service and shapes the answer; the queries live in the areas.
    files: ['api/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: 'no SQL in route files: put the query in its area and call it',
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'no SQL in route files: put the query in its area and call it' },
      ],
    },
  },
  {
    // Migrations describe the schema as it was (untyped on purpose); test helpers answer loose JSON.
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'api/src/testing/**', 'api/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{cjs,js}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
