import { webcrypto } from 'node:crypto';
import { digitsFromBlocks, judge, recompute, stepsToCommitment } from './fairDraw';

// jsdom has no SubtleCrypto; the browser does. Node's is the same WebCrypto API.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

/**
 * Vectors made by the server's own code (api/src/domain/lottery/chain.ts HashChain(seed 'a'x63+'1', length 5),
 * draw.ts drawBlock / drawDigits with salt 'c0ffee00salt'), run with node.
 */
const SALT = 'c0ffee00salt';
const COMMITMENT = 'ca1c767408c82309698c2073f2595bd623c689cbc19e3b5ce9ef198652ffbdbe';
const ROUND_1 = {
  issue: '20261122001',
  link: '5ea98515022de0dbfe9c1aca73b366686103941213edbc6f114ee12135507778',
  block0: 'dd7ffb32e17c4d28c8a7db68ed13a13e0ebd764701ad616d43378e22f0489f7e',
  digits: [1, 7, 0] as const,
};
const ROUND_2 = {
  issue: '20261122002',
  link: '72cb3b08e40566bd311239e4de42782c05333d4e0a5a4991f579b0bf0708db02',
  block0: '90cfb8583f6e721be0f38d612a1533c262cdc0e3794f22794037be658093f38d',
  digits: [4, 7, 4] as const,
};
const ROUND_3_LINK = '80aecfe34a7c4c5b65a5624a8f9fe7227c7b9f651159cb2d833f8ca25ba36910';

describe('recompute (the server draw, in WebCrypto)', () => {
  it('hashes the link text to the link revealed before it, and round 1 to the commitment', async () => {
    expect((await recompute({ ...ROUND_1, salt: SALT })).linkHash).toBe(COMMITMENT);
    expect((await recompute({ ...ROUND_2, salt: SALT })).linkHash).toBe(ROUND_1.link);
  });

  it('gives the server HMAC block and digits; byte 0xfb (251) is skipped', async () => {
    const re = await recompute({ ...ROUND_1, salt: SALT });
    expect(re.blocks).toEqual([{ message: `${SALT}:${ROUND_1.issue}`, hex: ROUND_1.block0 }]);
    expect(re.digits).toEqual(ROUND_1.digits);
    expect(re.picks.map((p) => [p.byte, p.digit])).toEqual([
      [0xdd, 1],
      [0x7f, 7],
      [0xfb, null],
      [0x32, 0],
    ]);
    expect(re.sum).toBe(8);
    expect(re.outcomes.find((o) => o.class === 2)).toEqual({ class: 2, win: true });
    expect(re.outcomes.find((o) => o.class === 108)).toEqual({ class: 108, win: true });
    expect(re.outcomes.filter((o) => o.win).map((o) => o.class)).toEqual([2, 4, 14, 108]);
  });

  it('matches another round of the chain', async () => {
    const re = await recompute({ ...ROUND_2, salt: SALT });
    expect(re.blocks[0]!.hex).toBe(ROUND_2.block0);
    expect(re.digits).toEqual(ROUND_2.digits);
  });
});

describe('digitsFromBlocks', () => {
  it('goes on to the next block when one holds fewer than three accepted bytes', () => {
    const first = new Uint8Array([250, 13, 255, 251, 252, 253, 254]);
    const second = new Uint8Array([249, 7]);
    const drawn = digitsFromBlocks([first, second]);
    expect(drawn?.digits).toEqual([3, 9, 7]);
    expect(drawn?.picks.at(-1)).toEqual({ block: 1, index: 1, byte: 7, digit: 7 });
  });

  it('is null when the blocks run out first', () => {
    expect(digitsFromBlocks([new Uint8Array([1, 255])])).toBeNull();
  });
});

describe('stepsToCommitment', () => {
  it('counts the round position in its chain', async () => {
    expect(await stepsToCommitment(ROUND_3_LINK, COMMITMENT, 10)).toBe(3);
    expect(await stepsToCommitment(ROUND_3_LINK, COMMITMENT, 2)).toBeNull();
  });
});

describe('judge', () => {
  const published = { previousLink: COMMITMENT, digits: ROUND_1.digits, code: 8 };

  it('is a match when the chain, the digits, the sum and the classes agree', async () => {
    const re = await recompute({ ...ROUND_1, salt: SALT });
    expect(judge(re, { ...published, outcomes: re.outcomes }).match).toBe(true);
  });

  it('is a mismatch for a tampered link, digit, sum or class result', async () => {
    const re = await recompute({ ...ROUND_1, salt: SALT });
    const tampered = await recompute({ ...ROUND_1, link: ROUND_1.link.replace(/^5/, '6'), salt: SALT });
    expect(judge(tampered, published)).toMatchObject({ chainLinked: false, match: false });
    expect(judge(re, { ...published, digits: [1, 7, 1] })).toMatchObject({ digitsMatch: false, match: false });
    expect(judge(re, { ...published, code: 9 })).toMatchObject({ sumMatches: false, match: false });
    expect(judge(re, { ...published, outcomes: [{ class: 1, win: true }] })).toMatchObject({ outcomeMismatches: [1], match: false });
  });
});
