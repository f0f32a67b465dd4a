import { runOps } from './run';

/** `npm run ops -- <command> [args]` (runs the built dist/ops/cli.js). */
runOps(process.argv.slice(2), { out: (l) => console.log(l), err: (l) => console.error(l) }).then((code) => {
  process.exitCode = code;
});
