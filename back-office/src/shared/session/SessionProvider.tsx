import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Operator } from 'shared-contracts/ops';
import { useLocale } from '../../i18n/useLocale';
import { opsCall, type OpsCall } from '../api/opsCall';
import { isSignedOut } from '../api/opsFetch';

/** A signed-in operator and the CSRF token their mutating calls send (kept in memory only). */
export interface OpsSession {
  operator: Operator;
  csrf: string;
}

export type { OpsCall };

interface SessionValue {
  /** undefined until opsMe (or a sign-in) answers; null when signed out. */
  session: OpsSession | null | undefined;
  signedIn: (session: OpsSession) => void;
  /** Forgets the session and every cached answer (after opsSignOut, or on a 70001 answer). */
  signedOut: () => void;
  call: OpsCall;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children, initial }: { children: ReactNode; initial?: OpsSession | null }) {
  const queryClient = useQueryClient();
  const lang = useLocale();
  const [session, setSession] = useState<OpsSession | null | undefined>(initial);
  const signedIn = useCallback((next: OpsSession) => setSession(next), []);
  const signedOut = useCallback(() => {
    setSession(null);
    queryClient.clear();
  }, [queryClient]);
  const csrf = session?.csrf ?? null;
  const call = useCallback<OpsCall>(
    async (name, body, signal) => {
      try {
        return await opsCall(name, body, { lang, csrf, signal });
      } catch (error) {
        // Signed out (the session ended, or was never there): back to sign-in, whatever the screen.
        if (isSignedOut(error)) signedOut();
        throw error;
      }
    },
    [lang, csrf, signedOut],
  );
  const value = useMemo(() => ({ session, signedIn, signedOut, call }), [session, signedIn, signedOut, call]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The signed-in operator (inside the gate). */
export function useOperator(): Operator {
  const { session } = useSession();
  if (!session) throw new Error('useOperator outside the gate');
  return session.operator;
}
