import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_SCHEDULE, type Schedule } from '../domain/schedule';
import type { RemoteAppProps } from '../remote';

const PlatformContext = createContext<RemoteAppProps | null>(null);

/** Makes what the shell hands over (api, bus, session, preferences, the query cache) reachable anywhere below. */
export function PlatformProvider({ value, children }: { value: RemoteAppProps; children: ReactNode }) {
  return (
    <QueryClientProvider client={value.queryClient}>
      <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>
    </QueryClientProvider>
  );
}

export function usePlatform(): RemoteAppProps {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform outside PlatformProvider: render the remote through the shell or its dev harness');
  return platform;
}

/** The lottery calendar the server runs; the default one under a shell older than the field (remotes deploy alone). */
export function useSchedule(): Schedule {
  return usePlatform().schedule ?? DEFAULT_SCHEDULE;
}
