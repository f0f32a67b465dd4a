// The tests' local chain is the demo chain's anvil (chain/demo/anvil.ts): one way to start it, for both.
export { anvilUnsupported, startAnvil, type Anvil, type AnvilOptions } from '../chain/demo/anvil';
