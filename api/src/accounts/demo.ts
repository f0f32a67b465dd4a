import type { Config } from '../config';
import type { Db } from '../db/schema';
import { hashSecret } from '../security/password';
import { sameUsername } from './users';

/** The demo member the README names: demo / demo1234 (created once, never overwritten). */
export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'demo1234';

export async function seedDemoMember(db: Db, config: Pick<Config, 'scrypt'>): Promise<void> {
  const existing = await db.selectFrom('users').select('id').where(sameUsername(DEMO_USERNAME)).executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('users')
    .values({
      username: DEMO_USERNAME,
      nickname: DEMO_USERNAME,
      group_id: 1,
      inviter_id: null,
      security_code_hash: null,
      password_hash: await hashSecret(DEMO_PASSWORD, config.scrypt),
      created_at: Date.now(),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
