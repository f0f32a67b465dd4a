import { useCallback, useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { BusEvents } from '../events';
import type { Line } from '../domain/line';
import type { SessionMember } from '../remote';
import { usePlatform } from './PlatformContext';

type EventName = keyof BusEvents;

/** Runs `handler` on each `event` on the page's bus while the component is mounted (always the latest handler). */
export function useBusEvent<E extends EventName>(event: E, handler: (payload: BusEvents[E]) => void): void {
  const { bus } = usePlatform();
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    const listener = (payload: BusEvents[E]) => onEvent(payload);
    bus.on(event, listener);
    return () => bus.off(event, listener);
  }, [bus, event]);
}

/** A value kept outside React that the bus announces changes of, read so that a change re-renders its readers. */
function useAnnounced<T>(events: readonly EventName[], read: () => T): T {
  const { bus } = usePlatform();
  const subscribe = useCallback(
    (onChange: () => void) => {
      for (const event of events) bus.on(event, onChange);
      return () => {
        for (const event of events) bus.off(event, onChange);
      };
    },
    [bus, events],
  );
  return useSyncExternalStore(subscribe, read);
}

const SESSION_EVENTS: readonly EventName[] = ['auth:login', 'auth:logout', 'wallet:balance'];
const LINE_EVENTS: readonly EventName[] = ['line:changed'];

/** The signed-in member (balance included), or null: follows login, logout and every new balance. */
export function useSession(): SessionMember | null {
  const { session } = usePlatform();
  return useAnnounced(SESSION_EVENTS, session.user);
}

/** The connection line in use: follows a switch. */
export function useLine(): Line {
  const { preferences } = usePlatform();
  return useAnnounced(LINE_EVENTS, preferences.line);
}
