import { Alert, Descriptions, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { useLocale } from '../../i18n/useLocale';
import { formatTime } from '../../shared/formatTime';
import type { MemberDetail } from './api/opsMemberDetail';
import { ImposeCard } from './ImposeCard';

type Protection = MemberDetail['protection'];
type Limit = Protection['limits'][number];
type Pending = Limit['pending'];
type Imposed = Limit['imposed'];

/**
 * The member's player-protection controls, with what support imposed (why, since when): nobody lifts a break early.
 * Below them, support imposes a limit or an exclusion (ImposeCard).
 */
export function ProtectionTab({ userId, username, protection }: { userId: number; username: string; protection: Protection }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const imposedText = (imposed: Imposed) =>
    imposed ? t('members.protection.imposed', { reason: imposed.reason, time: formatTime(imposed.since, locale) }) : '';
  const withImposed = (text: string, imposed: Imposed) => (imposed ? `${text} · ${imposedText(imposed)}` : text);
  const amount = (minor: number | null) => (minor === null ? t('members.protection.noLimit') : formatMoney(minor));
  const pending = (next: Pending) => {
    if (!next) return '—';
    const time = formatTime(next.effective_at, locale);
    return next.amount === null
      ? t('members.protection.pendingRemoval', { time })
      : t('members.protection.pending', { amount: formatMoney(next.amount), time });
  };
  const running = protection.break;
  const columns: TableColumnsType<Limit> = [
    {
      title: t('members.protection.columns.kind'),
      dataIndex: 'kind',
      render: (kind: Limit['kind']) => t(`members.protection.kinds.${kind}`),
    },
    {
      title: t('members.protection.columns.period'),
      dataIndex: 'period',
      render: (period: Limit['period']) => t(`members.protection.periods.${period}`),
    },
    {
      title: t('members.protection.columns.amount'),
      dataIndex: 'amount',
      render: (minor: number | null, row) => withImposed(amount(minor), row.imposed),
    },
    { title: t('members.protection.columns.used'), dataIndex: 'used', align: 'right', render: (m: number) => formatMoney(m) },
    { title: t('members.protection.columns.pending'), dataIndex: 'pending', render: pending },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="info" showIcon title={t('members.protection.readOnly')} />
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          {
            key: 'break',
            label: t('members.protection.break'),
            children: running
              ? withImposed(
                  running.indefinite
                    ? t('members.protection.indefinite')
                    : t(`members.protection.breakKinds.${running.kind}`, { until: formatTime(running.until, locale) }),
                  running.imposed,
                )
              : t('members.protection.noBreak'),
          },
          {
            key: 'realityCheck',
            label: t('members.protection.realityCheck'),
            children: protection.reality_check_minutes
              ? t('members.protection.realityEvery', { minutes: protection.reality_check_minutes })
              : t('members.protection.realityOff'),
          },
          {
            key: 'maxStake',
            label: t('members.protection.maxStake'),
            children: withImposed(
              `${amount(protection.max_stake.amount)}${protection.max_stake.pending ? ` (${pending(protection.max_stake.pending)})` : ''}`,
              protection.max_stake.imposed,
            ),
          },
        ]}
      />
      <Table<Limit>
        rowKey={(row) => `${row.kind}:${row.period}`}
        size="small"
        columns={columns}
        dataSource={protection.limits}
        pagination={false}
      />
      <ImposeCard userId={userId} username={username} />
    </Space>
  );
}
