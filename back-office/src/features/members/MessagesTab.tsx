import { App as AntApp, Button, Card, Form, Input, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { formatTime } from '../../shared/formatTime';
import { REASON_MAX } from '../../shared/formRules';
import { LoadMore } from '../../shared/paging';
import { useOpsMemberMessages, type MessageRow } from './api/opsMemberMessages';
import { useOpsMessageSend } from './api/opsMessageSend';

/** As the contract's SUPPORT_TITLE_MAX and SUPPORT_BODY_MAX. */
const TITLE_MAX = 100;
const BODY_MAX = 2000;

interface SendValues {
  title: string;
  body: string;
  reason?: string;
}

/** One line: the server refuses line breaks (and other control characters) in a member's text. */
const oneLine = (value: string) => value.replace(/\s*[\r\n]+\s*/g, ' ');

/** The member's in-site messages, newest first, page after page, and a message written to them (their words as written, audited). */
export function MessagesTab({ userId }: { userId: number }) {
  const messages = useOpsMemberMessages(userId);
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<SendValues>();
  const send = useOpsMessageSend();
  const required = { required: true, whitespace: true, message: t('members.messages.required') };
  const submit = (values: SendValues) => {
    const reason = values.reason?.trim();
    send.mutate(
      { user_id: userId, title: values.title.trim(), body: values.body.trim(), ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          void message.success(t('members.messages.sent'));
          form.resetFields();
        },
      },
    );
  };
  const columns: TableColumnsType<MessageRow> = [
    { title: t('members.messages.columns.createtime'), dataIndex: 'createtime', width: 200, render: (s: number) => formatTime(s, locale) },
    { title: t('members.messages.columns.title'), dataIndex: 'title' },
    { title: t('members.messages.columns.content'), dataIndex: 'content' },
    {
      title: t('members.messages.columns.read'),
      dataIndex: 'read',
      width: 90,
      render: (read: boolean) => (read ? <Tag>{t('members.messages.read')}</Tag> : <Tag color="blue">{t('members.messages.unread')}</Tag>),
    },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {messages.isError && <ErrorAlert error={messages.error} onRetry={() => void messages.refetch()} />}
      <Table<MessageRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={messages.rows}
        loading={messages.isPending && !messages.isError}
        pagination={false}
        title={() => t('members.messages.newest')}
        locale={{ emptyText: t('members.messages.empty') }}
      />
      <LoadMore list={messages} />
      <Card title={t('members.messages.send')} style={{ maxWidth: 720 }}>
        <Form<SendValues> form={form} name="message" layout="vertical" onFinish={submit}>
          <Form.Item name="title" label={t('members.messages.title')} rules={[required]}>
            <Input maxLength={TITLE_MAX} />
          </Form.Item>
          <Form.Item
            name="body"
            label={t('members.messages.body')}
            extra={t('members.messages.bodyHint')}
            normalize={oneLine}
            rules={[required]}
          >
            <Input.TextArea maxLength={BODY_MAX} rows={5} />
          </Form.Item>
          <Form.Item name="reason" label={t('members.messages.reason')}>
            <Input maxLength={REASON_MAX} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            {t('members.messages.submit')}
          </Button>
        </Form>
        {send.isError && (
          <div style={{ marginTop: 16 }}>
            <ErrorAlert error={send.error} />
          </div>
        )}
      </Card>
    </Space>
  );
}
