import { buildTestDb } from '../../testing/app';
import { isUniqueViolation } from '../errors';
import { usernamesIgnoreCase } from './023_usernames_ignore_case';

let t: Awaited<ReturnType<typeof buildTestDb>>;
beforeAll(async () => {
  t = await buildTestDb();
});
afterAll(async () => t.close());

const addUser = (username: string) =>
  t.db
    .insertInto('users')
    .values({
      username,
      nickname: username,
      password_hash: '!',
      group_id: 1,
      inviter_id: null,
      security_code_hash: null,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

it('case twins registered before the migration keep their accounts: the oldest its name, the others <name>_<id>', async () => {
  // The database as it was before 023: no index on lower(username).
  await t.db.schema.dropIndex('users_username_lower').execute();
  const oldest = await addUser('Twin');
  const upper = await addUser('TWIN');
  const lower = await addUser('twin');
  const alone = await addUser('alone');
  await usernamesIgnoreCase.up(t.db, t.dialect);
  const names = await t.db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', 'in', [oldest.id, upper.id, lower.id, alone.id])
    .orderBy('id')
    .execute();
  expect(names.map((u) => u.username)).toEqual(['Twin', `TWIN_${upper.id}`, `twin_${lower.id}`, 'alone']);
  const twin = await addUser('tWiN').catch((error: unknown) => error);
  expect(isUniqueViolation(twin)).toBe(true);
});
