// The audit log and the reads name who acted and on whom as stored forms (`operator:<name>`, `member:<id>`, `cli`):
// an operator searches them by the name they know and reads the member's username beside the stored form.
import { sql } from 'kysely';
import type { Db, Trx } from '../db/schema';

/**
 * The stored forms a typed actor or target may mean: a stored form itself (holding ':', as 'withdrawal:5'), else the
 * word as stored ('cli', 'system'), the operator of that name and the member of that username (both in any case).
 */
export async function storedForms(db: Db | Trx, typed: string): Promise<string[]> {
  if (typed.includes(':')) return [typed];
  const name = typed.toLowerCase();
  const members = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', name)
    .execute();
  return [typed, `operator:${name}`, ...members.map((member) => `member:${member.id}`)];
}

const MEMBER = /^member:(\d{1,10})$/;

/** The usernames of the members among `targets`, by their stored form (`member:<id>`). */
export async function memberNames(db: Db | Trx, targets: ReadonlyArray<string | null>): Promise<Map<string, string>> {
  const ids = [...new Set(targets.flatMap((target) => (target && MEMBER.test(target) ? [Number(MEMBER.exec(target)![1])] : [])))];
  if (ids.length === 0) return new Map();
  const members = await db.selectFrom('users').select(['id', 'username']).where('id', 'in', ids).execute();
  return new Map(members.map((member) => [`member:${member.id}`, member.username]));
}
