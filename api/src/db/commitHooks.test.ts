import { sql } from 'kysely';
import { buildTestDb } from '../testing/app';
import { afterCommit } from './commitHooks';

let t: Awaited<ReturnType<typeof buildTestDb>>;
beforeAll(async () => {
  t = await buildTestDb();
});
afterAll(async () => t.close());

describe('afterCommit', () => {
  it('runs the work once the transaction has committed, not before', async () => {
    const done: string[] = [];
    await t.db.transaction().execute(async (trx) => {
      expect(await afterCommit(trx, () => done.push('first'))).toBe(true);
      await afterCommit(trx, () => done.push('second'));
      await sql`select 1`.execute(trx);
      expect(done).toEqual([]);
    });
    expect(done).toEqual(['first', 'second']);
  });

  it('never runs the work of a transaction that rolls back, and starts the next one clean', async () => {
    const done: string[] = [];
    await expect(
      t.db.transaction().execute(async (trx) => {
        await afterCommit(trx, () => done.push('undone'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await t.db.transaction().execute(async (trx) => {
      await afterCommit(trx, () => done.push('kept'));
    });
    expect(done).toEqual(['kept']);
  });

  it('drops the work queued after a savepoint the transaction rolls back to', async () => {
    const done: string[] = [];
    const trx = await t.db.startTransaction().execute();
    await afterCommit(trx, () => done.push('before'));
    const saved = await trx.savepoint('s').execute();
    await afterCommit(saved, () => done.push('undone'));
    await saved.rollbackToSavepoint('s').execute();
    await afterCommit(trx, () => done.push('after'));
    await trx.commit().execute();
    expect(done).toEqual(['before', 'after']);
  });

  it('keeps going when one piece of work throws', async () => {
    const done: string[] = [];
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await t.db.transaction().execute(async (trx) => {
      await afterCommit(trx, () => {
        throw new Error('listener bug');
      });
      await afterCommit(trx, () => done.push('next'));
    });
    expect(done).toEqual(['next']);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('listener bug'));
    error.mockRestore();
  });
});
