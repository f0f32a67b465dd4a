import { sql } from 'kysely';
import type { Migration } from './types';

/** The tables whose every row is a member's own change (live/members.ts), and what of each row the live channel needs. */
const TABLES = {
  ledger_entries: `, 'type', NEW.type, 'balance_after', NEW.balance_after`,
  messages: `, 'kind', NEW.kind`,
  turnover_entries: '',
};

/**
 * A member's own changes told in commit order (issue 43): each row written to the ledger, the in-site messages or the
 * turnover entries sends a notice within its writer's transaction, whoever the writer (an api process, a job, the ops
 * CLI). PostgreSQL delivers notices at commit, in commit order, to every listening process; ids, drawn at insert,
 * commit in any order, so a read of the tables by id could pass a row committed late. The notice is the envelope of
 * db/notifications.ts on the schema's channel (`app_<schema>`), topic `member`; a few fields only (a message's text
 * could pass NOTIFY's 8,000 bytes). SQLite (one writer at a time: ids commit in order) reads the tables instead.
 */
export const memberChangeNotices: Migration = {
  name: '070_member_change_notices',
  async up(db, dialect) {
    if (dialect !== 'postgres') return;
    for (const [table, fields] of Object.entries(TABLES)) {
      const fn = sql.raw(`${table}_member_notice`);
      await sql`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('app_' || TG_TABLE_SCHEMA, json_build_object(
            'topic', 'member',
            'id', 'db:' || TG_TABLE_NAME || ':' || NEW.id,
            'payload', json_build_object('table', TG_TABLE_NAME, 'id', NEW.id, 'user_id', NEW.user_id${sql.raw(fields)})
          )::text);
          RETURN NULL;
        END $$`.execute(db);
      await sql`CREATE TRIGGER ${sql.raw(`${table}_member_notice`)} AFTER INSERT ON ${sql.table(table)}
        FOR EACH ROW EXECUTE FUNCTION ${fn}()`.execute(db);
    }
  },
};
