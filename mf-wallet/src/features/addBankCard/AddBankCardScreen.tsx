import { Button, Input, Toast } from 'shared-contracts/kit';
import { Form } from 'shared-contracts/kit/form';
import { useTranslation } from 'react-i18next';
import { ROUTES } from 'shared-contracts';
import { ScreenBar, useGoBack } from 'shared-contracts/platform';
import { useSaveBinding } from '../../shared/saveBinding';
import { SecurityCodePopup } from '../../shared/SecurityCodePopup';
import form from '../../shared/bindingForm.module.css';
import page from '../../shared/page.module.css';

const MANAGE_CARD = `${ROUTES.bankCardManage}?type=0`;

interface Values {
  holder: string;
  cardNumber: string;
  bank: string;
  bankCode: string;
  branch: string;
}

/** The five fields in the spec's order, each required with its placeholder as the prompt; the card number digits only. */
const FIELDS = [
  { name: 'holder', label: 'wallet.bindings.holder', placeholder: 'wallet.bindings.holderPlaceholder' },
  { name: 'cardNumber', label: 'wallet.bindings.cardNumber', placeholder: 'wallet.bindings.cardNumberPlaceholder' },
  { name: 'bank', label: 'wallet.bindings.bank', placeholder: 'wallet.bindings.bankPlaceholder' },
  { name: 'bankCode', label: 'wallet.bindings.bankCode', placeholder: 'wallet.bindings.bankCodePlaceholder' },
  { name: 'branch', label: 'wallet.bindings.branch', placeholder: 'wallet.bindings.branchPlaceholder' },
] as const satisfies readonly { name: keyof Values; label: string; placeholder: string }[];

const CARD_DIGITS = /^\d{8,30}$/;

/** /addBankCard: binds the bank card (setPayInfo type 0); replacing the bound one asks for the security code first. */
export function AddBankCardScreen() {
  const { t } = useTranslation();
  const back = useGoBack(MANAGE_CARD);
  const { submit, codePopup, saving } = useSaveBinding(0, () => {
    Toast.show({ icon: 'success', content: t('wallet.bindings.saved') });
    back();
  });
  const send = (values: Values) =>
    submit({
      type: 0,
      acc: values.holder.trim(),
      acc_name: values.cardNumber,
      acc_bank: values.bank.trim(),
      acc_code: values.bankCode.trim(),
      acc_fh: values.branch.trim(),
    });

  return (
    <section data-testid="screen-addBankCard" className={page.page}>
      <ScreenBar title={t('screens.addBankCard')} parent={MANAGE_CARD} />
      <div className={form.body}>
        <Form
          className={form.card}
          requiredMarkStyle="none"
          onFinish={send}
          footer={
            <Button block shape="rounded" color="primary" type="submit" loading={saving}>
              {t('wallet.bindings.save')}
            </Button>
          }
        >
          {FIELDS.map(({ name, label, placeholder }) => (
            <Form.Item
              key={name}
              name={name}
              label={t(label)}
              rules={[
                { required: true, whitespace: true, message: t(placeholder) },
                ...(name === 'cardNumber' ? [{ pattern: CARD_DIGITS, message: t('wallet.bindings.cardDigits') }] : []),
              ]}
              normalize={name === 'cardNumber' ? (value: string) => value.replace(/\D/g, '') : undefined}
            >
              <Input
                placeholder={t(placeholder)}
                maxLength={name === 'cardNumber' ? 30 : 64}
                inputMode={name === 'cardNumber' ? 'numeric' : undefined}
                autoComplete="off"
                clearable
              />
            </Form.Item>
          ))}
        </Form>
      </div>
      <SecurityCodePopup {...codePopup} />
    </section>
  );
}
