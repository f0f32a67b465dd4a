import { Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatMoney } from 'shared-contracts';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { formatTime } from '../../shared/formatTime';
import { useOpsMemberSearch, type MemberRow } from './api/opsMemberSearch';
import { memberPath } from '../../shared/memberPath';
import { StatusTag } from './StatusTag';

/**
 * /ops/members (support, admin): find a member by id, username, bound address or card, or phone (the text kept in
 * `?q=`, so going back finds it again); a row opens the member's detail.
 */
export function MembersScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const found = useOpsMemberSearch(query);

  const columns: TableColumnsType<MemberRow> = [
    { title: t('members.search.columns.id'), dataIndex: 'id', width: 100 },
    {
      title: t('members.search.columns.username'),
      dataIndex: 'username',
      render: (username: string, row) => <Link to={memberPath(row.id)}>{username}</Link>,
    },
    { title: t('members.search.columns.createtime'), dataIndex: 'createtime', render: (s: number) => formatTime(s, locale) },
    {
      title: t('members.search.columns.status'),
      dataIndex: 'disabled',
      render: (disabled: boolean) => <StatusTag disabled={disabled} />,
    },
    { title: t('members.search.columns.balance'), dataIndex: 'balance', align: 'right', render: (m: number) => formatMoney(m) },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('members.title')}
      </Typography.Title>
      <Input.Search
        key={query}
        defaultValue={query}
        placeholder={t('members.search.placeholder')}
        aria-label={t('members.search.placeholder')}
        enterButton={t('members.search.submit')}
        maxLength={100}
        allowClear
        style={{ maxWidth: 640 }}
        onSearch={(text) => setParams(text.trim() ? { q: text.trim() } : {}, { replace: true })}
      />
      <Typography.Text type="secondary">{t('members.search.hint')}</Typography.Text>
      {found.isError && <ErrorAlert error={found.error} onRetry={() => void found.refetch()} />}
      {query !== '' && (
        <Table<MemberRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={found.data}
          loading={found.isPending && !found.isError}
          pagination={false}
          locale={{ emptyText: t('members.search.empty') }}
          onRow={(row) => ({ onClick: () => void navigate(memberPath(row.id)), style: { cursor: 'pointer' } })}
        />
      )}
    </Space>
  );
}
