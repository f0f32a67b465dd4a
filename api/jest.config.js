// The api's tests (src/**/*.test.ts) build the app on a fresh database each; scripts/test.mjs runs them on SQLite, then PostgreSQL.
const preset = require('../config/jestPreset');
module.exports = { ...preset(__dirname, 'node'), testTimeout: 30_000 };
