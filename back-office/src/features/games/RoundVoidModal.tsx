import { Alert, App as AntApp, Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { ReasonField } from '../../shared/ReasonField';
import type { GameRow } from './api/opsGames';
import { useOpsRoundVoid } from './api/opsRoundVoid';
import { gameName } from './numbers';

interface VoidValues {
  issue: string;
  reason: string;
}

/** The issue as the server numbers rounds: the sales day's 8-digit date and its sequence. */
const ISSUE = /^\d{8}\d{3,12}$/;

/**
 * Asks to void a sealed round of the game with a reason (shown to the players): a four-eyes request, applied when
 * another admin approves it under Requests (docs/game-rules.md 'Voided rounds').
 */
export function RoundVoidModal({ game, onClose }: { game: GameRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const name = gameName(game, useLocale());
  const [form] = Form.useForm<VoidValues>();
  const ask = useOpsRoundVoid();
  const submit = (values: VoidValues) =>
    ask.mutate(
      { game_id: game.id, issue: values.issue.trim(), reason: values.reason.trim() },
      {
        onSuccess: (asked) => {
          void message.success(t('games.roundVoid.done', { issue: values.issue.trim(), id: asked.id }));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={t('games.roundVoid.title', { name })}
      okText={t('games.roundVoid.button')}
      okButtonProps={{ danger: true }}
      confirmLoading={ask.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Alert type="warning" showIcon title={t('games.roundVoid.hint')} />
        <Form<VoidValues> form={form} name="roundVoid" layout="vertical" onFinish={submit}>
          <Form.Item
            name="issue"
            label={t('games.roundVoid.issue')}
            rules={[{ required: true, pattern: ISSUE, transform: (v: string) => v?.trim(), message: t('games.roundVoid.issueRule') }]}
          >
            <Input inputMode="numeric" />
          </Form.Item>
          <ReasonField label={t('games.reason')} extra={t('games.reasonHint')} />
        </Form>
        {ask.isError && <ErrorAlert error={ask.error} />}
      </Space>
    </Modal>
  );
}
