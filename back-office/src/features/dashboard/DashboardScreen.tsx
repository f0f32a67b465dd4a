import { Card, Col, Descriptions, Row, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { formatTime } from '../../shared/formatTime';
import { useOpsDashboard, type OpsDashboardAnswer } from './api/opsDashboard';
import { ExposureCard } from './ExposureCard';
import { FigureCards } from './FigureCards';
import { ReturnTable } from './ReturnTable';

/**
 * /ops/dashboard, the console's first screen (every role): today's and this month's figures from the ledger and the
 * settled orders, the open rounds' exposure (asked every 3 s), each class's return this month, the queues, who draws
 * and how far the chain watcher lags; asked again every 30 s.
 */
export function DashboardScreen() {
  const { t } = useTranslation();
  const dashboard = useOpsDashboard();
  const data = dashboard.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('dashboard.title')}
      </Typography.Title>
      {dashboard.error && <ErrorAlert error={dashboard.error} onRetry={() => void dashboard.refetch()} />}
      {!data ? (
        dashboard.isPending && <Spin />
      ) : (
        <>
          <Typography.Text type="secondary">{t('dashboard.note', { zone: data.time_zone })}</Typography.Text>
          <FigureCards title={t('dashboard.today', { date: data.today.date })} figures={data.today.figures} />
          <FigureCards title={t('dashboard.month', { month: data.month.month })} figures={data.month.figures} />
          <ExposureCard />
          <ReturnTable classes={data.month.classes} />
          <Machinery data={data} />
        </>
      )}
    </Space>
  );
}

/** The queues (to /ops/queues), the draws' leader and the chain watcher. */
function Machinery({ data }: { data: OpsDashboardAnswer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { leader, this_process: self, watcher } = data;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card title={t('dashboard.queues.title')} size="small" extra={<Link to="/queues">{t('dashboard.queues.open')}</Link>}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('dashboard.queues.deposits')}>
              <Link to="/queues?kind=deposit">{data.queues.deposits}</Link>
            </Descriptions.Item>
            <Descriptions.Item label={t('dashboard.queues.openDeposits')}>
              <Link to="/queues?kind=open_deposit">{data.queues.open_deposits}</Link>
            </Descriptions.Item>
            <Descriptions.Item label={t('dashboard.queues.withdrawals')}>
              <Link to="/queues?kind=withdrawal">{data.queues.withdrawals}</Link>
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={t('dashboard.engine.title')} size="small">
          <Space orientation="vertical" size={4}>
            {leader ? (
              <>
                <Typography.Text strong>{t('dashboard.engine.leader', { id: leader.id })}</Typography.Text>
                <Typography.Text>{t('dashboard.engine.since', { time: formatTime(leader.since, locale) })}</Typography.Text>
                <Typography.Text>{t('dashboard.engine.lastDraw', { time: formatTime(leader.last_draw, locale) })}</Typography.Text>
              </>
            ) : (
              <Typography.Text>{t('dashboard.engine.none')}</Typography.Text>
            )}
            <Typography.Text type="secondary">
              {t('dashboard.engine.thisProcess', { id: self.id })}{' '}
              <Tag color={self.leading ? 'green' : undefined}>
                {t(self.leading ? 'dashboard.engine.leading' : 'dashboard.engine.standby')}
              </Tag>
            </Typography.Text>
          </Space>
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={t('dashboard.watcher.title')} size="small">
          {watcher.state === 'on' ? (
            <Typography.Text>{t('dashboard.watcher.lag', { blocks: watcher.lag_blocks, seconds: watcher.lag_seconds })}</Typography.Text>
          ) : (
            <Tag color={watcher.state === 'off' ? undefined : 'red'}>{t(`dashboard.watcher.${watcher.state}`)}</Tag>
          )}
        </Card>
      </Col>
    </Row>
  );
}
