import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { usePlatform } from './PlatformContext';

const never = () => () => {};
const answering = () => false;
const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);
const offline = () => !onlineManager.isOnline();

/**
 * True while the browser is offline (the query cache then holds every fetch back, the room's heartbeat too) and from
 * a call's attempt that got no answer until the api answers again (the api client's connection).
 */
export function useConnectionLost(): boolean {
  const connection = usePlatform().api.connection;
  const unanswered = useSyncExternalStore(connection?.subscribe ?? never, connection?.lost ?? answering);
  return useSyncExternalStore(subscribeOnline, offline) || unanswered;
}
