// Unit tests of the front-end packages and shared-contracts. The api has its own config (it needs databases).
const preset = require('./config/jestPreset');
module.exports = {
  projects: [
    { ...preset(`${__dirname}/shared-contracts`, 'node'), testMatch: ['<rootDir>/src/**/*.test.ts'] },
    // The platform's React pieces (hooks, providers) and the test kit run in a browser-like DOM.
    {
      ...preset(`${__dirname}/shared-contracts`, 'jsdom'),
      displayName: 'shared-contracts-dom',
      testMatch: ['<rootDir>/src/**/*.test.tsx'],
    },
    preset(`${__dirname}/shell`, 'jsdom'),
    preset(`${__dirname}/mf-account`, 'jsdom'),
    preset(`${__dirname}/mf-trade`, 'jsdom'),
    preset(`${__dirname}/mf-wallet`, 'jsdom'),
    preset(`${__dirname}/mf-content`, 'jsdom'),
    // The operators' console: its own app (antd, not the player's kit), so its own DOM setup.
    (({ moduleNameMapper, ...project }) => ({
      ...project,
      setupFilesAfterEnv: [`${__dirname}/back-office/jestSetup.js`],
      // The bundle takes antd's locales from its ES build; jest runs their CommonJS twins.
      moduleNameMapper: { ...moduleNameMapper, '^antd/es/(.*)$': 'antd/lib/$1' },
    }))(preset(`${__dirname}/back-office`, 'jsdom')),
    // The tooling: the lint rules, and the api's floor plan as a gate (config/floorPlan.test.js).
    { ...preset(`${__dirname}/config`, 'node'), testMatch: ['<rootDir>/eslint/*.test.js', '<rootDir>/*.test.js'] },
  ],
};
