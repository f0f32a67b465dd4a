import mitt, { type Emitter } from 'mitt';
import type { Line } from './domain/line';
import type { Minor } from './domain/money';
import type { SessionUser } from './domain/session';

/**
 * Every event on the page's one bus. The shell creates the bus and hands it to every remote. The session and
 * the preferences announce each change here; components read them with useSession / useLine and react to an
 * event with useBusEvent (shared-contracts/platform).
 */
export type BusEvents = {
  /** A login or register succeeded and the session is stored. */
  'auth:login': { user: SessionUser };
  /** The user logged out, or the server ended the session; the session is cleared. */
  'auth:logout': void;
  /** A fresh balance is known (after userInfo, a bet, a withdrawal ...). */
  'wallet:balance': { money: Minor };
  /** The connection line was switched (the next call goes to its api). */
  'line:changed': { line: Line };
};

export type Bus = Emitter<BusEvents>;

export function createBus(): Bus {
  return mitt<BusEvents>();
}
