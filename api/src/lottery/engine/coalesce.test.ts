import { Coalescer } from './coalesce';

describe('Coalescer', () => {
  it('collapses a burst of requests for one key into the run under way and one more', async () => {
    const coalescer = new Coalescer((err) => {
      throw err;
    });
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 5));
    };
    await Promise.all(Array.from({ length: 10 }, () => coalescer.request('room:1', work)));
    await coalescer.idle();
    expect(runs).toBe(2);
  });

  it('with spacing, reads the first change at once and the rest of the burst once, no sooner than the spacing', async () => {
    const coalescer = new Coalescer((err) => {
      throw err;
    });
    const startedAt: number[] = [];
    const work = async () => {
      startedAt.push(Date.now());
    };
    void coalescer.request('room:1', work, 40);
    expect(startedAt).toHaveLength(1); // the first run starts within the request
    for (let i = 0; i < 5; i += 1) void coalescer.request('room:1', work, 40);
    await coalescer.idle();
    expect(startedAt).toHaveLength(2);
    expect(startedAt[1]! - startedAt[0]!).toBeGreaterThanOrEqual(39);
  });

  it('keeps keys apart', async () => {
    const coalescer = new Coalescer((err) => {
      throw err;
    });
    const keys: string[] = [];
    await Promise.all(
      ['room:1', 'room:2'].map((key) =>
        coalescer.request(
          key,
          async () => {
            keys.push(key);
          },
          40,
        ),
      ),
    );
    expect(keys.sort()).toEqual(['room:1', 'room:2']);
  });
});
