import { isSuccessCode, type Line } from 'shared-contracts';

/** The call timed against each line: public (no token), read-only and the cheapest the api answers. */
const PROBE_PATH = '/api/Task/kefu';
/** Each line is asked this many times one after the other and keeps its fastest answer: the first may pay for opening the connection. */
const PROBES_PER_LINE = 2;
export const PROBE_TIMEOUT_MS = 5_000;

/** How long each line took to answer (ms), or null when it did not answer successfully. */
export type LineTimings = readonly [number | null, number | null];

export interface ProbeEnv {
  fetch(url: string, init: RequestInit): Promise<Response>;
  now(): number;
  signal?: AbortSignal;
}

/** One successful answer's time from this browser, or null (no answer within PROBE_TIMEOUT_MS, an error status, a refusal). */
async function timeOnce(base: string, env: ProbeEnv): Promise<number | null> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  env.signal?.addEventListener('abort', abort);
  const timer = setTimeout(abort, PROBE_TIMEOUT_MS);
  const started = env.now();
  try {
    const response = await env.fetch(`${base}${PROBE_PATH}`, { cache: 'no-store', signal: controller.signal });
    const body = (await response.json()) as { code?: unknown };
    return response.ok && typeof body.code === 'number' && isSuccessCode(body.code) ? Math.round(env.now() - started) : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    env.signal?.removeEventListener('abort', abort);
  }
}

/** A line's time: its fastest answer, or null when any probe of it failed (an unreliable line is never the best). */
async function timeLine(base: string, env: ProbeEnv): Promise<number | null> {
  let fastest = Infinity;
  for (let probe = 0; probe < PROBES_PER_LINE; probe++) {
    const time = await timeOnce(base, env);
    if (time === null) return null;
    fastest = Math.min(fastest, time);
  }
  return fastest;
}

/** Times both lines (api base URLs of the runtime config) from this browser, side by side. */
export async function measureLines(bases: readonly [string, string], env: ProbeEnv): Promise<LineTimings> {
  return Promise.all([timeLine(bases[0], env), timeLine(bases[1], env)]);
}

/** The line that answered fastest, or null when neither answered. */
export function fastestLine(timings: LineTimings): Line | null {
  const [first, second] = timings;
  if (first === null) return second === null ? null : 1;
  return second !== null && second < first ? 1 : 0;
}
