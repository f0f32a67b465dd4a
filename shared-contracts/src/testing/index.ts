// The suite's one test kit (`shared-contracts/testing`), for the shell and every remote. Test code only: no
// production module imports it, and the package exports it to the 'source' condition alone (no built copy).
export * from './renderScreen';
export * from './renderApp';
export * from './fakeApi';
export * from './memoryStorage';
export * from './strings';
export * from './fakeLive';
