// The box's limits the live mode has to fit in, and what the server's processes hold (Linux /proc).
import fs from 'node:fs';
import { childrenOf } from './cpu.mjs';

/** This process's open-file limit (soft, as `ulimit -n` says), read from /proc/self/limits. */
export function openFileLimit() {
  const line = fs
    .readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  return Number(line.trim().split(/\s+/)[3]);
}

/**
 * Sockets one process may hold: 3/4 of the limit, the rest left for the database's connections, logs, the
 * pool's sockets and sockets still closing. Both the server's workers and the generator's processes use it.
 */
export const socketsPerProcess = (limit = openFileLimit()) => Math.floor(limit * 0.75);

/** Each of the server's processes (the primary first): its pid, open files and resident memory (MB). */
export function serverProcesses(primaryPid) {
  return [String(primaryPid), ...childrenOf(primaryPid)].map((pid) => {
    let files = null;
    let rssMb = null;
    try {
      files = fs.readdirSync(`/proc/${pid}/fd`).length;
      const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      rssMb = rss ? Math.round(Number(rss[1]) / 1024) : null;
    } catch {
      // gone meanwhile
    }
    return { pid: Number(pid), files, rssMb };
  });
}

/**
 * Samples the server's processes every `everyMs`; `.stop()` answers the peak resident total, the most open files the
 * primary held (node:cluster's primary accepts every connection and hands it to a worker: a slow hand-off piles them
 * up in the primary, under the same open-file limit) and the last sample.
 */
export function sampleServer(primaryPid, everyMs = 2_000) {
  let peakMb = 0;
  let primaryPeakFiles = 0;
  let last = null;
  const take = () => {
    last = serverProcesses(primaryPid);
    peakMb = Math.max(
      peakMb,
      last.reduce((sum, p) => sum + (p.rssMb ?? 0), 0),
    );
    primaryPeakFiles = Math.max(primaryPeakFiles, last[0].files ?? 0);
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { peakMb, primaryPeakFiles, lastMb: last.reduce((sum, p) => sum + (p.rssMb ?? 0), 0), processes: last };
    },
  };
}
