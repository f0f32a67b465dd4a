// One jest setup for every package: swc transpiles TS/TSX with the root .swcrc; ESM-only deps are transformed (and
// those whose 'source' export condition, which the tests resolve, points at TypeScript: antd's scroll-into-view-if-needed).
const path = require('node:path');
const root = path.resolve(__dirname, '..');

const swc = ['@swc/jest', { swcrc: false, ...require(path.join(root, 'config/swc.jest.json')) }];

/** @param {string} dir package folder, @param {'node'|'jsdom'} env */
module.exports = function preset(dir, env) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: env,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: { '^.+\\.(t|j|mj)sx?$': swc },
    transformIgnorePatterns: [
      '/node_modules/(?!(swiper|ssr-window|dom7|light-my-request|cookie|@noble|@scure|otplib|@otplib|scroll-into-view-if-needed|compute-scroll-into-view)/)',
    ],
    moduleNameMapper: {
      '\\.(css|less)$': 'identity-obj-proxy',
      // The kit imports some widgets by path from antd-mobile's ES build (for the bundler); jest runs its CommonJS twin.
      '^antd-mobile/es/(.*)$': 'antd-mobile/cjs/$1',
      '\\.(png|jpe?g|svg|gif|webp)$': path.join(root, 'config/jestFileStub.js'),
    },
    testEnvironmentOptions:
      env === 'jsdom'
        ? { customExportConditions: ['source', 'browser', 'require', 'default'] }
        : { customExportConditions: ['source', 'node', 'require', 'default'] },
    setupFilesAfterEnv: env === 'jsdom' ? [path.join(root, 'config/jestSetupDom.js')] : [],
  };
};
