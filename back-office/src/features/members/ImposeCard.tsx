import { Alert, App as AntApp, Button, Card, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { IMPOSED_EXCLUSION_LENGTHS, LIMIT_PERIODS, parseMoney } from 'shared-contracts';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { ReasonField } from '../../shared/ReasonField';
import { useOpsMemberProtect, type OpsMemberProtectBody } from './api/opsMemberProtect';

const KINDS = ['exclusion', 'deposit', 'loss', 'stake'] as const;
type Kind = (typeof KINDS)[number];

interface ImposeValues {
  kind: Kind;
  length: (typeof IMPOSED_EXCLUSION_LENGTHS)[number];
  period: (typeof LIMIT_PERIODS)[number];
  amount?: string;
  reason: string;
}

/** The body of the form's values: an exclusion's length, or a limit's period (not the stake's) and amount (empty: none). */
function bodyOf(userId: number, values: ImposeValues): OpsMemberProtectBody {
  const reason = values.reason.trim();
  if (values.kind === 'exclusion') return { user_id: userId, kind: 'exclusion', length: values.length, reason };
  const amount = values.amount?.trim() ? parseMoney(values.amount.trim()) : null;
  return { user_id: userId, kind: values.kind, ...(values.kind === 'stake' ? {} : { period: values.period }), amount, reason };
}

/**
 * Imposes a limit or an exclusion on the member (issue 40), after a confirm: it holds as the member's own, nobody lifts
 * it early, and the member is told what and why.
 */
export function ImposeCard({ userId, username }: { userId: number; username: string }) {
  const { t } = useTranslation();
  const { modal } = AntApp.useApp();
  const [form] = Form.useForm<ImposeValues>();
  const impose = useOpsMemberProtect();
  const kind = Form.useWatch('kind', form) ?? 'exclusion';

  const submit = (values: ImposeValues) =>
    void modal.confirm({
      title: t('protection.impose.confirm', { username }),
      okText: t('protection.impose.submit'),
      cancelText: t('protection.impose.cancel'),
      onOk: () => impose.mutate(bodyOf(userId, values), { onSuccess: () => form.resetFields(['reason', 'amount']) }),
    });

  return (
    <Card title={t('protection.impose.title')}>
      <Alert type="warning" showIcon title={t('protection.impose.hint')} style={{ marginBottom: 16 }} />
      <Form<ImposeValues>
        form={form}
        name="impose"
        layout="vertical"
        onFinish={submit}
        initialValues={{ kind: 'exclusion', length: '6m', period: 'day' }}
        style={{ maxWidth: 560 }}
      >
        <Space wrap align="start">
          <Form.Item name="kind" label={t('protection.impose.kind')}>
            <Select style={{ width: 180 }} options={KINDS.map((k) => ({ value: k, label: t(`protection.impose.kinds.${k}`) }))} />
          </Form.Item>
          {kind === 'exclusion' ? (
            <Form.Item name="length" label={t('protection.impose.length')}>
              <Select
                style={{ width: 160 }}
                options={IMPOSED_EXCLUSION_LENGTHS.map((l) => ({ value: l, label: t(`protection.impose.lengths.${l}`) }))}
              />
            </Form.Item>
          ) : (
            <>
              {kind !== 'stake' && (
                <Form.Item name="period" label={t('protection.impose.period')}>
                  <Select
                    style={{ width: 120 }}
                    options={LIMIT_PERIODS.map((p) => ({ value: p, label: t(`protection.impose.periods.${p}`) }))}
                  />
                </Form.Item>
              )}
              <Form.Item
                name="amount"
                label={t('protection.impose.amount')}
                extra={t('protection.impose.amountHint')}
                rules={[
                  {
                    validator: (_rule, value?: string) => {
                      const text = value?.trim() ?? '';
                      const minor = text ? parseMoney(text) : null;
                      return !text || (minor !== null && minor > 0)
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('protection.impose.amountRule')));
                    },
                  },
                ]}
              >
                <Input inputMode="decimal" autoComplete="off" suffix="u" maxLength={16} style={{ width: 160 }} />
              </Form.Item>
            </>
          )}
        </Space>
        <ReasonField label={t('protection.impose.reason')} />
        <Button type="primary" danger htmlType="submit" loading={impose.isPending}>
          {t('protection.impose.submit')}
        </Button>
      </Form>
      {impose.isError && (
        <div style={{ marginTop: 16 }}>
          <ErrorAlert error={impose.error} />
        </div>
      )}
      {impose.isSuccess && <Alert style={{ marginTop: 16 }} type="success" showIcon title={t('protection.impose.done')} />}
    </Card>
  );
}
