import { Button, Input, Toast } from 'shared-contracts/kit';
import { Form } from 'shared-contracts/kit/form';
import { useTranslation } from 'react-i18next';
import { ROUTES, WALLET_TYPES } from 'shared-contracts';
import { ScreenBar, useGoBack } from 'shared-contracts/platform';
import { useSaveBinding } from '../../shared/saveBinding';
import { SecurityCodePopup } from '../../shared/SecurityCodePopup';
import form from '../../shared/bindingForm.module.css';
import page from '../../shared/page.module.css';
import { addressProblem } from './walletFields';
import { WalletTypePicker } from './WalletTypePicker';
import styles from './addVirtualWallet.module.css';

const MANAGE_WALLET = `${ROUTES.bankCardManage}?type=1`;

interface Values {
  address: string;
  walletType: string;
}

/**
 * /addVirtualWallet: the address, checked as a TRC-20 address before it is sent, and the wallet type (setPayInfo
 * type 1); replacing the bound wallet asks for the security code first.
 */
export function AddVirtualWalletScreen() {
  const { t } = useTranslation();
  const back = useGoBack(MANAGE_WALLET);
  const { submit, codePopup, saving } = useSaveBinding(1, () => {
    Toast.show({ icon: 'success', content: t('wallet.bindings.saved') });
    back();
  });
  const problemMessage = { required: t('wallet.bindings.addressPlaceholder'), invalid: t('wallet.bindings.addressInvalid') };

  return (
    <section data-testid="screen-addVirtualWallet" className={page.page}>
      <ScreenBar title={t('screens.addVirtualWallet')} parent={MANAGE_WALLET} />
      <div className={form.body}>
        <Form
          className={form.card}
          requiredMarkStyle="none"
          initialValues={{ walletType: WALLET_TYPES[0] }}
          onFinish={({ address, walletType }: Values) => submit({ type: 1, acc: address.trim(), acc_name: walletType })}
          footer={
            <Button block shape="rounded" color="primary" type="submit" loading={saving}>
              {t('wallet.bindings.save')}
            </Button>
          }
        >
          <Form.Item
            name="address"
            label={t('wallet.bindings.address')}
            rules={[
              {
                validator: (_, value: string | undefined) => {
                  const problem = addressProblem(value);
                  return problem ? Promise.reject(new Error(problemMessage[problem])) : Promise.resolve();
                },
              },
            ]}
          >
            <Input
              className={styles.address}
              placeholder={t('wallet.bindings.addressPlaceholder')}
              autoComplete="off"
              maxLength={64}
              clearable
            />
          </Form.Item>
          <Form.Item name="walletType" label={t('wallet.bindings.walletType')}>
            <WalletTypePicker options={WALLET_TYPES} />
          </Form.Item>
        </Form>
      </div>
      <SecurityCodePopup {...codePopup} />
    </section>
  );
}
