import { WriteQueue } from './writeQueue';

/**
 * Lets the queue's slices run: each slice yields to the loop with setImmediate, so a hundred turns of the loop are
 * more than the slices here need (a timer instead fired between slices on a busy machine).
 */
const settle = async () => {
  for (let turn = 0; turn < 100; turn++) await new Promise((resolve) => setImmediate(resolve));
};

describe('WriteQueue', () => {
  it('writes every frame to each of its streams, each stream in the order asked', async () => {
    const got = new Map<string, string[]>();
    const queue = new WriteQueue<string>((to, buf) => got.set(to, [...(got.get(to) ?? []), buf.toString()]), 0);
    const many = Array.from({ length: 100 }, (_, i) => `s${i}`);
    queue.push(many, Buffer.from('round'));
    queue.push(['s7'], Buffer.from('me'));
    queue.push([], Buffer.from('nobody'));
    queue.push(['s99', 's0'], Buffer.from('bets'));
    await settle();
    expect(queue.pending).toBe(0);
    expect(got.size).toBe(100);
    expect(got.get('s7')).toEqual(['round', 'me']);
    expect(got.get('s0')).toEqual(['round', 'bets']);
    expect(got.get('s99')).toEqual(['round', 'bets']);
    expect(got.get('s1')).toEqual(['round']);
  });

  it('lets other work run between slices of a long burst, and starts at once when idle', async () => {
    let written = 0;
    const queue = new WriteQueue<number>(() => written++, 0);
    queue.push(
      Array.from({ length: 1000 }, (_, i) => i),
      Buffer.from('x'),
    );
    const firstSlice = written;
    expect(firstSlice).toBeGreaterThan(0);
    let seenByRequest = -1;
    setImmediate(() => (seenByRequest = written));
    await settle();
    expect(written).toBe(1000);
    expect(seenByRequest).toBeGreaterThanOrEqual(firstSlice);
    expect(seenByRequest).toBeLessThan(1000);
  });
});
