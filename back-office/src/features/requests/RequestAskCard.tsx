import { Alert, Button, Card, Form, Input, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMoney } from 'shared-contracts';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { ReasonField } from '../../shared/ReasonField';
import { useOpsCorrectionAsk, useOpsWaiverAsk } from './api/opsRequests';

const WHOLE = /^[1-9]\d{0,11}$/;
/** A correction's amount: + credits, - debits, in u with at most 2 decimals. */
const SIGNED = /^[+-]\d+(\.\d{1,2})?$/;

type Kind = 'correction' | 'waiver';
interface AskValues {
  user_id: string;
  entry_id?: string;
  amount: string;
  reason: string;
}

/** Minor units of a signed amount in u (+12.5 -> 1250, -3 -> -300); null when it is not one or is 0. */
export function signedMinor(text: string): number | null {
  if (!SIGNED.test(text)) return null;
  const amount = parseMoney(text.slice(1));
  return amount ? (text.startsWith('-') ? -amount : amount) : null;
}

/** Asks for a correcting entry of a member's entry, or a waiver of their turnover left: another admin decides it. */
export function RequestAskCard() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('correction');
  const [form] = Form.useForm<AskValues>();
  const correction = useOpsCorrectionAsk();
  const waiver = useOpsWaiverAsk();
  const ask = kind === 'correction' ? correction : waiver;
  const done = () => form.resetFields();

  const submit = (values: AskValues) => {
    const base = { user_id: Number(values.user_id), reason: values.reason.trim() };
    if (kind === 'correction')
      correction.mutate({ ...base, entry_id: Number(values.entry_id), delta: signedMinor(values.amount)! }, { onSuccess: done });
    else waiver.mutate({ ...base, amount: parseMoney(values.amount)! }, { onSuccess: done });
  };
  const amountOk = (v: string) => (kind === 'correction' ? signedMinor(v) !== null : (parseMoney(v) ?? 0) > 0);

  return (
    <Card title={t('requests.form.title')}>
      <Segmented<Kind>
        value={kind}
        onChange={(next) => {
          setKind(next);
          form.resetFields();
        }}
        options={[
          { value: 'correction', label: t('requests.kinds.ledger.correct') },
          { value: 'waiver', label: t('requests.kinds.turnover.waive') },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Form<AskValues> form={form} name="requestAsk" layout="vertical" onFinish={submit} style={{ maxWidth: 560 }}>
        <Form.Item
          name="user_id"
          label={t('requests.form.userId')}
          normalize={(v: string) => v.trim()}
          rules={[{ required: true, pattern: WHOLE, message: t('requests.form.idRule') }]}
        >
          <Input inputMode="numeric" />
        </Form.Item>
        {kind === 'correction' && (
          <Form.Item
            name="entry_id"
            label={t('requests.form.entryId')}
            normalize={(v: string) => v.trim()}
            rules={[{ required: true, pattern: WHOLE, message: t('requests.form.idRule') }]}
          >
            <Input inputMode="numeric" />
          </Form.Item>
        )}
        <Form.Item
          name="amount"
          label={t(kind === 'correction' ? 'requests.form.delta' : 'requests.form.amount')}
          extra={t(kind === 'correction' ? 'requests.form.deltaHint' : 'requests.form.amountHint')}
          normalize={(v: string) => v.trim()}
          rules={[
            {
              validator: (_, v: string | undefined) =>
                v && amountOk(v)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t(kind === 'correction' ? 'requests.form.deltaRule' : 'requests.form.amountRule'))),
            },
          ]}
        >
          <Input />
        </Form.Item>
        <ReasonField label={t('requests.form.reason')} />
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={ask.isPending}>
            {t('requests.form.submit')}
          </Button>
        </Form.Item>
      </Form>
      {ask.isError && <ErrorAlert error={ask.error} />}
      {ask.data && <Alert type="success" showIcon title={t('requests.form.asked', { id: ask.data.id })} />}
    </Card>
  );
}
