import { Button, Card, Form, Input, Space, Switch, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { fixedDepositTierPercent, formatMoney, MONEY_SUFFIX, parseMoney } from 'shared-contracts';
import { ErrorAlert } from '../../shared/ErrorAlert';
import type { FixedDeposit, ProgramsAnswer } from './api/opsPrograms';
import { ProgramHistory } from './ProgramHistory';
import { moneyField, parseWhole } from './settings';
import { useProgramSave } from './useProgramSave';
import { ReasonField } from '../../shared/ReasonField';

interface Values {
  enabled: boolean;
  /** Amounts in u, as typed. */
  tiers: { reserve: string; bonus: string }[];
  term_months: string;
  reason: string;
}

const valuesOf = (fixed: FixedDeposit): Omit<Values, 'reason'> => ({
  enabled: fixed.enabled,
  tiers: fixed.tiers.map((tier) => ({ reserve: moneyField(tier.reserve), bonus: moneyField(tier.bonus) })),
  term_months: String(fixed.term_months),
});

/** The fixed deposit's settings as a form (its tiers, its term; saved after a confirm, with a reason) and its history. */
export function FixedDepositCard({ program }: { program: ProgramsAnswer['fixed_deposit'] }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const title = t('promotions.fixedDeposit.title');
  const { submit, save } = useProgramSave(title);

  const positiveMoney: FormRule = {
    validator: (_rule, value: unknown) => {
      const minor = typeof value === 'string' ? parseMoney(value) : null;
      if (minor === null) return Promise.reject(new Error(t('promotions.rules.money')));
      return minor > 0 ? Promise.resolve() : Promise.reject(new Error(t('promotions.rules.positive')));
    },
  };
  // Each reserve above the one before, as the server's rule: told beside the field rather than as a refusal.
  const increasing =
    (index: number): FormRule =>
    ({ getFieldValue }) => ({
      validator: (_rule, value: unknown) => {
        const previous = index > 0 ? parseMoney(String(getFieldValue(['tiers', index - 1, 'reserve']) ?? '')) : null;
        const reserve = typeof value === 'string' ? parseMoney(value) : null;
        return previous !== null && reserve !== null && reserve <= previous
          ? Promise.reject(new Error(t('promotions.rules.increasing')))
          : Promise.resolve();
      },
    });
  const summary = (fixed: FixedDeposit) =>
    t('promotions.history.fixed', {
      state: fixed.enabled ? t('promotions.on') : t('promotions.off'),
      tiers: fixed.tiers
        .map((tier) => `${formatMoney(tier.reserve)} → ${formatMoney(tier.bonus)} (${fixedDepositTierPercent(tier)})`)
        .join(', '),
      months: fixed.term_months,
    });

  const onFinish = (values: Values) =>
    submit(
      {
        program: 'fixed_deposit',
        fixed_deposit: {
          enabled: values.enabled,
          tiers: values.tiers.map((tier) => ({ reserve: parseMoney(tier.reserve)!, bonus: parseMoney(tier.bonus)! })),
          term_months: parseWhole(values.term_months, 1, 24)!,
        },
        reason: values.reason.trim(),
      },
      () => form.resetFields(['reason']),
    );

  return (
    <Card title={title}>
      <Form<Values> form={form} name="fixedDeposit" layout="vertical" initialValues={valuesOf(program.current)} onFinish={onFinish}>
        <Form.Item name="enabled" label={t('promotions.on')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.List
          name="tiers"
          rules={[
            {
              validator: (_rule, tiers: unknown[]) =>
                tiers.length ? Promise.resolve() : Promise.reject(new Error(t('promotions.rules.tiers'))),
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <Form.Item label={t('promotions.fixedDeposit.tiers')}>
              {fields.map((field, index) => (
                <Space key={field.key} align="baseline" data-testid="tier">
                  <Form.Item
                    name={[field.name, 'reserve']}
                    label={t('promotions.fixedDeposit.reserve')}
                    rules={[positiveMoney, increasing(index)]}
                  >
                    <Input inputMode="decimal" suffix={MONEY_SUFFIX} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'bonus']} label={t('promotions.fixedDeposit.bonus')} rules={[positiveMoney]}>
                    <Input inputMode="decimal" suffix={MONEY_SUFFIX} />
                  </Form.Item>
                  <Button onClick={() => remove(field.name)}>{t('promotions.fixedDeposit.removeTier')}</Button>
                </Space>
              ))}
              <Form.ErrorList errors={errors} />
              <Button onClick={() => add({ reserve: '', bonus: '' })}>{t('promotions.fixedDeposit.addTier')}</Button>
            </Form.Item>
          )}
        </Form.List>
        <Form.Item
          name="term_months"
          label={t('promotions.fixedDeposit.term')}
          rules={[
            {
              validator: (_rule, value: unknown) =>
                typeof value === 'string' && parseWhole(value, 1, 24) !== null
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('promotions.rules.term'))),
            },
          ]}
        >
          <Input inputMode="numeric" style={{ maxWidth: 200 }} />
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
