import { HashChain, hashLink, newChainSeed, reachesCommitment } from './chain';

const SEED = 'a'.repeat(64);

describe('hash chain', () => {
  it('hashes the lowercase hex text of a link', () => {
    // sha256("abc") is the FIPS 180-2 test vector
    expect(hashLink('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('commits to the link length steps after the seed', () => {
    const chain = new HashChain(SEED, 5, 2);
    let h = SEED;
    for (let i = 0; i < 5; i++) h = hashLink(h);
    expect(chain.commitment).toBe(h);
  });

  it('reveals links that hash back to the previous one and finally to the commitment', () => {
    const chain = new HashChain(SEED, 2500, 100);
    expect(hashLink(chain.link(1))).toBe(chain.commitment);
    for (let k = 2; k <= 2500; k += 97) expect(hashLink(chain.link(k))).toBe(chain.link(k - 1));
    expect(reachesCommitment(chain.link(2500), chain.commitment, 2500)).toBe(true);
    expect(reachesCommitment(chain.link(2500), chain.commitment, 2499)).toBe(false);
    expect(chain.link(2500)).toBe(SEED);
  });

  it('gives the same links whatever the checkpoint spacing', () => {
    const dense = new HashChain(SEED, 300, 1);
    const sparse = new HashChain(SEED, 300, 1000);
    for (const k of [1, 2, 150, 299, 300]) expect(sparse.link(k)).toBe(dense.link(k));
  });

  it('names the previous link, the commitment for the first round', () => {
    const chain = new HashChain(SEED, 10);
    expect(chain.previousLink(1)).toBe(chain.commitment);
    expect(chain.previousLink(4)).toBe(chain.link(3));
  });

  it('refuses rounds outside the chain and malformed seeds', () => {
    const chain = new HashChain(SEED, 10);
    expect(() => chain.link(0)).toThrow(RangeError);
    expect(() => chain.link(11)).toThrow(RangeError);
    expect(() => new HashChain('xyz', 10)).toThrow(RangeError);
    expect(() => new HashChain(SEED.toUpperCase(), 10)).toThrow(RangeError);
  });

  it('makes fresh random seeds', () => {
    const a = newChainSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newChainSeed()).not.toBe(a);
  });
});
