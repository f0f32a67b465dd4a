import { PROBE_TIMEOUT_MS, fastestLine, measureLines, type ProbeEnv } from './lineSpeed';

const BASES = ['https://a.example', 'https://b.example'] as const;
const answer = (body: unknown, ok = true) => ({ ok, json: async () => body }) as Response;
const SUCCESS = { code: 1, msg: '', data: { line: 'https://chat' } };

/** A network where each probe of a line takes the next of its delays (fake time), answering `body`. */
function env(delays: Record<string, number[]>, body: (base: string) => Response = () => answer(SUCCESS)): ProbeEnv {
  return {
    now: () => Date.now(),
    fetch: (url, init) => {
      const base = BASES.find((b) => url.startsWith(b))!;
      expect(url).toBe(`${base}/api/Task/kefu`);
      const delay = delays[base]!.shift()!;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => resolve(body(base)), delay);
        init.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    },
  };
}

async function measure(probeEnv: ProbeEnv) {
  const timings = measureLines(BASES, probeEnv);
  await jest.advanceTimersByTimeAsync(2 * PROBE_TIMEOUT_MS + 10);
  return timings;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('measureLines', () => {
  it("keeps each line's fastest answer (the first may pay for opening the connection)", async () => {
    expect(await measure(env({ [BASES[0]]: [400, 120], [BASES[1]]: [90, 150] }))).toEqual([120, 90]);
  });

  it('counts a line that fails any probe as not answering', async () => {
    const flaky = env({ [BASES[0]]: [50, 50], [BASES[1]]: [40, 40] }, (base) =>
      base === BASES[1] ? answer({ code: 0, msg: 'x' }) : answer(SUCCESS),
    );
    expect(await measure(flaky)).toEqual([50, null]);
    const broken = env({ [BASES[0]]: [50, 50], [BASES[1]]: [40, 40] }, (base) => answer(SUCCESS, base !== BASES[0]));
    expect(await measure(broken)).toEqual([null, 40]);
  });

  it('gives up on a line that does not answer within the timeout', async () => {
    expect(await measure(env({ [BASES[0]]: [PROBE_TIMEOUT_MS + 1, 10], [BASES[1]]: [30, 30] }))).toEqual([null, 30]);
  });
});

describe('fastestLine', () => {
  it.each([
    [[120, 40], 1],
    [[40, 120], 0],
    [[70, 70], 0],
    [[null, 300], 1],
    [[80, null], 0],
    [[null, null], null],
  ] as const)('%j -> %s', (timings, best) => {
    expect(fastestLine(timings)).toBe(best);
  });
});
