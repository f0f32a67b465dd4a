import { Flex, Space, Spin, Statistic, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { formatMoney } from 'shared-contracts';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { useOpsMemberDetail, type MemberDetail } from './api/opsMemberDetail';
import { CasesTable } from './CasesTable';
import { FundLogTab } from './FundLogTab';
import { MessagesTab } from './MessagesTab';
import { OrdersTab } from './OrdersTab';
import { ProtectionTab } from './ProtectionTab';
import { SessionsTab } from './SessionsTab';
import { StatusTag } from './StatusTag';
import { VerifyTab } from './VerifyTab';

const TABS = ['verify', 'fundLog', 'orders', 'sessions', 'protection', 'messages', 'cases'] as const;
type TabKey = (typeof TABS)[number];
const isTab = (key: string | null): key is TabKey => TABS.includes(key as TabKey);

/** A member's id in the path: a positive whole number (users.id), else none. */
const ID_PATTERN = /^[1-9]\d{0,9}$/;

/**
 * /ops/members/:id (support, admin): one member as support verifies and answers them, one tab each (the tab in
 * `?tab=`): identity beside bindings and recent activity with what follows a check (disable or enable, a recovery code),
 * fund log, orders, sessions (ended here), player protection (read only), messages (written here), anti-money-laundering
 * cases (worked here).
 */
export function MemberDetailScreen() {
  const { id } = useParams();
  if (!id || !ID_PATTERN.test(id)) return <Navigate to="/members" replace />;
  return <MemberDetail userId={Number(id)} />;
}

function MemberDetail({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const active: TabKey = isTab(tab) ? tab : 'verify';
  const detail = useOpsMemberDetail(userId);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Link to="/members">{t('members.back')}</Link>
      {detail.isError && <ErrorAlert error={detail.error} onRetry={() => void detail.refetch()} />}
      {detail.isPending && !detail.isError && <Spin />}
      {detail.data && (
        <>
          <Header member={detail.data} />
          <Tabs
            activeKey={active}
            onChange={(key) => setParams({ tab: key }, { replace: true })}
            items={TABS.map((key) => ({ key, label: t(`members.tabs.${key}`), children: <TabBody tab={key} member={detail.data} /> }))}
          />
        </>
      )}
    </Space>
  );
}

function Header({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const { profile } = member;
  return (
    <Flex justify="space-between" align="center" gap={16} wrap>
      <Space align="center" size="middle">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {profile.username}
        </Typography.Title>
        <Typography.Text type="secondary">{t('members.memberId', { id: profile.id })}</Typography.Text>
        <StatusTag disabled={profile.disabled} />
      </Space>
      <Statistic title={t('members.balance')} value={formatMoney(profile.balance)} />
    </Flex>
  );
}

function TabBody({ tab, member }: { tab: TabKey; member: MemberDetail }) {
  const userId = member.profile.id;
  switch (tab) {
    case 'verify':
      return <VerifyTab member={member} />;
    case 'fundLog':
      return <FundLogTab userId={userId} />;
    case 'orders':
      return <OrdersTab userId={userId} />;
    case 'sessions':
      return <SessionsTab userId={userId} username={member.profile.username} sessions={member.sessions} />;
    case 'protection':
      return <ProtectionTab userId={userId} username={member.profile.username} protection={member.protection} />;
    case 'messages':
      return <MessagesTab userId={userId} />;
    case 'cases':
      return <CasesTable userId={userId} />;
  }
}
