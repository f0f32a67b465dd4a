import type { Actor } from '../../audit/log';
import type { Trx } from '../../db/schema';
import type { RoomChange } from '../engine/roomChanges';

/** Who changes a game or a room, and why (recorded in the audit log). */
export type ChangedBy = Actor & { reason: string | null };

/** Tells every api process to re-read the game (RoomChanges.publish): heard after the commit, never on a rollback. */
export type PublishRoomChange = (change: RoomChange, trx: Trx) => Promise<void>;
