import type { QueryClient } from '@tanstack/react-query';
import type { SessionEndReason } from './envelope';
import type { Bus } from './events';
import type { CallName } from './api/endpoints';
import type { CallRequest, CallResponse } from './api/index';
import type { Line } from './domain/line';
import type { Locale } from './domain/locale';
import type { Minor } from './domain/money';
import type { Schedule } from './domain/schedule';
import type { SessionUser } from './domain/session';

export interface CallOptions {
  /** No loading toast and no failure toast (the heartbeat's polling errors are silent). */
  silent?: boolean;
  /** Abandons the call (a query whose screen went away): no retry, no toast, rejects with CODE_CANCELLED. */
  signal?: AbortSignal;
}

/** Raised when a call ends without success; the failure toast has already been shown unless silent. */
export class ApiError extends Error {
  constructor(
    public readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Whether the api answers: lost from an attempt that got no answer until the next answer (useConnectionLost). */
export interface Connection {
  lost(): boolean;
  subscribe(listener: () => void): () => void;
}

/** The one api client, made by the shell (or a remote's dev harness) and handed to every remote. */
export interface ApiClient {
  call<K extends CallName>(name: K, body?: CallRequest<K>, options?: CallOptions): Promise<CallResponse<K>>;
  /** Optional: a test's fake api has none (screens then go by their queries' errors alone). */
  connection?: Connection;
  /**
   * The api base URL of the line in use ('' = same origin), for what is not a call: the live channel's stream.
   * Optional: a shell older than the channel, and a test's fake api, have none (the channel then stays closed).
   */
  baseURL?(): string;
}

/** The signed-in member as the session keeps it. */
export interface SessionMember {
  userId: number;
  id: number;
  money: Minor;
  group_id: number;
  idcard: string;
}

export interface LoginOptions {
  /** Remember me: keep the session across browser restarts (localStorage), as long as the server's (14 days). */
  remember?: boolean;
}

/**
 * The session (docs/product.md, States): in sessionStorage, or in localStorage when remembered. What remotes may
 * read and change. Render with useSession().
 */
export interface SessionStore {
  token(): string | null;
  /** The same object for as long as the stored values are the same (a useSyncExternalStore snapshot). */
  user(): SessionMember | null;
  /** Store a login/register answer (for this tab only unless remembered) and tell the bus (auth:login, wallet:balance). */
  login(user: SessionUser, options?: LoginOptions): void;
  /** Store a fresh balance and tell the bus (wallet:balance). */
  setMoney(money: Minor): void;
  /** Stored with the member's data (userInfo, profile); not announced, as no screen shows it from the session. */
  setIdcard(idcard: string): void;
  /** Clear token, ids, money, idcard and group_id (remembered or not), and tell the bus (auth:logout). */
  logout(): void;
  /** The server ended the session (an answer of SESSION_ENDING_CODES): logout, keeping the code (and why, when told) for /login. */
  end(code: number, reason?: SessionEndReason | null): void;
  /** What ended this tab's last session, until a login or a logout; null when nothing did. */
  endedBy(): SessionEnd | null;
}

/** What ended a tab's session: the answer's code, and why when the server said (SessionStore.end). */
export interface SessionEnd {
  code: number;
  reason: SessionEndReason | null;
}

export interface Preferences {
  locale(): Locale;
  /** Store the locale (and its localetype) and reload the page (every string and cached answer follows it). */
  setLocale(choice: Locale | 'system'): void;
  /** Render with useLine(). */
  line(): Line;
  /** Store the line and tell the bus (line:changed). */
  setLine(line: Line): void;
  /** The remember-me checkbox's last state (on until the member turns it off). */
  rememberMe(): boolean;
  setRememberMe(on: boolean): void;
}

/** What the shell hands to every remote's `./App`. */
export interface RemoteAppProps {
  /** The path the remote's routes live under ('/' in the suite). */
  basename: string;
  api: ApiClient;
  bus: Bus;
  session: SessionStore;
  preferences: Preferences;
  /** The page's one query cache (TanStack Query): data a remote loaded is shared, and dropped at login and logout. */
  queryClient: QueryClient;
  /** The lottery calendar the server runs (the runtime config's): read it with useSchedule(). */
  schedule: Schedule;
}
