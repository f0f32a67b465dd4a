// The tests' token is the demo chain's (chain/demo/testUsdt.ts): one way to deploy, mint and move it, for both.
export * from '../../chain/demo/testUsdt';
