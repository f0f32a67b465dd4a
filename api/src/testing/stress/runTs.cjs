// Runs a TypeScript file in a plain Node process, for tests that need real child processes (crash and
// cross-process races): swc transpiles each .ts file as it is required, with the jest transform's settings.
// Start with `node --conditions=source runTs.cjs <file.ts> [args]` so shared-contracts resolves to its sources.
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const options = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../../config/swc.jest.json'), 'utf8'));
require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename, swcrc: false });
  module._compile(code, filename);
};
require(path.resolve(process.argv[2]));
