import {
  Alert,
  App as AntApp,
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Image,
  InputNumber,
  Modal,
  Space,
  Spin,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney, unitsToMinor } from 'shared-contracts';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { formatTime } from '../../shared/formatTime';
import { LoadMore } from '../../shared/paging';
import { ReasonField } from '../../shared/ReasonField';
import { useOperator } from '../../shared/session/SessionProvider';
import { memberPath } from '../../shared/memberPath';
import {
  useVerificationDecide,
  useVerificationImage,
  useVerificationQueue,
  useVerificationThresholds,
  useVerificationThresholdsSet,
  type SubmissionRow,
} from './api/opsVerification';

/**
 * /ops/verification (support, admin; issue 40): the member verification queue, newest first, 50 a page. Opening a
 * submission shows the document and the selfie (each opening recorded as a read of the member's documents) and
 * approves or rejects it with a reason the member reads. Below, the withdrawal thresholds; an admin asks to change them.
 */
export function VerificationScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queue = useVerificationQueue();
  const [open, setOpen] = useState<SubmissionRow | null>(null);
  const columns: TableColumnsType<SubmissionRow> = [
    {
      title: t('verification.columns.member'),
      key: 'member',
      render: (_, row) => <Link to={memberPath(row.user_id)}>{`${row.username} (${row.user_id})`}</Link>,
    },
    { title: t('verification.columns.name'), dataIndex: 'legal_name' },
    { title: t('verification.columns.birth'), dataIndex: 'birth_date' },
    { title: t('verification.columns.submitted'), key: 'submitted', render: (_, row) => formatTime(row.createtime, locale) },
    {
      title: '',
      key: 'open',
      render: (_, row) => (
        <Button type="link" onClick={() => setOpen(row)} data-testid={`verification-open-${row.id}`}>
          {t('verification.review')}
        </Button>
      ),
    },
  ];
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('verification.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('verification.hint')}</Typography.Text>
      {queue.isError ? (
        <ErrorAlert error={queue.error} onRetry={() => void queue.refetch()} />
      ) : (
        <Table<SubmissionRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={queue.rows}
          loading={queue.isPending}
          pagination={false}
          locale={{ emptyText: t('verification.empty') }}
        />
      )}
      <LoadMore list={queue} />
      {open && <ReviewModal row={open} onClose={() => setOpen(null)} />}
      <ThresholdsCard />
    </Flex>
  );
}

function ReviewModal({ row, onClose }: { row: SubmissionRow; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const decide = useVerificationDecide();
  const send = async (decision: 'approve' | 'reject') => {
    // A missing reason is shown under its field; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    decide.mutate(
      { submission_id: row.id, decision, reason: values.reason.trim() },
      {
        onSuccess: () => {
          void message.success(t(`verification.done.${decision}`));
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open
      width={900}
      title={t('verification.modalTitle', { username: row.username })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('verification.columns.name')}>{row.legal_name}</Descriptions.Item>
        <Descriptions.Item label={t('verification.columns.birth')}>{row.birth_date}</Descriptions.Item>
      </Descriptions>
      <Flex gap="middle" wrap>
        <ImageCard fileId={row.document_file} label={t('verification.document')} />
        <ImageCard fileId={row.selfie_file} label={t('verification.selfie')} />
      </Flex>
      <Form form={form} layout="vertical" style={{ marginTop: 16 }}>
        <ReasonField label={t('verification.reason')} />
        {decide.isError && <ErrorAlert error={decide.error} />}
        <Space>
          <Button type="primary" loading={decide.isPending} onClick={() => void send('approve')}>
            {t('verification.approve')}
          </Button>
          <Button danger loading={decide.isPending} onClick={() => void send('reject')}>
            {t('verification.reject')}
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}

function ImageCard({ fileId, label }: { fileId: number; label: string }) {
  const image = useVerificationImage(fileId);
  return (
    <Card size="small" title={label} style={{ width: 420 }}>
      {image.isError ? (
        <ErrorAlert error={image.error} />
      ) : image.data ? (
        <Image
          src={`data:${image.data.mime};base64,${image.data.data}`}
          alt={label}
          style={{ maxHeight: 320, objectFit: 'contain' }}
          data-testid={`verification-image-${image.data.kind}`}
        />
      ) : (
        <Spin />
      )}
    </Card>
  );
}

/** The thresholds in force and the shipped defaults; an admin asks to change them (a second admin approves). */
function ThresholdsCard() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const operator = useOperator();
  const thresholds = useVerificationThresholds();
  const ask = useVerificationThresholdsSet();
  const [form] = Form.useForm<{ basic: number; full: number; reason: string }>();
  if (!thresholds.data) return thresholds.isError ? <ErrorAlert error={thresholds.error} /> : null;
  const data = thresholds.data;
  const submit = (values: { basic: number; full: number; reason: string }) =>
    ask.mutate(
      { basic_above: unitsToMinor(values.basic), full_above: unitsToMinor(values.full), reason: values.reason.trim() },
      { onSuccess: () => void message.success(t('verification.thresholds.asked')) },
    );
  return (
    <Card title={t('verification.thresholds.title')}>
      <Typography.Paragraph data-testid="verification-thresholds">
        {t('verification.thresholds.inForce', { basic: formatMoney(data.basic_above), full: formatMoney(data.full_above) })}{' '}
        {t('verification.thresholds.defaults', {
          basic: formatMoney(data.defaults.basic_above),
          full: formatMoney(data.defaults.full_above),
        })}
      </Typography.Paragraph>
      {operator.role === 'admin' && (
        <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 560 }}>
          <Alert type="info" showIcon title={t('verification.thresholds.fourEyes')} style={{ marginBottom: 16 }} />
          <Space align="start">
            <Form.Item name="basic" label={t('verification.thresholds.basic')} rules={[{ required: true }]}>
              <InputNumber min={1} precision={0} />
            </Form.Item>
            <Form.Item name="full" label={t('verification.thresholds.full')} rules={[{ required: true }]}>
              <InputNumber min={1} precision={0} />
            </Form.Item>
          </Space>
          <ReasonField label={t('verification.reason')} />
          {ask.isError && <ErrorAlert error={ask.error} />}
          <Button htmlType="submit" loading={ask.isPending}>
            {t('verification.thresholds.ask')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
