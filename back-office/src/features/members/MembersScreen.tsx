import { Button, Form, Input, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatMoney } from 'shared-contracts';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { formatTime } from '../../shared/formatTime';
import { LoadMore } from '../../shared/paging';
import { useOpsMemberSearch, type MemberFilter, type MemberRow } from './api/opsMemberSearch';
import { ExportLink } from '../../shared/ExportLink';
import { memberPath } from '../../shared/memberPath';
import { NameText } from '../../shared/NameText';
import { StatusTag } from './StatusTag';

/** The search's fields, as the address keeps them (`q` is the text of the first one). */
const TEXT_FIELDS = ['deposit_address', 'tx_hash', 'last_ip', 'idcard'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The search the address holds: its fields (any left out), or null before one is asked. */
function filterOf(params: URLSearchParams): MemberFilter | null {
  const filter: MemberFilter = {};
  const q = params.get('q')?.trim();
  if (q) filter.query = q;
  for (const field of TEXT_FIELDS) {
    const value = params.get(field)?.trim();
    if (value) filter[field] = value;
  }
  for (const field of ['joined_from', 'joined_to'] as const) {
    const value = params.get(field);
    if (value && DAY.test(value)) filter[field] = value;
  }
  const status = params.get('status');
  if (status === 'active' || status === 'disabled') filter.status = status;
  return Object.keys(filter).length > 0 || params.has('all') ? filter : null;
}

type FormValues = Partial<Record<'q' | (typeof TEXT_FIELDS)[number] | 'joined_from' | 'joined_to' | 'status', string>>;

/**
 * /ops/members (support, admin): every member, or those matching the fields filled (the search kept in the address,
 * so going back finds it again), newest first, a page at a time; a row opens the member's detail. The members who
 * joined in the days picked, or everyone's fund log, download as a CSV file.
 */
export function MembersScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const found = useOpsMemberSearch(filter ?? {}, filter !== null);
  const [form] = Form.useForm<FormValues>();

  const search = () => {
    const values = form.getFieldsValue();
    const next: Record<string, string> = {};
    for (const [key, value] of Object.entries(values)) if (typeof value === 'string' && value.trim()) next[key] = value.trim();
    setParams(Object.keys(next).length > 0 ? next : { all: '1' }, { replace: true });
  };

  const columns: TableColumnsType<MemberRow> = [
    { title: t('members.search.columns.id'), dataIndex: 'id', width: 100 },
    {
      title: t('members.search.columns.username'),
      dataIndex: 'username',
      render: (username: string, row) => (
        <NameText name={username}>
          <Link to={memberPath(row.id)}>{username}</Link>
        </NameText>
      ),
    },
    { title: t('members.search.columns.createtime'), dataIndex: 'createtime', render: (s: number) => formatTime(s, locale) },
    {
      title: t('members.search.columns.status'),
      dataIndex: 'disabled',
      render: (disabled: boolean) => <StatusTag disabled={disabled} />,
    },
    { title: t('members.search.columns.balance'), dataIndex: 'balance', align: 'right', render: (m: number) => formatMoney(m) },
  ];
  const initial: FormValues = Object.fromEntries([...params].filter(([key]) => key !== 'all'));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('members.title')}
      </Typography.Title>
      <Form form={form} key={params.toString()} initialValues={initial} layout="vertical" name="memberSearch">
        <Form.Item name="q" style={{ maxWidth: 640, marginBottom: 8 }}>
          <Input.Search
            placeholder={t('members.search.placeholder')}
            aria-label={t('members.search.placeholder')}
            enterButton={t('members.search.submit')}
            maxLength={100}
            allowClear
            onSearch={search}
          />
        </Form.Item>
        <Space wrap align="end">
          {TEXT_FIELDS.map((field) => (
            <Form.Item key={field} name={field} label={t(`lists.memberSearch.${field}`)} style={{ marginBottom: 0 }}>
              <Input allowClear maxLength={100} style={{ width: 200 }} onPressEnter={search} />
            </Form.Item>
          ))}
          <Form.Item name="joined_from" label={t('lists.memberSearch.joined_from')} style={{ marginBottom: 0 }}>
            <Input type="date" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="joined_to" label={t('lists.memberSearch.joined_to')} style={{ marginBottom: 0 }}>
            <Input type="date" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="status" label={t('lists.memberSearch.status')} style={{ marginBottom: 0 }}>
            <Select
              allowClear
              style={{ width: 140 }}
              aria-label={t('lists.memberSearch.status')}
              options={[
                { value: 'active', label: t('members.status.active') },
                { value: 'disabled', label: t('members.status.disabled') },
              ]}
            />
          </Form.Item>
          <Button onClick={search}>{t('lists.memberSearch.apply')}</Button>
        </Space>
      </Form>
      <Typography.Text type="secondary">{t('members.search.hint')}</Typography.Text>
      <ExportLink kinds={['members', 'fundLog']} />
      {found.isError && <ErrorAlert error={found.error} onRetry={() => void found.refetch()} />}
      {filter !== null && (
        <>
          <Table<MemberRow>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={found.rows}
            loading={found.isPending && !found.isError}
            pagination={false}
            locale={{ emptyText: t('members.search.empty') }}
            onRow={(row) => ({ onClick: () => void navigate(memberPath(row.id)), style: { cursor: 'pointer' } })}
          />
          <LoadMore list={found} />
        </>
      )}
    </Space>
  );
}
