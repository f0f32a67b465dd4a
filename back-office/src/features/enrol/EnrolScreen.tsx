import { Alert, Button, Flex, Form, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { CodeField } from '../../shared/CodeField';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { NewPasswordFields } from '../../shared/NewPasswordFields';
import { AuthPage } from '../../shared/layout/AuthPage';
import { useOpsEnrol } from './api/opsEnrol';
import { useOpsEnrolment } from './api/opsEnrolment';
import { OtpQr } from '../../shared/OtpQr';

interface EnrolForm {
  password: string;
  confirm: string;
  code: string;
}

/**
 * /ops/enrol#<token>: the one-time link an admin (or the CLI) handed out, spent when this page opens it. Shows the
 * authenticator's secret, made at that moment (QR and text); a password and a first code complete the enrolment and
 * sign in. A reload finds the link spent: the operator asks an admin for a new one.
 */
export function EnrolScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The token rides in the fragment: it never reaches a server's log.
  const token = useLocation().hash.replace(/^#/, '');
  const enrolment = useOpsEnrolment(token);
  const enrol = useOpsEnrol({ onSuccess: () => navigate('/', { replace: true }) });
  // The link is spent once opened: the page finishes with the token the opening answered.
  const submit = ({ password, code }: EnrolForm) => enrol.mutate({ token: enrolment.data!.token, password, code });

  let content;
  if (!token) content = <Alert type="error" showIcon role="alert" title={t('auth.enrol.noToken')} />;
  else if (enrolment.isError) content = <ErrorAlert error={enrolment.error} />;
  else if (!enrolment.data)
    content = (
      <Flex justify="center">
        <Spin />
      </Flex>
    );
  else {
    const { name, role, otpauth_uri, secret } = enrolment.data;
    content = (
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text strong>{t('auth.enrol.who', { name, role: t(`common.roles.${role}`) })}</Typography.Text>
        <Typography.Text>{t('auth.enrol.scan')}</Typography.Text>
        <Flex justify="center">
          <OtpQr uri={otpauth_uri} alt={t('auth.enrol.qr')} />
        </Flex>
        <div>
          <Typography.Text type="secondary">{t('auth.enrol.secret')}: </Typography.Text>
          <Typography.Text code copyable data-testid="otp-secret">
            {secret}
          </Typography.Text>
        </div>
        <Form<EnrolForm> layout="vertical" onFinish={submit} requiredMark={false}>
          <NewPasswordFields label={t('auth.password')} />
          <CodeField />
          <Space orientation="vertical" style={{ width: '100%' }}>
            {enrol.isError && <ErrorAlert error={enrol.error} />}
            <Button type="primary" htmlType="submit" block loading={enrol.isPending}>
              {t('auth.enrol.submit')}
            </Button>
          </Space>
        </Form>
      </Space>
    );
  }
  return (
    <AuthPage title={t('auth.enrol.title')} width={480}>
      {content}
    </AuthPage>
  );
}
