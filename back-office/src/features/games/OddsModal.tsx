import { Alert, App as AntApp, Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ErrorAlert';
import type { OddsRow } from './api/opsGames';
import { useOpsOddsSet } from './api/opsOddsSet';
import { oddsText } from '../../shared/figures';
import { parseOdds } from './numbers';
import { ReasonField } from '../../shared/ReasonField';

interface OddsValues {
  odds: string;
  reason: string;
}

/** Changes one outcome's odds in a room; the server refuses odds above 100% return to player (its words shown). */
export function OddsModal({ roomId, roomName, row, onClose }: { roomId: number; roomName: string; row: OddsRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<OddsValues>();
  const set = useOpsOddsSet();
  const submit = (values: OddsValues) =>
    set.mutate(
      { plan_id: roomId, class: row.class, odds: parseOdds(values.odds)!, reason: values.reason.trim() },
      {
        onSuccess: (answer) => {
          void message.success(t('games.odds.asked', { id: answer.id }));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={t('games.odds.title', { outcome: row.class_name, room: roomName })}
      okText={t('games.save')}
      confirmLoading={set.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('games.odds.hint')} />
        <Form<OddsValues> form={form} name="odds" layout="vertical" initialValues={{ odds: oddsText(row.odds) }} onFinish={submit}>
          <Form.Item
            name="odds"
            label={t('games.odds.odds')}
            rules={[
              {
                validator: (_rule, value: unknown) =>
                  typeof value === 'string' && parseOdds(value) !== null
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('games.odds.oddsRule'))),
              },
            ]}
          >
            <Input inputMode="decimal" autoComplete="off" />
          </Form.Item>
          <ReasonField label={t('games.reason')} extra={t('games.reasonHint')} />
        </Form>
        {set.isError && <ErrorAlert error={set.error} />}
      </Space>
    </Modal>
  );
}
