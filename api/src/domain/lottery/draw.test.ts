import { createHmac } from 'node:crypto';
import { HashChain } from './chain';
import { describeDraw, digitsFromBlocks, drawBlock, drawDigits } from './draw';

describe('draw', () => {
  const link = 'b'.repeat(64);

  it('is HMAC-SHA256 keyed by the link text over salt:issue', () => {
    const expected = createHmac('sha256', link).update('salt1:20261122001').digest();
    expect(drawBlock(link, 'salt1', '20261122001', 0).equals(expected)).toBe(true);
    const extended = createHmac('sha256', link).update('salt1:20261122001:2').digest();
    expect(drawBlock(link, 'salt1', '20261122001', 2).equals(extended)).toBe(true);
  });

  it('takes the first three accepted bytes mod 10 and skips bytes of 250 and above', () => {
    expect(digitsFromBlocks(() => Uint8Array.from([250, 255, 3, 251, 249, 13, 7]))).toEqual([3, 9, 3]);
  });

  it('extends to further blocks when one block has fewer than three accepted bytes', () => {
    const blocks = [Uint8Array.from([250, 17, 251]), Uint8Array.from([252, 253]), Uint8Array.from([0, 99, 5])];
    const seen: number[] = [];
    expect(
      digitsFromBlocks((i) => {
        seen.push(i);
        return blocks[i]!;
      }),
    ).toEqual([7, 0, 9]);
    expect(seen).toEqual([0, 1, 2]);
  });

  it('is deterministic for a link, salt and issue and changes with each', () => {
    const d = drawDigits(link, 's', '20261122001');
    expect(drawDigits(link, 's', '20261122001')).toEqual(d);
    const others = [
      drawDigits(link, 's', '20261122002'),
      drawDigits(link, 't', '20261122001'),
      drawDigits('c'.repeat(64), 's', '20261122001'),
    ];
    expect(others.some((o) => o.join() !== d.join())).toBe(true);
  });

  it('describes every outcome class of a draw', () => {
    const r = describeDraw([9, 9, 4]);
    expect(r.sum).toBe(22);
    const wins = r.outcomes.filter((o) => o.win).map((o) => o.class);
    expect(wins).toEqual([1, 4, 12, 22, 122]);
    expect(r.outcomes).toHaveLength(38);
  });

  it('derives uniform digits: 1,000,000 digits pass chi-square at 95% (9 dof, critical 16.919)', () => {
    const chain = new HashChain('0123456789abcdef'.repeat(4), 1000);
    const counts = new Array<number>(10).fill(0);
    const perSite = [new Array<number>(10).fill(0), new Array<number>(10).fill(0), new Array<number>(10).fill(0)];
    let digits = 0;
    outer: for (let k = 1; k <= 1000; k++) {
      const l = chain.link(k);
      for (let seq = 1; seq <= 334; seq++) {
        const d = drawDigits(l, 'chi-square', `20260101${String(seq).padStart(3, '0')}`);
        for (let site = 0; site < 3; site++) {
          counts[d[site]!]!++;
          perSite[site]![d[site]!]!++;
          if (++digits === 1_000_000) break outer;
        }
      }
    }
    const chiSquare = (c: number[]) => {
      const n = c.reduce((a, b) => a + b, 0);
      return c.reduce((acc, o) => acc + (o - n / 10) ** 2 / (n / 10), 0);
    };
    expect(digits).toBe(1_000_000);
    expect(chiSquare(counts)).toBeLessThan(16.919);
    for (const site of perSite) expect(chiSquare(site)).toBeLessThan(16.919);
  });

  it('the chi-square check can fail: digits with modulo bias are caught', () => {
    // b mod 10 over all 256 byte values favours 0-5: the rejection step is what removes that bias
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 1_000_000; i++) counts[(i % 256) % 10]!++;
    const n = 1_000_000;
    const chi = counts.reduce((acc, o) => acc + (o - n / 10) ** 2 / (n / 10), 0);
    expect(chi).toBeGreaterThan(16.919);
  });
});
