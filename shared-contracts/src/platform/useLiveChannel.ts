import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import type { LiveEvent } from '../api/live';
import { keepFramesInSession } from './framesToSession';
import { openLiveChannel, type LiveParams, type LiveState } from './liveChannel';
import { usePlatform } from './PlatformContext';
import { useLine, useSession } from './useBus';

/**
 * The live channel while the component is mounted (`params` null: none): the hall (`{}`) or a room
 * (`{ game_id, plan_id }`). Each frame first writes what it carries of the member's own to the session and the badge's
 * cache (keepFramesInSession: one rule for every screen holding the channel), then goes to `onFrame` (always the
 * latest); the answer is the channel's state, so the screen polls while it is not 'open'. Opened with the session's token on the line in use, reopened when the
 * room, the session or the line changes, closed on unmount. No session, or an api client that does not say where it
 * is (a shell older than the channel, a test's fake api): 'down', and polling serves.
 */
export function useLiveChannel(params: LiveParams | null, onFrame: (frame: LiveEvent) => void = ignore): LiveState {
  const { api, session, preferences } = usePlatform();
  const queryClient = useQueryClient();
  // Re-rendered by a login, a logout and a change of line, so the channel follows them.
  const member = useSession();
  const line = useLine();
  const token = member ? session.token() : null;
  const baseURL = api.baseURL?.();
  const gameId = params?.game_id;
  const planId = params?.plan_id;
  const key = params && token && baseURL !== undefined ? `${line}|${baseURL}|${token}|${gameId ?? ''}|${planId ?? ''}` : null;
  const [reported, setReported] = useState<{ key: string; state: LiveState } | null>(null);
  const frame = useEffectEvent(onFrame);

  useEffect(() => {
    if (key === null || baseURL === undefined) return;
    const keep = keepFramesInSession(session, queryClient);
    const channel = openLiveChannel({
      baseURL,
      token: () => session.token(),
      lang: preferences.locale(),
      params: { ...(gameId !== undefined ? { game_id: gameId } : {}), ...(planId !== undefined ? { plan_id: planId } : {}) },
      onFrame: (event) => {
        keep(event);
        frame(event);
      },
      onState: (state) => setReported({ key, state }),
    });
    return () => channel.close();
  }, [key, baseURL, gameId, planId, session, preferences, queryClient]);

  if (key === null) return 'down';
  return reported?.key === key ? reported.state : 'connecting';
}

function ignore(): void {}
