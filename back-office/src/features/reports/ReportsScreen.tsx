import { Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BreakdownReport } from './BreakdownReport';
import { FiguresReport } from './FiguresReport';
import { LiabilityReport } from './LiabilityReport';
import { WithdrawalsReport } from './WithdrawalsReport';

const TABS = ['figures', 'liability', 'breakdown', 'withdrawals'] as const;
type Tab = (typeof TABS)[number];

/**
 * /ops/reports (every role): the figures per day or month, player liability at a date, the figures per game, room and
 * program, and withdrawals by the day asked and decided; each with its CSV file. The tab is in the address (?tab=).
 */
export function ReportsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'figures';
  const panes: Record<Tab, () => React.ReactNode> = {
    figures: () => <FiguresReport />,
    liability: () => <LiabilityReport />,
    breakdown: () => <BreakdownReport />,
    withdrawals: () => <WithdrawalsReport />,
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('dashboard.reports.title')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => setParams((now) => ({ ...Object.fromEntries(now), tab: key }), { replace: true })}
        items={TABS.map((key) => ({ key, label: t(`dashboard.reports.tabs.${key}`), children: panes[key]() }))}
      />
    </Space>
  );
}
