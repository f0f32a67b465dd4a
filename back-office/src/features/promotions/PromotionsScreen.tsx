import { Alert, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { useOpsPrograms } from './api/opsPrograms';
import { DepositBonusCard } from './DepositBonusCard';
import { FixedDepositCard } from './FixedDepositCard';

/**
 * /ops/promotions (admin): the deposit bonus and the fixed deposit as in force, each as a form saved with a reason after
 * a confirm, and each one's history. Another role's menu leaves it out; the server refuses it.
 */
export function PromotionsScreen() {
  const { t } = useTranslation();
  const programs = useOpsPrograms();
  const data = programs.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('promotions.title')}
      </Typography.Title>
      <Alert type="info" showIcon title={t('promotions.applies')} />
      {programs.isError && <ErrorAlert error={programs.error} onRetry={() => void programs.refetch()} />}
      {programs.isPending && !programs.isError && <Spin aria-label={t('common.loading')} />}
      {/* Keyed by the newest change: a saved change (anyone's) shows the form afresh, as in force. */}
      {data && <DepositBonusCard key={data.deposit_bonus.history[0]?.id} program={data.deposit_bonus} />}
      {data && <FixedDepositCard key={data.fixed_deposit.history[0]?.id} program={data.fixed_deposit} />}
    </Space>
  );
}
