import { Flex, Spin } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isSignedOut } from '../api/opsFetch';
import { useOpsMe } from '../api/opsMe';
import { ErrorAlert } from '../ErrorAlert';
import { useSession } from './SessionProvider';

export const SIGN_IN_PATH = '/signin';

/**
 * The signed-in part of the console: asks opsMe once on load (the cookie is HttpOnly: only the server knows), keeps
 * the operator and CSRF token in memory; signed out (70001, now or on any later call) it goes to sign-in.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { session, signedIn } = useSession();
  const location = useLocation();
  const me = useOpsMe({ enabled: session === undefined });
  useEffect(() => {
    if (session === undefined && me.data) signedIn(me.data);
  }, [session, me.data, signedIn]);

  if (session) return children;
  if (session === null || isSignedOut(me.error)) return <Navigate to={SIGN_IN_PATH} replace state={{ from: location.pathname }} />;
  if (me.isError)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <ErrorAlert error={me.error} onRetry={() => void me.refetch()} />
      </Flex>
    );
  return (
    <Flex justify="center" style={{ padding: 96 }}>
      <Spin size="large" />
    </Flex>
  );
}
