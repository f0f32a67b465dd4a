import { Alert, App as AntApp, Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, MONEY_SUFFIX, parseMoney } from 'shared-contracts';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { ReasonField } from '../../shared/ReasonField';
import type { GameRow } from './api/opsGames';
import { useOpsGameLimit } from './api/opsGameLimit';
import { gameName, moneyField } from './numbers';

interface LimitValues {
  /** As typed, in u. */
  amount: string;
  reason: string;
}

/** Sets the most a round of the game may pay for any one result (docs/game-rules.md 'Exposure'), with a reason. */
export function RoundLimitModal({ game, onClose }: { game: GameRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const name = gameName(game, useLocale());
  const [form] = Form.useForm<LimitValues>();
  const save = useOpsGameLimit();
  const submit = (values: LimitValues) =>
    save.mutate(
      { game_id: game.id, round_payout_limit: parseMoney(values.amount)!, reason: values.reason.trim() },
      {
        onSuccess: (answer) => {
          void message.success(t('games.roundLimit.done', { name, amount: formatMoney(answer.round_payout_limit) }));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={t('games.roundLimit.title', { name })}
      okText={t('games.save')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('games.roundLimit.hint')} />
        <Form<LimitValues>
          form={form}
          name="roundLimit"
          layout="vertical"
          initialValues={{ amount: moneyField(game.round_payout_limit) }}
          onFinish={submit}
        >
          <Form.Item
            name="amount"
            label={t('games.roundLimit.amount')}
            rules={[
              {
                validator: (_rule, value: unknown) => {
                  const minor = typeof value === 'string' ? parseMoney(value) : null;
                  if (minor === null) return Promise.reject(new Error(t('games.room.moneyRule')));
                  return minor < 1 ? Promise.reject(new Error(t('games.room.positiveRule'))) : Promise.resolve();
                },
              },
            ]}
          >
            <Input suffix={MONEY_SUFFIX} inputMode="decimal" />
          </Form.Item>
          <ReasonField label={t('games.reason')} extra={t('games.reasonHint')} />
        </Form>
        {save.isError && <ErrorAlert error={save.error} />}
      </Space>
    </Modal>
  );
}
