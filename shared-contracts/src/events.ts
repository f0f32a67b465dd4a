import mitt, { type Emitter } from 'mitt';
import type { Locale } from './domain/locale';
import type { Line } from './domain/line';
import type { Minor } from './domain/money';
import type { SessionUser } from './domain/session';

/** Every event on the page's one bus. The shell creates the bus and hands it to every remote. */
export type BusEvents = {
  /** A login or register succeeded and the session is stored. */
  'auth:login': { user: SessionUser };
  /** The user logged out; the session is cleared. */
  'auth:logout': void;
  /** The server ended the session (50008, 50012, 50014). */
  'auth:expired': { code: number };
  /** A fresh balance is known (after userInfo, a bet, a withdrawal ...). */
  'wallet:balance': { money: Minor };
  'locale:changed': { locale: Locale };
  'line:changed': { line: Line };
  /** Ask the shell to navigate (remotes may also use the router directly). */
  'nav:go': { to: string; replace?: boolean };
};

export type Bus = Emitter<BusEvents>;

export function createBus(): Bus {
  return mitt<BusEvents>();
}
