import { Alert, App as AntApp, Button, Card, Flex, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LOCALES, type Locale } from 'shared-contracts';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { ReasonField } from '../../shared/ReasonField';
import { useOpsSegmentAsk, useOpsSegmentPreview, type Segment } from './api/opsSegments';

/** As the contract's SUPPORT_TITLE_MAX, SUPPORT_BODY_MAX and SEGMENT_ACTIVE_DAYS_MAX. */
const TITLE_MAX = 100;
const BODY_MAX = 2000;
const DAYS_MAX = 365;
const KINDS = ['deposited_this_month', 'deposited_between', 'active_days', 'all_active'] as const;

type Words = { [K in `title_${Locale}` | `body_${Locale}`]: string };
interface AskValues extends Words {
  kind: Segment['kind'];
  begin?: string;
  end?: string;
  days?: number;
  reason: string;
}

/** One line: the server refuses line breaks (and other control characters) in a member's text. */
const oneLine = (value: string) => value.replace(/\s*[\r\n]+\s*/g, ' ');

function segmentOf(values: Pick<AskValues, 'kind' | 'begin' | 'end' | 'days'>): Segment {
  if (values.kind === 'deposited_between') return { kind: values.kind, begin: values.begin!, end: values.end! };
  if (values.kind === 'active_days') return { kind: values.kind, days: values.days! };
  return { kind: values.kind };
}

/**
 * /ops/messages (support, admin): one in-site message to a segment of members, written in tw, zh and en; its reach
 * counted before asking (excluded and disabled members left out, by why); asked as a request another operator
 * approves in /ops/requests, which sends it once.
 */
export function SegmentMessageScreen() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<AskValues>();
  const kind = Form.useWatch('kind', form);
  const preview = useOpsSegmentPreview();
  const ask = useOpsSegmentAsk();
  const required = { required: true, whitespace: true, message: t('segments.required') };
  const count = async () => {
    const values = await form.validateFields(['kind', 'begin', 'end', 'days']);
    preview.mutate(segmentOf(values));
  };
  const submit = (values: AskValues) => {
    const words = Object.fromEntries(
      LOCALES.flatMap((l) => [
        [`title_${l}`, values[`title_${l}`].trim()],
        [`body_${l}`, values[`body_${l}`].trim()],
      ]),
    ) as Words;
    ask.mutate(
      { segment: segmentOf(values), ...words, reason: values.reason.trim() },
      {
        onSuccess: (row) => {
          void message.success(t('segments.asked', { id: row.id }));
          form.resetFields();
          preview.reset();
        },
      },
    );
  };
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 880 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('segments.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('segments.hint')}</Typography.Text>
      <Form<AskValues>
        form={form}
        name="segmentMessage"
        layout="vertical"
        initialValues={{ kind: 'deposited_this_month', days: 30 }}
        onValuesChange={(changed) => ['kind', 'begin', 'end', 'days'].some((k) => k in changed) && preview.reset()}
        onFinish={submit}
      >
        <Card>
          <Space wrap align="start">
            <Form.Item name="kind" label={t('segments.segment')} rules={[{ required: true }]}>
              <Select style={{ width: 240 }} options={KINDS.map((k) => ({ value: k, label: t(`segments.kinds.${k}`) }))} />
            </Form.Item>
            {kind === 'deposited_between' && (
              <>
                <Form.Item name="begin" label={t('segments.begin')} rules={[required]}>
                  <Input type="date" style={{ width: 170 }} />
                </Form.Item>
                <Form.Item name="end" label={t('segments.end')} rules={[required]}>
                  <Input type="date" style={{ width: 170 }} />
                </Form.Item>
              </>
            )}
            {kind === 'active_days' && (
              <Form.Item name="days" label={t('segments.days')} rules={[{ required: true, message: t('segments.required') }]}>
                <InputNumber min={1} max={DAYS_MAX} precision={0} style={{ width: 120 }} />
              </Form.Item>
            )}
          </Space>
          <Flex gap="middle" align="center" wrap>
            <Button onClick={() => void count()} loading={preview.isPending}>
              {t('segments.preview')}
            </Button>
            {preview.data && <Typography.Text strong>{t('segments.reach', preview.data)}</Typography.Text>}
          </Flex>
          {preview.isError && (
            <div style={{ marginTop: 16 }}>
              <ErrorAlert error={preview.error} />
            </div>
          )}
        </Card>
        {LOCALES.map((l) => (
          <Card key={l} title={t(`common.languages.${l}`)} size="small" style={{ marginTop: 16 }}>
            <Form.Item name={`title_${l}`} label={t('segments.messageTitle')} rules={[required]}>
              <Input maxLength={TITLE_MAX} />
            </Form.Item>
            <Form.Item name={`body_${l}`} label={t('segments.body')} extra={t('segments.bodyHint')} normalize={oneLine} rules={[required]}>
              <Input.TextArea maxLength={BODY_MAX} rows={3} />
            </Form.Item>
          </Card>
        ))}
        <Card style={{ marginTop: 16 }}>
          <ReasonField label={t('segments.reason')} />
          <Button type="primary" htmlType="submit" loading={ask.isPending}>
            {t('segments.submit')}
          </Button>
          {ask.isError && (
            <div style={{ marginTop: 16 }}>
              <ErrorAlert error={ask.error} />
            </div>
          )}
          {ask.isSuccess && (
            <Alert
              style={{ marginTop: 16 }}
              type="success"
              showIcon
              title={<Link to="/requests">{t('segments.asked', { id: ask.data.id })}</Link>}
            />
          )}
        </Card>
      </Form>
    </Flex>
  );
}
