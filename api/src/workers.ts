import cluster, { type Worker } from 'node:cluster';
import { processLog } from './processLog';

/** A worker that lived at least this long died of something new: it is replaced at once, and the backoff starts over. */
const STEADY_MS = 10_000;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** The workers' own shutdown gives up after 10 s (server.ts); past this they are killed. */
const STOP_TIMEOUT_MS = 15_000;

/**
 * WORKERS=N (N > 1): this process is the primary of node:cluster. It serves nothing itself: it forks N api
 * processes sharing one port (the primary hands each connection to one of them in turn), replaces one that dies,
 * and passes a SIGINT/SIGTERM on to all of them, exiting once they have closed. They share everything else through
 * PostgreSQL (sessions, throttles, balances, room state; the lottery engine elects one scheduler among them).
 */
export function superviseWorkers(count: number, logLevel: string): void {
  const log = processLog(logLevel);
  const startedAt = new Map<Worker, number>();
  let anyListening = false;
  let retryMs = FIRST_RETRY_MS;
  let stopping = false;

  const fork = () => {
    if (stopping) return;
    startedAt.set(cluster.fork(), Date.now());
  };

  cluster.on('listening', () => (anyListening = true));
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit();
      return;
    }
    // The first ones failing before any served (port taken, database unreachable): the next would fail alike.
    if (!anyListening) {
      log('error', 'an api worker failed to start; stopping', { worker: worker.process.pid, code, signal });
      stop('SIGTERM', 1);
      return;
    }
    const delay = lived >= STEADY_MS ? 0 : retryMs;
    retryMs = lived >= STEADY_MS ? FIRST_RETRY_MS : Math.min(retryMs * 2, MAX_RETRY_MS);
    log('warn', 'an api worker died; starting another', { worker: worker.process.pid, code, signal, livedMs: lived, inMs: delay });
    setTimeout(fork, delay);
  });

  const stop = (signal: NodeJS.Signals, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = exitCode;
    log('info', 'stopping the api workers', { signal, workers: startedAt.size });
    if (startedAt.size === 0) process.exit();
    for (const worker of startedAt.keys()) worker.process.kill(signal);
    setTimeout(() => {
      log('error', 'api workers did not stop in time; killing them');
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  log('info', 'starting api workers', { workers: count });
  for (let i = 0; i < count; i++) fork();
}
