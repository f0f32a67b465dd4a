import { ScreenBar, useGoBack } from 'shared-contracts/platform';
import { Button, Input, Toast } from 'shared-contracts/kit';
import { Form } from 'shared-contracts/kit/form';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_INFO } from '../../shared/parents';
import page from '../../shared/page.module.css';
import { useChangePassword } from './api/changePassword';

interface Values {
  old: string;
  next: string;
  again: string;
}

/** /changePassword: old, new and confirm, all required; new and confirm must match. */
export function ChangePasswordScreen() {
  const { t } = useTranslation();
  const back = useGoBack(ACCOUNT_INFO);
  const change = useChangePassword({
    onSuccess: () => {
      Toast.show({ icon: 'success', content: t('account.password.saved') });
      back();
    },
  });
  const submit = ({ old, next }: Values) => change.mutate({ after_pass: old, new_pass: next });

  const password = (placeholder: string, autoComplete: string) => (
    <Input type="password" placeholder={t(placeholder)} autoComplete={autoComplete} clearable />
  );
  return (
    <section data-testid="screen-changePassword" className={page.page}>
      <ScreenBar title={t('screens.changePassword')} parent={ACCOUNT_INFO} />
      <div className={page.body}>
        <Form
          className={page.card}
          requiredMarkStyle="none"
          onFinish={submit}
          footer={
            <Button block shape="rounded" color="primary" type="submit" loading={change.isPending}>
              {t('account.password.submit')}
            </Button>
          }
        >
          <Form.Item name="old" label={t('account.password.old')} rules={[{ required: true, message: t('account.password.oldRequired') }]}>
            {password('account.password.oldPlaceholder', 'current-password')}
          </Form.Item>
          <Form.Item name="next" label={t('account.password.new')} rules={[{ required: true, message: t('account.password.newRequired') }]}>
            {password('account.password.newPlaceholder', 'new-password')}
          </Form.Item>
          <Form.Item
            name="again"
            label={t('account.password.confirm')}
            dependencies={['next']}
            rules={[
              { required: true, message: t('account.password.confirmRequired') },
              ({ getFieldValue }) => ({
                validator: (_, value: string | undefined) =>
                  !value || value === getFieldValue('next') ? Promise.resolve() : Promise.reject(new Error(t('account.password.mismatch'))),
              }),
            ]}
          >
            {password('account.password.confirmPlaceholder', 'new-password')}
          </Form.Item>
        </Form>
      </div>
    </section>
  );
}
