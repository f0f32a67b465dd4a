import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REASON_MAX } from './formRules';
import { reasonRule } from './reasonRule';

/** The recorded reason of a change (form field `reason`): required, REASON_MIN characters or more once trimmed. */
export function ReasonField({ label, extra }: { label: ReactNode; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="reason" label={label} extra={extra} rules={[reasonRule(t('common.reasonRule'))]}>
      <Input.TextArea maxLength={REASON_MAX} rows={3} />
    </Form.Item>
  );
}
