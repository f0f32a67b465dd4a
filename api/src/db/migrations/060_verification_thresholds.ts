import { withId } from './helpers';
import type { Migration } from './types';

/**
 * The withdrawal amounts above which a level is needed (issue 40), as admins set them in the console under four eyes:
 * one row per change (the newest is in force; none: KYC_BASIC_ABOVE / KYC_FULL_ABOVE), with who approved it and why.
 */
export const verificationThresholds: Migration = {
  name: '060_verification_thresholds',
  async up(db, dialect) {
    await withId(db.schema.createTable('verification_thresholds'), dialect)
      .addColumn('basic_above', 'bigint', (c) => c.notNull())
      .addColumn('full_above', 'bigint', (c) => c.notNull())
      .addColumn('set_by', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('set_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
