import { App as AntApp, Button, Form, Modal, Radio, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { formatTime } from '../../shared/formatTime';
import { ReasonField } from '../../shared/ReasonField';
import { memberPath } from '../../shared/memberPath';
import { LoadMore } from '../../shared/paging';
import { useOpsCaseClose, useOpsCaseNote, useOpsCases, type CaseRow } from './api/opsCases';

type Acting = { row: CaseRow; action: 'note' | 'close' };

/**
 * Cases, open ones first (every case, or one member's): rule, member, status; a row opens its evidence and notes. An
 * open case takes notes and is closed here with a decision and a note.
 */
export function CasesTable({ userId }: { userId?: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cases = useOpsCases(userId);
  const [acting, setActing] = useState<Acting | null>(null);
  const columns: TableColumnsType<CaseRow> = [
    { title: t('cases.columns.id'), dataIndex: 'id', width: 80, render: (id: number) => `#${id}` },
    {
      title: t('cases.columns.member'),
      key: 'member',
      render: (_: unknown, row) => <Link to={memberPath(row.user_id)}>{`${row.username} (${row.user_id})`}</Link>,
    },
    { title: t('cases.columns.rule'), dataIndex: 'rule', render: (rule: CaseRow['rule']) => t(`cases.rules.${rule}`) },
    { title: t('cases.columns.opened'), dataIndex: 'opened_at', render: (s: number) => formatTime(s, locale) },
    {
      title: t('cases.columns.status'),
      key: 'status',
      render: (_: unknown, row) => (
        <Tag color={row.decision === null ? 'orange' : row.decision === 'confirmed' ? 'red' : 'green'}>
          {t(`cases.status.${row.decision ?? 'open'}`)}
        </Tag>
      ),
    },
    {
      key: 'actions',
      width: 200,
      render: (_: unknown, row) =>
        row.decision === null && (
          <Space>
            <Button size="small" onClick={() => setActing({ row, action: 'note' })}>
              {t('cases.addNote')}
            </Button>
            <Button size="small" type="primary" onClick={() => setActing({ row, action: 'close' })}>
              {t('cases.close')}
            </Button>
          </Space>
        ),
    },
  ];
  if (cases.isError) return <ErrorAlert error={cases.error} onRetry={() => void cases.refetch()} />;
  return (
    <>
      <Table<CaseRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={cases.rows}
        loading={cases.isPending}
        pagination={false}
        expandable={{ expandedRowRender: (row) => <CaseDetail row={row} /> }}
        locale={{ emptyText: t('cases.empty') }}
      />
      <LoadMore list={cases} />
      {acting && <CaseModal acting={acting} onClose={() => setActing(null)} />}
    </>
  );
}

/** The evidence as the rule wrote it, then the notes, oldest first, and who closed it. */
function CaseDetail({ row }: { row: CaseRow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <Typography.Text strong>{t('cases.evidence')}</Typography.Text>
      <Typography.Paragraph code style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
        {JSON.stringify(row.evidence, null, 2)}
      </Typography.Paragraph>
      <Typography.Text strong>{t('cases.notes')}</Typography.Text>
      {row.notes.length === 0 && <Typography.Text type="secondary">{t('cases.noNotes')}</Typography.Text>}
      {row.notes.map((note, i) => (
        <Typography.Text key={i}>
          <Typography.Text type="secondary">{`${formatTime(note.created_at, locale)} ${note.author.replace(/^operator:/, '')}: `}</Typography.Text>
          {note.note}
        </Typography.Text>
      ))}
      {row.decided_by && row.decided_at !== null && (
        <Typography.Text type="secondary">
          {t('cases.decidedBy', { by: row.decided_by.replace(/^operator:/, ''), at: formatTime(row.decided_at, locale) })}
        </Typography.Text>
      )}
    </Space>
  );
}

function CaseModal({ acting, onClose }: { acting: Acting; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<{ reason: string; decision: 'cleared' | 'confirmed' }>();
  const note = useOpsCaseNote();
  const close = useOpsCaseClose();
  const pending = acting.action === 'note' ? note : close;
  const id = acting.row.id;
  const done = {
    onSuccess: () => {
      void message.success(t('cases.done'));
      onClose();
    },
  };
  const submit = ({ reason, decision }: { reason: string; decision: 'cleared' | 'confirmed' }) =>
    acting.action === 'note' ? note.mutate({ id, note: reason.trim() }, done) : close.mutate({ id, decision, note: reason.trim() }, done);
  return (
    <Modal
      open
      title={t(acting.action === 'note' ? 'cases.noteTitle' : 'cases.closeTitle', { id })}
      okText={t(acting.action === 'note' ? 'cases.addNote' : 'cases.close')}
      confirmLoading={pending.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {acting.action === 'close' && <Typography.Text>{t('cases.closeHint')}</Typography.Text>}
        <Form form={form} name="case" layout="vertical" onFinish={submit} initialValues={{ decision: 'cleared' }}>
          {acting.action === 'close' && (
            <Form.Item name="decision" label={t('cases.decision')}>
              <Radio.Group
                options={(['cleared', 'confirmed'] as const).map((value) => ({ value, label: t(`cases.decisions.${value}`) }))}
              />
            </Form.Item>
          )}
          <ReasonField label={t('cases.noteLabel')} />
        </Form>
        {pending.isError && <ErrorAlert error={pending.error} />}
      </Space>
    </Modal>
  );
}
