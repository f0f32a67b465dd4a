import type { Bus } from './events';
import type { CallName } from './api/endpoints';
import type { CallRequest, CallResponse } from './api/index';
import type { Line } from './domain/line';
import type { Locale } from './domain/locale';
import type { Minor } from './domain/money';
import type { SessionUser } from './domain/session';

export interface CallOptions {
  /** No loading toast and no failure toast (the heartbeat's polling errors are silent). */
  silent?: boolean;
}

/** Raised when a call ends without success; the failure toast has already been shown unless silent. */
export class ApiError extends Error {
  constructor(public readonly code: number, message: string) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The one api client, made by the shell (or a remote's dev harness) and handed to every remote. */
export interface ApiClient {
  call<K extends CallName>(name: K, body?: CallRequest<K>, options?: CallOptions): Promise<CallResponse<K>>;
}

/** The session in sessionStorage (spec section 3): what remotes may read and change. */
export interface SessionStore {
  token(): string | null;
  user(): { userId: number; id: number; money: Minor; group_id: number; idcard: string } | null;
  /** Store a login/register answer and tell the bus. */
  login(user: SessionUser): void;
  setMoney(money: Minor): void;
  setIdcard(idcard: string): void;
  /** Clear token, ids, money, idcard and group_id, and tell the bus. */
  logout(): void;
}

export interface Preferences {
  locale(): Locale;
  /** Store the locale (and its localetype) and reload the page. */
  setLocale(choice: Locale | 'system'): void;
  line(): Line;
  setLine(line: Line): void;
}

/** What the shell hands to every remote's `./App`. */
export interface RemoteAppProps {
  /** The path the remote's routes live under ('/' in the suite). */
  basename: string;
  api: ApiClient;
  bus: Bus;
  session: SessionStore;
  preferences: Preferences;
}
