import { FaultLog } from './faultLog';

const lost = () => Object.assign(new Error('Connection terminated unexpectedly'), {});
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

function logAt() {
  const lines: { obj: any; msg: string }[] = [];
  let now = 0;
  const log = new FaultLog({ warn: (obj, msg) => lines.push({ obj, msg }) }, 10_000, () => now);
  return { lines, log, advance: (ms: number) => (now += ms) };
}

test('an outage writes one line per kind per interval, with a count and no stack', () => {
  const { lines, log, advance } = logAt();
  for (let i = 0; i < 500; i++) {
    expect(log.report(lost(), 'POST /api/x')).toBe(true);
    log.report(refused(), 'POST /api/x');
  }
  expect(lines).toHaveLength(2);
  expect(lines[0]).toEqual({ msg: 'database unavailable', obj: expect.objectContaining({ context: 'POST /api/x', count: 1 }) });
  expect(JSON.stringify(lines)).not.toContain('    at ');
  advance(10_000);
  log.report(lost(), 'POST /api/x');
  expect(lines[2]!.obj).toMatchObject({ count: 500, error: 'Connection terminated unexpectedly' });
});

test('a disk full is said as such', () => {
  const { lines, log } = logAt();
  log.report(Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }), 'POST /api/x');
  expect(lines[0]!.msg).toBe('database disk is full');
});

test('an error that is not a database fault is left to the caller', () => {
  const { lines, log } = logAt();
  expect(log.report(new TypeError('x is undefined'), 'POST /api/x')).toBe(false);
  expect(lines).toHaveLength(0);
});

test('a storm (so many faults in one window) is told once per window, whatever kinds they are', () => {
  const { log, advance } = logAt();
  const storms: number[] = [];
  log.watchStorms({ count: 3, windowMs: 60_000 }, (startedAt) => storms.push(startedAt));
  advance(60_000);
  log.report(lost(), 'POST /api/x');
  log.report(refused(), 'chain watcher');
  log.report(new TypeError('not a fault'), 'POST /api/x');
  expect(storms).toEqual([]);
  for (let i = 0; i < 10; i++) log.report(lost(), 'POST /api/x');
  expect(storms).toEqual([60_000]);
  advance(60_000);
  log.report(lost(), 'POST /api/x');
  log.report(lost(), 'POST /api/x');
  expect(storms).toEqual([60_000]);
  log.report(lost(), 'POST /api/x');
  expect(storms).toEqual([60_000, 120_000]);
});
