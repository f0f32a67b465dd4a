// Unit tests of the front-end packages and shared-contracts. The api has its own config (it needs databases).
const preset = require('./config/jest.preset');
module.exports = {
  projects: [
    preset(`${__dirname}/shared-contracts`, 'node'),
    preset(`${__dirname}/shell`, 'jsdom'),
    preset(`${__dirname}/mf-account`, 'jsdom'),
    preset(`${__dirname}/mf-trade`, 'jsdom'),
    preset(`${__dirname}/mf-wallet`, 'jsdom'),
    preset(`${__dirname}/mf-content`, 'jsdom'),
    { ...preset(`${__dirname}/scripts`, 'node'), testMatch: ['<rootDir>/*.test.js'] },
    { ...preset(`${__dirname}/config`, 'node'), testMatch: ['<rootDir>/eslint/*.test.js'] },
  ],
};
