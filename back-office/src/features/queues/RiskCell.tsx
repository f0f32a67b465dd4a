import { Space, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import type { QueueRow } from './api/opsQueue';

type Risk = NonNullable<QueueRow['risk']>;

const HOUR = 3_600;
const DAY = 24 * HOUR;

/** How long ago a unix time (seconds) was, in the largest unit that keeps it readable: 45 min, 5 h, 3 d. */
export function agoText(t: TFunction, seconds: number, nowSeconds: number): string {
  const past = Math.max(0, nowSeconds - seconds);
  if (past < HOUR) return t('queues.risk.minutes', { n: Math.floor(past / 60) });
  if (past < 2 * DAY) return t('queues.risk.hours', { n: Math.floor(past / HOUR) });
  return t('queues.risk.days', { n: Math.floor(past / DAY) });
}

/** A gain shown with its sign, so a member's winnings read at a glance: +4.6u, -3u. */
const signed = (minor: number) => (minor > 0 ? `+${formatMoney(minor)}` : formatMoney(minor));

/**
 * A withdrawal's risk context, read at a glance: red tags for what deserves a second look (a recent reset or change of
 * the payout account, an account other members use), a gold one for a first withdrawal, then the member's money and
 * play, each line explained in its tooltip.
 */
export function RiskCell({ risk, nowSeconds }: { risk: Risk; nowSeconds: number }) {
  const { t } = useTranslation();
  const flags = [
    risk.first_withdrawal && { color: 'gold', text: t('queues.risk.first') },
    risk.reset_at !== null && {
      color: 'red',
      text: t('queues.risk.reset', { ago: agoText(t, risk.reset_at, nowSeconds) }),
      hint: t('queues.risk.resetHint'),
    },
    risk.address_changed_at !== null && {
      color: 'red',
      text: t('queues.risk.addressChanged', { ago: agoText(t, risk.address_changed_at, nowSeconds) }),
      hint: t('queues.risk.addressHint'),
    },
    risk.address_shared_with > 0 && {
      color: 'red',
      text: t('queues.risk.shared', { count: risk.address_shared_with }),
      hint: t('queues.risk.sharedHint'),
    },
  ].filter((flag): flag is { color: string; text: string; hint?: string } => !!flag);
  return (
    <Space orientation="vertical" size={2}>
      {flags.length > 0 && (
        <Space size={[0, 4]} wrap>
          {flags.map((flag) => (
            <Tooltip key={flag.text} title={flag.hint}>
              <Tag color={flag.color}>{flag.text}</Tag>
            </Tooltip>
          ))}
        </Space>
      )}
      <Tooltip title={t('queues.risk.moneyHint')}>
        <Typography.Text type="secondary">
          {[
            t('queues.risk.deposits', { amount: formatMoney(risk.deposits), count: risk.deposit_count }),
            t('queues.risk.withdrawals', { amount: formatMoney(risk.withdrawals), count: risk.withdrawal_count }),
            t('queues.risk.net', { amount: signed(risk.net_cash) }),
          ].join(' · ')}
        </Typography.Text>
      </Tooltip>
      <Tooltip title={t('queues.risk.playHint')}>
        <Typography.Text type={risk.play_result > 0 ? 'warning' : 'secondary'}>
          {[
            t('queues.risk.play', { amount: signed(risk.play_result) }),
            t('queues.risk.turnover', { amount: formatMoney(risk.turnover) }),
          ].join(' · ')}
        </Typography.Text>
      </Tooltip>
    </Space>
  );
}
