import { Alert, App as AntApp, Form, Input, Modal, Space, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAYOUT_LIMITS, MONEY_SUFFIX, parseMoney } from 'shared-contracts';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import type { GameRow, RoomRow } from './api/opsGames';
import { useOpsRoomSave, type OpsRoomSaveBody } from './api/opsRoomSave';
import { gameName, moneyField, roomTitle } from './numbers';
import { ReasonField } from '../../shared/ReasonField';

interface RoomValues {
  title_tw: string;
  title_zh: string;
  title_en: string;
  /** Amounts as typed, in u. */
  joinmoeny: string;
  min_money: string;
  max_money: string;
  order_payout_limit: string;
  member_payout_limit: string;
  reason: string;
}

const TITLE_MAX = 32;
const TITLES = [
  ['title_tw', 'games.room.titleTw'],
  ['title_zh', 'games.room.titleZh'],
  ['title_en', 'games.room.titleEn'],
] as const;

/** Adds a room to a game (`room` absent) or changes one: titles in three languages, entry money and limits in u. */
export function RoomModal({ game, room, onClose }: { game: GameRow; room?: RoomRow; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<RoomValues>();
  const save = useOpsRoomSave();

  const amountRule = (least: number): FormRule => ({
    validator: (_rule, value: unknown) => {
      const minor = typeof value === 'string' ? parseMoney(value) : null;
      if (minor === null) return Promise.reject(new Error(t('games.room.moneyRule')));
      return minor < least ? Promise.reject(new Error(t('games.room.positiveRule'))) : Promise.resolve();
    },
  });
  const minNotAboveMax: FormRule = ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) => {
      const min = typeof value === 'string' ? parseMoney(value) : null;
      const max = parseMoney(String(getFieldValue('max_money') ?? ''));
      return min !== null && max !== null && min > max ? Promise.reject(new Error(t('games.room.minAboveMax'))) : Promise.resolve();
    },
  });

  const submit = (values: RoomValues) => {
    const body: OpsRoomSaveBody = {
      game_id: game.id,
      title_tw: values.title_tw.trim(),
      title_zh: values.title_zh.trim(),
      title_en: values.title_en.trim(),
      joinmoeny: parseMoney(values.joinmoeny)!,
      min_money: parseMoney(values.min_money)!,
      max_money: parseMoney(values.max_money)!,
      order_payout_limit: parseMoney(values.order_payout_limit)!,
      member_payout_limit: parseMoney(values.member_payout_limit)!,
      reason: values.reason.trim(),
    };
    if (room) body.id = room.id;
    save.mutate(body, {
      onSuccess: ({ tier }) => {
        void message.success(room ? t('games.room.saved') : t('games.room.added', { tier }));
        onClose();
      },
    });
  };

  const initial: Partial<RoomValues> = room
    ? {
        title_tw: room.title_tw,
        title_zh: room.title_zh,
        title_en: room.title_en,
        joinmoeny: moneyField(room.joinmoeny),
        min_money: moneyField(room.min_money),
        max_money: moneyField(room.max_money),
        order_payout_limit: moneyField(room.order_payout_limit),
        member_payout_limit: moneyField(room.member_payout_limit),
      }
    : { order_payout_limit: moneyField(DEFAULT_PAYOUT_LIMITS.order), member_payout_limit: moneyField(DEFAULT_PAYOUT_LIMITS.member) };
  return (
    <Modal
      open
      title={
        room ? t('games.room.editTitle', { title: roomTitle(room, locale) }) : t('games.room.addTitle', { name: gameName(game, locale) })
      }
      okText={t('games.save')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {!room && <Alert type="info" showIcon title={t('games.room.addHint')} />}
        <Form<RoomValues> form={form} name="room" layout="vertical" initialValues={initial} onFinish={submit}>
          {TITLES.map(([name, label]) => (
            <Form.Item
              key={name}
              name={name}
              label={t(label)}
              rules={[{ required: true, whitespace: true, message: t('games.room.titleRule') }]}
            >
              <Input maxLength={TITLE_MAX} />
            </Form.Item>
          ))}
          <Form.Item name="joinmoeny" label={t('games.rooms.entry')} rules={[amountRule(0)]}>
            <Input suffix={MONEY_SUFFIX} inputMode="decimal" />
          </Form.Item>
          <Form.Item
            name="min_money"
            label={t('games.rooms.min')}
            extra={t('games.room.limitsHint')}
            dependencies={['max_money']}
            rules={[amountRule(1), minNotAboveMax]}
          >
            <Input suffix={MONEY_SUFFIX} inputMode="decimal" />
          </Form.Item>
          <Form.Item name="max_money" label={t('games.rooms.max')} rules={[amountRule(1)]}>
            <Input suffix={MONEY_SUFFIX} inputMode="decimal" />
          </Form.Item>
          <Form.Item
            name="order_payout_limit"
            label={t('games.rooms.orderLimit')}
            extra={t('games.room.payoutHint')}
            rules={[amountRule(1)]}
          >
            <Input suffix={MONEY_SUFFIX} inputMode="decimal" />
          </Form.Item>
          <Form.Item name="member_payout_limit" label={t('games.rooms.memberLimit')} rules={[amountRule(1)]}>
            <Input suffix={MONEY_SUFFIX} inputMode="decimal" />
          </Form.Item>
          <ReasonField label={t('games.reason')} extra={t('games.reasonHint')} />
        </Form>
        {save.isError && <ErrorAlert error={save.error} />}
      </Space>
    </Modal>
  );
}
