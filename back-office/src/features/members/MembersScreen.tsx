import { Form, Input, Space, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_ID_PATTERN, type AskMemberId } from './memberId';
import { MemberStatusCard } from './MemberStatusCard';
import { RecoveryCodeCard } from './RecoveryCodeCard';

interface IdValues {
  user_id?: string;
}

/**
 * /ops/members (support, admin): one member by id (no member search call yet: the id is on their /personal page or in
 * the audit log), their account disabled or enabled with a reason, a recovery code issued after verifying them.
 */
export function MembersScreen() {
  const { t } = useTranslation();
  const [form] = Form.useForm<IdValues>();
  const typed = Form.useWatch('user_id', form);
  const userId = typed && USER_ID_PATTERN.test(typed) ? Number(typed) : null;
  const askId = useCallback<AskMemberId>(async () => {
    try {
      const { user_id } = await form.validateFields();
      return user_id ? Number(user_id) : null;
    } catch {
      return null;
    }
  }, [form]);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%', maxWidth: 720 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('members.title')}
      </Typography.Title>
      <Form<IdValues> form={form} name="member" layout="vertical">
        <Form.Item
          name="user_id"
          label={t('members.userId')}
          extra={t('members.userIdHint')}
          normalize={(v: string) => v.trim()}
          rules={[{ required: true, pattern: USER_ID_PATTERN, message: t('members.userIdRule') }]}
        >
          <Input inputMode="numeric" autoComplete="off" maxLength={10} style={{ width: 200 }} />
        </Form.Item>
      </Form>
      <MemberStatusCard userId={userId} askId={askId} />
      <RecoveryCodeCard userId={userId} askId={askId} />
    </Space>
  );
}
