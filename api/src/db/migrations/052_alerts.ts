import { sql } from 'kysely';
import { withId } from './helpers';
import type { Migration } from './types';

/**
 * Alerts (issue 39, src/alerts): one row per event, `event_key` unique, so an event raised twice (a retried
 * settlement, two processes seeing one storm) is stored, shown and sent once. Delivery to ALERT_WEBHOOK_URL is
 * tracked on the row: a sender claims it (claimed_until), marks it delivered, or records the failure and the next try.
 */
export const alerts: Migration = {
  name: '052_alerts',
  async up(db, dialect) {
    await withId(db.schema.createTable('alerts'), dialect)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('event_key', 'text', (c) => c.notNull().unique())
      .addColumn('severity', 'text', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('raised_at', 'bigint', (c) => c.notNull())
      .addColumn('acknowledged_by', 'text')
      .addColumn('acknowledged_at', 'bigint')
      .addColumn('delivered_at', 'bigint')
      .addColumn('delivery_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
      .addColumn('claimed_until', 'bigint')
      .addColumn('last_delivery_error', 'text')
      .addCheckConstraint('alerts_severity', sql`severity in ('warning', 'critical')`)
      .addCheckConstraint('alerts_acknowledged', sql`(acknowledged_by is null) = (acknowledged_at is null)`)
      .execute();
    // The console's list (unacknowledged first, newest first) and the sender's look for undelivered ones.
    await db.schema.createIndex('alerts_open').on('alerts').columns(['acknowledged_at', 'id']).execute();
    await db.schema.createIndex('alerts_undelivered').on('alerts').columns(['delivered_at', 'next_attempt_at']).execute();
  },
};
