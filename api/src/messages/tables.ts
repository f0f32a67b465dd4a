import type { Generated } from 'kysely';

/** Migration 025: one row per in-site message of a member. Only `read_at` ever changes (null -> the time it was opened). */
export interface MessagesTable {
  id: Generated<number>;
  user_id: number;
  /** One of shared-contracts' MESSAGE_KINDS. */
  kind: string;
  /** The message's facts as JSON (amounts in minor units, the month ...); its words come from the catalogue when listed, in the reader's language. */
  params: string;
  created_at: number;
  read_at: number | null;
}

export interface MessageTables {
  messages: MessagesTable;
}
