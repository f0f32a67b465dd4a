import { Button, Card, Form, Input, Switch, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatMultiple, MONEY_SUFFIX, parseMoney } from 'shared-contracts';
import { ErrorAlert } from '../../shared/ErrorAlert';
import type { DepositBonus, ProgramsAnswer } from './api/opsPrograms';
import { ProgramHistory } from './ProgramHistory';
import { moneyField, parseMultiple, parseWhole } from './settings';
import { useProgramSave } from './useProgramSave';
import { ReasonField } from '../../shared/ReasonField';

interface Values {
  enabled: boolean;
  percent: string;
  /** In u; empty: no cap. */
  cap: string;
  deposit_multiple: string;
  bonus_multiple: string;
  reason: string;
}

const valuesOf = (bonus: DepositBonus): Omit<Values, 'reason'> => ({
  enabled: bonus.enabled,
  percent: String(bonus.percent),
  cap: bonus.cap === null ? '' : moneyField(bonus.cap),
  deposit_multiple: formatMultiple(bonus.deposit_multiple),
  bonus_multiple: formatMultiple(bonus.bonus_multiple),
});

/** The deposit bonus's settings as a form (saved after a confirm, with a reason) and its history. */
export function DepositBonusCard({ program }: { program: ProgramsAnswer['deposit_bonus'] }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const title = t('promotions.depositBonus.title');
  const { submit, save } = useProgramSave(title);

  const parsed = (parse: (text: string) => number | null, message: string): FormRule => ({
    validator: (_rule, value: unknown) =>
      typeof value === 'string' && parse(value) !== null ? Promise.resolve() : Promise.reject(new Error(message)),
  });
  const summary = (bonus: DepositBonus) =>
    t('promotions.history.deposit', {
      state: bonus.enabled ? t('promotions.on') : t('promotions.off'),
      percent: bonus.percent,
      cap: bonus.cap === null ? t('promotions.history.noCap') : formatMoney(bonus.cap),
      deposit: formatMultiple(bonus.deposit_multiple),
      bonus: formatMultiple(bonus.bonus_multiple),
    });

  const onFinish = (values: Values) =>
    submit(
      {
        program: 'deposit_bonus',
        deposit_bonus: {
          enabled: values.enabled,
          percent: parseWhole(values.percent, 0, 100)!,
          cap: values.cap.trim() === '' ? null : parseMoney(values.cap)!,
          deposit_multiple: parseMultiple(values.deposit_multiple)!,
          bonus_multiple: parseMultiple(values.bonus_multiple)!,
        },
        reason: values.reason.trim(),
      },
      () => form.resetFields(['reason']),
    );

  return (
    <Card title={title}>
      <Form<Values> form={form} name="depositBonus" layout="vertical" initialValues={valuesOf(program.current)} onFinish={onFinish}>
        <Form.Item name="enabled" label={t('promotions.on')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="percent"
          label={t('promotions.depositBonus.percent')}
          rules={[parsed((v) => parseWhole(v, 0, 100), t('promotions.rules.percent'))]}
        >
          <Input inputMode="numeric" suffix="%" style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item
          name="cap"
          label={t('promotions.depositBonus.cap')}
          extra={t('promotions.depositBonus.capHint')}
          rules={[parsed((v) => (v.trim() === '' ? 0 : parseMoney(v)), t('promotions.rules.money'))]}
        >
          <Input inputMode="decimal" suffix={MONEY_SUFFIX} style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item
          name="deposit_multiple"
          label={t('promotions.depositBonus.depositMultiple')}
          rules={[parsed(parseMultiple, t('promotions.rules.multiple'))]}
        >
          <Input inputMode="decimal" prefix="x" style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item
          name="bonus_multiple"
          label={t('promotions.depositBonus.bonusMultiple')}
          rules={[parsed(parseMultiple, t('promotions.rules.multiple'))]}
        >
          <Input inputMode="decimal" prefix="x" style={{ maxWidth: 200 }} />
        </Form.Item>
        <ReasonField label={t('promotions.reason')} extra={t('promotions.reasonHint')} />
        {save.isError && <ErrorAlert error={save.error} />}
        <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 8 }}>
          {t('promotions.save')}
        </Button>
      </Form>
      <ProgramHistory changes={program.history} summary={summary} />
    </Card>
  );
}
