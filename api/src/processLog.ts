import { hostname } from 'node:os';

type Level = 'info' | 'warn' | 'error';
const PINO_LEVEL: Record<Level, number> = { info: 30, warn: 40, error: 50 };
const PINO_RANK: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

export type ProcessLog = (level: Level, msg: string, extra?: object) => void;

/**
 * One JSON line as pino writes them, for the moments before an app (and its logger) exists: the supervisor of
 * several workers, and start-up waiting for the database.
 */
export function processLog(logLevel: string): ProcessLog {
  const threshold = PINO_RANK[logLevel] ?? PINO_LEVEL.info;
  return (level, msg, extra = {}) => {
    if (PINO_LEVEL[level] < threshold) return;
    console.log(JSON.stringify({ level: PINO_LEVEL[level], time: Date.now(), pid: process.pid, hostname: hostname(), msg, ...extra }));
  };
}
