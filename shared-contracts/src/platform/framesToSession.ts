import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '../api/live';
import type { SessionStore } from '../remote';
import { keepAnswersInSession } from './answersToSession';
import { callKey } from './query';

/**
 * The live channel's counterpart of `keepAnswersInSession`, the one place a frame carrying the member's own is kept
 * (useLiveChannel runs it on every frame, before the screen's own handler): a `me` frame's balance goes to the
 * session (which announces wallet:balance to every screen showing it), its unread count to the badge's cache
 * (`callKey('messageUnread')`, which the 'me' badge and /Notice read); a room's `heart` snapshot is the heartbeat's
 * answer and is kept as the answer is. Only while signed in; a balance that did not move is not announced again.
 * A frame's `wallet` (which of the member's lists changed) is for the screens listing them.
 */
export function keepFramesInSession(session: SessionStore, queryClient: QueryClient) {
  const keepAnswer = keepAnswersInSession(session);
  return (frame: LiveEvent): void => {
    if (frame.event === 'heart') keepAnswer('heart', frame.data);
    if (frame.event !== 'me') return;
    const member = session.user();
    if (!member) return;
    const { money, unread } = frame.data;
    if (money !== undefined && money !== member.money) session.setMoney(money);
    if (unread !== undefined) queryClient.setQueryData(callKey('messageUnread'), { unread });
  };
}
