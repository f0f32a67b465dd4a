import { Alert, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, parseMoney } from 'shared-contracts';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { useOpsGiftRequest } from './api/opsGiftRequest';
import { GIFT_MARK_MAX, GIFT_MAX, giftAmountProblem } from './giftLimits';
import { MemberPicker } from '../../shared/MemberPicker';
import { ReasonField } from '../../shared/ReasonField';

interface AskValues {
  user_id: number;
  amount: string;
  mark: string;
  reason: string;
}

/** Asks for a gift to a member (found by name, sent by id): amount in u (integer minor units on the wire), the mark they read, a reason. */
export function GiftRequestCard() {
  const { t } = useTranslation();
  const [form] = Form.useForm<AskValues>();
  const ask = useOpsGiftRequest();
  const max = formatMoney(GIFT_MAX);

  const submit = (values: AskValues) =>
    ask.mutate(
      {
        user_id: values.user_id,
        amount: parseMoney(values.amount)!,
        mark: values.mark.trim(),
        reason: values.reason.trim(),
      },
      { onSuccess: () => form.resetFields() },
    );

  return (
    <Card title={t('gifts.form.title')}>
      <Form<AskValues> form={form} name="gift" layout="vertical" onFinish={submit} style={{ maxWidth: 560 }}>
        <Form.Item name="user_id" label={t('gifts.form.userId')} rules={[{ required: true, message: t('gifts.form.userIdRule') }]}>
          <MemberPicker />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('gifts.form.amount')}
          extra={t('gifts.form.amountHint', { max })}
          rules={[
            {
              required: true,
              validator: (_rule, value?: string) => {
                const problem = giftAmountProblem(value ?? '');
                if (problem === 'format') return Promise.reject(new Error(t('gifts.form.amountRule')));
                if (problem === 'max') return Promise.reject(new Error(t('gifts.form.amountMax', { max })));
                return Promise.resolve();
              },
            },
          ]}
        >
          <Input inputMode="decimal" autoComplete="off" suffix="u" maxLength={16} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="mark"
          label={t('gifts.form.mark')}
          extra={t('gifts.form.markHint')}
          rules={[{ required: true, whitespace: true, message: t('gifts.form.markRule') }]}
        >
          <Input maxLength={GIFT_MARK_MAX} />
        </Form.Item>
        <ReasonField label={t('gifts.form.reason')} extra={t('gifts.form.reasonHint')} />
        <Button type="primary" htmlType="submit" loading={ask.isPending}>
          {t('gifts.form.submit')}
        </Button>
      </Form>
      {ask.isError && (
        <div style={{ marginTop: 16 }}>
          <ErrorAlert error={ask.error} />
        </div>
      )}
      {ask.data && (
        <Alert
          style={{ marginTop: 16 }}
          type="success"
          showIcon
          title={t('gifts.form.asked', { id: ask.data.id, amount: formatMoney(ask.data.amount), username: ask.data.username })}
        />
      )}
    </Card>
  );
}
