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

/** Migration 065: one message to a segment of members, its words by language; never changed. */
export interface SegmentMessagesTable {
  id: Generated<number>;
  /** The approved four-eyes request (message.segment) that sent it. */
  request_id: number;
  /** The segment as asked (JSON). */
  segment: string;
  title_tw: string;
  title_zh: string;
  title_en: string;
  body_tw: string;
  body_zh: string;
  body_en: string;
  created_at: number;
}

export interface MessageTables {
  messages: MessagesTable;
  segment_messages: SegmentMessagesTable;
}
