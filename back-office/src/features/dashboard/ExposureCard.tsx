import { Card, Progress, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { useOpsExposure, type OpsExposureAnswer } from './api/opsExposure';

type Round = OpsExposureAnswer[number];

/** Percent of the limit, floored (a round at 99.9% shows 99, never 100 before it is full). */
const shareOf = (round: Round) => Math.floor((round.worst_payout * 100) / round.round_payout_limit);

/** Every open round's exposure: the worst result against the game's round limit, and the payout of each sum. */
export function ExposureCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const exposure = useOpsExposure();
  const columns: TableColumnsType<Round> = [
    {
      title: t('dashboard.exposure.game'),
      key: 'game',
      render: (_: unknown, round) => (locale === 'en' ? round.name_en : locale === 'zh' ? round.name_zh : round.name_tw),
    },
    { title: t('dashboard.exposure.issue'), dataIndex: 'issue' },
    {
      title: t('dashboard.exposure.worst'),
      key: 'worst',
      align: 'right',
      render: (_: unknown, round) =>
        t('dashboard.exposure.worstAt', { result: round.worst_result, amount: formatMoney(round.worst_payout) }),
    },
    {
      title: t('dashboard.exposure.share'),
      key: 'share',
      width: 160,
      render: (_: unknown, round) => (
        <Progress percent={shareOf(round)} size="small" status={shareOf(round) >= 80 ? 'exception' : 'normal'} />
      ),
    },
    { title: t('dashboard.exposure.limit'), dataIndex: 'round_payout_limit', align: 'right', render: (m: number) => formatMoney(m) },
    {
      title: t('dashboard.exposure.byResult'),
      key: 'bySum',
      render: (_: unknown, round) => <SumBars round={round} />,
    },
  ];
  return (
    <Card title={t('dashboard.exposure.title')} size="small">
      <Typography.Paragraph type="secondary">{t('dashboard.exposure.note')}</Typography.Paragraph>
      {exposure.error && <ErrorAlert error={exposure.error} onRetry={() => void exposure.refetch()} />}
      <Table<Round>
        rowKey={(round) => `${round.game_id}:${round.issue}`}
        size="small"
        columns={columns}
        dataSource={exposure.data ?? []}
        loading={exposure.isPending}
        pagination={false}
        locale={{ emptyText: t('dashboard.exposure.empty') }}
      />
    </Card>
  );
}

/** The 28 sums as bars, each as tall as its payout against the round's limit; its amount on hover. */
function SumBars({ round }: { round: Round }) {
  return (
    <div style={{ display: 'flex', alignItems: 'flex-end', gap: 1, height: 32 }} data-testid={`exposure-bars-${round.game_id}`}>
      {round.payouts.map((payout, sum) => (
        <Tooltip key={sum} title={`${sum}: ${formatMoney(payout)}`}>
          <div
            aria-label={`${sum}: ${formatMoney(payout)}`}
            style={{
              width: 5,
              height: `${Math.max(1, Math.min(100, (payout * 100) / round.round_payout_limit))}%`,
              background: sum === round.worst_result && payout > 0 ? '#cf1322' : '#1677ff',
            }}
          />
        </Tooltip>
      ))}
    </div>
  );
}
