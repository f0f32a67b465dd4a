import { App as AntApp, Button, Flex, Form, Modal, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { formatTime } from '../../shared/formatTime';
import type { SessionRow } from './api/opsMemberDetail';
import { useOpsSessionRevoke } from './api/opsSessionRevoke';
import { ReasonField } from '../../shared/ReasonField';

/** Which sessions to end: one (its handle) or all. */
type Ending = { handle: string } | 'all';

/** The member's open sessions, each ended here (or all at once) after a confirm with a reason. */
export function SessionsTab({ userId, username, sessions }: { userId: number; username: string; sessions: SessionRow[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [ending, setEnding] = useState<Ending | null>(null);
  const columns: TableColumnsType<SessionRow> = [
    {
      title: t('members.sessions.columns.handle'),
      dataIndex: 'handle',
      render: (h: string) => <Typography.Text code>{h}</Typography.Text>,
    },
    { title: t('members.sessions.columns.createtime'), dataIndex: 'createtime', render: (s: number) => formatTime(s, locale) },
    { title: t('members.sessions.columns.expires'), dataIndex: 'expires_at', render: (s: number) => formatTime(s, locale) },
    { title: t('members.sessions.columns.ip'), dataIndex: 'ip' },
    {
      key: 'end',
      width: 100,
      render: (_: unknown, row) => (
        <Button danger size="small" onClick={() => setEnding({ handle: row.handle })}>
          {t('members.sessions.end')}
        </Button>
      ),
    },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Typography.Text type="secondary">{t('members.sessions.note')}</Typography.Text>
        <Button danger disabled={sessions.length === 0} onClick={() => setEnding('all')}>
          {t('members.sessions.endAll')}
        </Button>
      </Flex>
      <Table<SessionRow>
        rowKey="handle"
        size="small"
        columns={columns}
        dataSource={sessions}
        pagination={false}
        locale={{ emptyText: t('members.sessions.empty') }}
      />
      {ending && <RevokeModal userId={userId} username={username} ending={ending} onClose={() => setEnding(null)} />}
    </Space>
  );
}

function RevokeModal({ userId, username, ending, onClose }: { userId: number; username: string; ending: Ending; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const revoke = useOpsSessionRevoke();
  const submit = ({ reason }: { reason: string }) => {
    const which = ending === 'all' ? { all: true as const } : { session: ending.handle };
    revoke.mutate(
      { user_id: userId, ...which, reason: reason.trim() },
      {
        onSuccess: ({ sessions_ended }) => {
          void message.success(t('members.sessions.done', { count: sessions_ended }));
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open
      title={
        ending === 'all' ? t('members.sessions.confirmAll', { username }) : t('members.sessions.confirmOne', { handle: ending.handle })
      }
      okText={ending === 'all' ? t('members.sessions.endAll') : t('members.sessions.end')}
      okButtonProps={{ danger: true }}
      confirmLoading={revoke.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text>{t('members.sessions.confirmHint')}</Typography.Text>
        <Form form={form} name="revoke" layout="vertical" onFinish={submit}>
          <ReasonField label={t('members.reason')} />
        </Form>
        {revoke.isError && <ErrorAlert error={revoke.error} />}
      </Space>
    </Modal>
  );
}
