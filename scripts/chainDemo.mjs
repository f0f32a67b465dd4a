#!/usr/bin/env node
// `npm run chain:demo`: the app as `npm start` serves it, beside a local demo chain (anvil mining a block a second,
// a test USDT) that the server's chain watcher reads, so a transfer sent with `ops chain:send` is credited by itself.
// Its database, deposit key and the chain itself are kept in data/chain-demo (DATA_DIR overrides), apart from
// `npm start`'s: the watcher's cursor only ever meets this chain. `--no-build`: the caller built already (e2e).
import path from 'node:path';
import { createRequire } from 'node:module';
import { build, root, serve } from './start.mjs';

const BLOCK_TIME_S = 1;

if (!process.argv.includes('--no-build')) build();
const require = createRequire(import.meta.url);
const { anvilUnsupported } = require(path.join(root, 'api/dist/chain/demo/anvil.js'));
const { DEMO_CHAIN_SETTINGS, demoChainPointer, startDemoChain } = require(path.join(root, 'api/dist/chain/demo/demoChain.js'));

const missing = anvilUnsupported();
if (missing) {
  console.error(`chain:demo: ${missing} (run npm install)`);
  process.exit(1);
}
const dataDir = path.resolve(process.env.DATA_DIR || path.join(root, 'data/chain-demo'));
let demo;
try {
  demo = await startDemoChain({ dataDir, blockTime: BLOCK_TIME_S });
} catch (error) {
  console.error(`chain:demo: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const { chain, anvil } = demo;
const env = { ...DEMO_CHAIN_SETTINGS, ...process.env, DATA_DIR: dataDir, ...demoChainPointer(chain) };
// As `npm run` sees it: from the repository's root.
const dir = dataDir.startsWith(root + path.sep) ? path.relative(root, dataDir) : dataDir;
console.log(`chain:demo: a local chain (anvil, chain id ${chain.chainId}, a block every ${BLOCK_TIME_S} s) at ${chain.rpcUrl}, test USDT ${chain.token},
  credited after ${env.CHAIN_CONFIRMATIONS} confirmations; data in ${dir}
  1. open http://127.0.0.1:${env.PORT || 8080}/Recharge as demo / demo1234 (or a member you register): it shows the member's address
  2. in another terminal: DATA_DIR=${dir} npm run ops -- chain:send demo 100
  3. a few seconds later the deposit is credited with its 10% bonus: 110u on the 'me' page, no operator command
  Ctrl-C stops the server and the chain (both kept in ${dir} for the next start)`);

const server = serve(env);
server.on('exit', (code, signal) => {
  // After the server: anvil dumps the chain to its state file as it stops.
  void anvil.stop().then(() => process.exit(code ?? (signal ? 0 : 1)));
});
