import type { Migration } from './types';

/**
 * When each operator last signed in or enrolled (issue 40): an operator idle past OPS_IDLE_DISABLE_DAYS is disabled
 * (operators/lifecycle.ts). Operators already there count from when they were added. And the new authenticator secret
 * an operator is moving to (operators/ownAccount.ts), until a code from it confirms the move.
 */
export const operatorActivity: Migration = {
  name: '056_operator_activity',
  async up(db) {
    await db.schema.alterTable('operators').addColumn('last_active_at', 'bigint').execute();
    await db.schema.alterTable('operators').addColumn('pending_totp_secret', 'text').execute();
    await db
      .updateTable('operators')
      .set((eb) => ({ last_active_at: eb.ref('created_at') }))
      .execute();
  },
};
