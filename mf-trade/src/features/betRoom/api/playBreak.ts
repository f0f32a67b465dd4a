import { useQuery } from '@tanstack/react-query';
import { callQuery, usePlatform } from 'shared-contracts/platform';
import type { PlayControls } from 'shared-contracts/api';

const breakOf = (controls: PlayControls) => controls.break;

/**
 * The time-out or self-exclusion the member is on, or null (playControls, under the key /responsiblePlay reads): the
 * room says so on entry rather than let a bet be filled in only to be refused at Buy. Silent: without an answer the
 * room works as before and the server still refuses.
 */
export function usePlayBreak() {
  const { api } = usePlatform();
  return useQuery({ ...callQuery(api, 'playControls', undefined, { silent: true }), select: breakOf }).data ?? null;
}
