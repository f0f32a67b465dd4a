// Where the cores went during a run (Linux /proc): the machine, the server's processes, the local PostgreSQL,
// this process, and what is left (other work sharing the machine).
import fs from 'node:fs';
import os from 'node:os';

const USER_HZ = 100;

/** A process's stat fields after its name (field 3 on), or null when it is gone. */
function statOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
  } catch {
    return null;
  }
}

export function childrenOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ').filter(Boolean);
  } catch {
    return [];
  }
}

/** CPU ticks of a process and its live descendants; with `reaped`, also of the children it has waited for. */
function treeTicks(pid, reaped = false) {
  const fields = statOf(pid);
  if (!fields) return 0;
  const own = fields[11] + fields[12] + (reaped ? fields[13] + fields[14] : 0);
  return own + childrenOf(pid).reduce((sum, child) => sum + treeTicks(child, reaped), 0);
}

/** CPU seconds (user + system) a process and its live descendants have used so far; NaN where /proc is not. */
export function processCpuSeconds(pid) {
  return statOf(pid) ? treeTicks(pid) / USER_HZ : NaN;
}

/** The local PostgreSQL's postmaster: a process named postgres whose parent is not one. */
export function postmasterPid() {
  const comm = (pid) => fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (comm(pid) === 'postgres' && comm(String(statOf(pid)[1])) !== 'postgres') return pid;
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

/**
 * CPU seconds so far: the machine's busy time, the server (the primary and its workers), the local PostgreSQL (every
 * backend, ended ones included, whoever they serve) and the generator: this process and its own generator processes
 * (`generatorPids`, the live mode's).
 */
export function cpuSeconds(serverPid, postgresPid, generatorPids = []) {
  const [, ...machine] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const own = process.cpuUsage();
  return {
    machine: (machine.slice(0, 8).reduce((a, b) => a + b, 0) - machine[3] - machine[4]) / USER_HZ,
    server: treeTicks(serverPid) / USER_HZ,
    postgres: postgresPid ? treeTicks(postgresPid, true) / USER_HZ : 0,
    generator: (own.user + own.system) / 1e6 + generatorPids.reduce((sum, pid) => sum + treeTicks(pid) / USER_HZ, 0),
  };
}

/** Cores used on average between two cpuSeconds(); `other` is what else ran on the machine. */
export function coresUsed(before, after, seconds) {
  const cores = (key) => Math.round(((after[key] - before[key]) / seconds) * 100) / 100;
  const used = { machine: cores('machine'), server: cores('server'), postgres: cores('postgres'), generator: cores('generator') };
  const other = Math.round((used.machine - used.server - used.postgres - used.generator) * 100) / 100;
  return { of: os.cpus().length, ...used, other };
}
