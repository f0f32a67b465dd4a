import type { LiveEvent } from '../api/live';
import type { LiveState } from './liveChannel';
import { useLiveChannel } from './useLiveChannel';

type Own = Extract<LiveEvent, { event: 'me' }>['data'];

const HALL = {};

/**
 * The hall channel held for the member's own changes, by a screen that shows them but no room (/personal, /Recharge,
 * /Withdraw, /CapitalDetail): the balance and the unread count reach the session and the badge by themselves
 * (useLiveChannel); `onChange` hears each `me` frame, to ask again what a frame names (`wallet`: a list of requests
 * changed). The answer is the channel's state: the screen polls as before while it is not 'open', and not while it is.
 */
export function useOwnChanges(onChange?: (own: Own) => void): LiveState {
  return useLiveChannel(HALL, (frame) => {
    if (frame.event === 'me') onChange?.(frame.data);
  });
}
