import type { Notifications } from '../../db/notifications';
import type { Db, Trx } from '../../db/schema';
import type { PublicChain } from '../storage/chains';
import type { BetNotice, DrawView } from './roomState';

/**
 * What changed: a game's rounds (the scheduler), a bet in a room, a game's status, odds or rooms (ops). A draw
 * carries its result and the game's chain after it, so every process shows it without waiting for a re-read
 * (optional: a process of the version before, during a rolling deploy, tells a draw without them).
 */
export type RoomChange =
  | { gameId: number; kind: 'open' | 'settle' | 'status' | 'odds' | 'room' }
  | { gameId: number; kind: 'draw'; draw?: DrawView; chain?: PublicChain | null }
  | { gameId: number; kind: 'bet'; planId: number; bet?: BetNotice };

export const ROOM_TOPIC = 'room';

/**
 * The one way to tell every api process (this one included) that room state must be re-read, over the
 * platform notifications. Published inside the transaction that made the change, it is heard after the
 * commit and never on a rollback.
 */
export class RoomChanges {
  constructor(private readonly notifications: Notifications) {}

  publish(change: RoomChange, trx?: Db | Trx): Promise<void> {
    return this.notifications.publish(ROOM_TOPIC, change, trx);
  }

  /** Answers the unsubscribe. */
  subscribe(listener: (change: RoomChange) => void): () => void {
    return this.notifications.subscribe(ROOM_TOPIC, (payload) => listener(payload as RoomChange));
  }

  /** After a dropped listening connection: whatever was published meanwhile was missed. */
  onMissed(listener: () => void): void {
    this.notifications.onResume(listener);
  }
}
