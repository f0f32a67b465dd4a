import { BatchedReads, MAX_BATCH } from './batchedReads';

/** A loader that records each statement's keys and finds every even key (its value: key * 10). */
function evens() {
  const statements: number[][] = [];
  const reads = new BatchedReads<number, number>(async (keys) => {
    statements.push(keys);
    return new Map(keys.filter((k) => k % 2 === 0).map((k) => [k, k * 10]));
  });
  return { reads, statements };
}

it('reads the keys asked for in one turn with one statement, each key once, and answers each its own row', async () => {
  const { reads, statements } = evens();
  const answers = await Promise.all([reads.get(2), reads.get(4), reads.get(2), reads.get(3)]);
  expect(answers).toEqual([20, 40, 20, undefined]);
  expect(statements).toEqual([[2, 4, 3]]);
});

it('reads keys asked for in a later turn with a statement of their own', async () => {
  const { reads, statements } = evens();
  expect(await reads.get(2)).toBe(20);
  expect(await reads.get(2)).toBe(20);
  expect(statements).toEqual([[2], [2]]);
});

it(`splits a herd into statements of at most ${MAX_BATCH} keys`, async () => {
  const { reads, statements } = evens();
  const keys = Array.from({ length: MAX_BATCH * 2 + 1 }, (_, i) => i);
  const answers = await Promise.all(keys.map((k) => reads.get(k)));
  expect(answers[MAX_BATCH * 2]).toBe(MAX_BATCH * 20);
  expect(statements.map((s) => s.length)).toEqual([MAX_BATCH, MAX_BATCH, 1]);
});

it("fails every key of a failed statement, and the next turn's keys are read afresh", async () => {
  let fail = true;
  const reads = new BatchedReads<number, number>(async (keys) => {
    if (fail) throw new Error('connection lost');
    return new Map(keys.map((k) => [k, k]));
  });
  await expect(Promise.all([reads.get(1), reads.get(2)])).rejects.toThrow('connection lost');
  await expect(reads.get(2)).rejects.toThrow('connection lost');
  fail = false;
  expect(await reads.get(2)).toBe(2);
});
