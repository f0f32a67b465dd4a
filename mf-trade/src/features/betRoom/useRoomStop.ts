import { useTranslation } from 'react-i18next';
import { GROUP_MEMBER, formatMinute } from 'shared-contracts';
import { useSession } from 'shared-contracts/platform';
import { usePlayBreak } from './api/playBreak';

/**
 * Why the member cannot bet in this room at all, said on entry: a guest must register; a break runs until its end (one
 * customer service imposed says so, with its reason).
 */
export type RoomStop = { kind: 'guest' | 'break'; notice: string };

export function useRoomStop(): RoomStop | null {
  const { t } = useTranslation();
  const member = useSession();
  const onBreak = usePlayBreak();
  if (member && member.group_id !== GROUP_MEMBER) return { kind: 'guest', notice: t('trade.hall.guest') };
  if (!onBreak) return null;
  const until = formatMinute(onBreak.until);
  if (!onBreak.imposed) return { kind: 'break', notice: t(`trade.room.onBreak.${onBreak.kind}`, { until }) };
  const reason = onBreak.imposed.reason;
  return {
    kind: 'break',
    notice: onBreak.indefinite ? t('trade.room.onBreak.imposedIndefinite', { reason }) : t('trade.room.onBreak.imposed', { until, reason }),
  };
}
