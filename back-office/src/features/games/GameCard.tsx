import { Button, Card, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { useLocale } from '../../i18n/useLocale';
import { formatTime } from '../../shared/formatTime';
import type { GameRow, OddsRow, RoomRow } from './api/opsGames';
import { gameName, roomTitle } from './numbers';
import { OddsModal } from './OddsModal';
import { OddsTable } from './OddsTable';
import { RetireModal } from './RetireModal';
import { RoomModal } from './RoomModal';
import { RoundLimitModal } from './RoundLimitModal';
import { RoundVoidModal } from './RoundVoidModal';
import { StatusModal } from './StatusModal';

type Dialog =
  | { kind: 'status' }
  | { kind: 'limit' }
  | { kind: 'void' }
  | { kind: 'room'; room?: RoomRow }
  | { kind: 'retire'; room: RoomRow }
  | { kind: 'odds'; room: RoomRow; row: OddsRow };

/** One game: its status with Pause or Resume, its round limit, Void a round, its rooms (edit, retire, add) and, opened per room, its odds. */
export function GameCard({ game }: { game: GameRow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [oddsOf, setOddsOf] = useState<number | null>(null);
  const close = () => setDialog(null);

  const columns: TableColumnsType<RoomRow> = [
    { title: t('games.rooms.tier'), dataIndex: 'tier', width: 70 },
    {
      title: t('games.rooms.titles'),
      key: 'titles',
      render: (_: unknown, room) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{room.title_tw}</Typography.Text>
          <Typography.Text type="secondary">
            {room.title_zh} · {room.title_en}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('games.rooms.entry'), dataIndex: 'joinmoeny', align: 'right', render: (m: number) => formatMoney(m) },
    { title: t('games.rooms.min'), dataIndex: 'min_money', align: 'right', render: (m: number) => formatMoney(m) },
    { title: t('games.rooms.max'), dataIndex: 'max_money', align: 'right', render: (m: number) => formatMoney(m) },
    { title: t('games.rooms.orderLimit'), dataIndex: 'order_payout_limit', align: 'right', render: (m: number) => formatMoney(m) },
    { title: t('games.rooms.memberLimit'), dataIndex: 'member_payout_limit', align: 'right', render: (m: number) => formatMoney(m) },
    {
      title: t('games.rooms.state'),
      dataIndex: 'retired_at',
      render: (at: number | null) =>
        at === null ? (
          <Tag color="green">{t('games.rooms.open')}</Tag>
        ) : (
          <Tag>{t('games.rooms.retired', { time: formatTime(at, locale) })}</Tag>
        ),
    },
    {
      title: t('games.rooms.actions'),
      key: 'actions',
      width: 260,
      render: (_: unknown, room) => (
        <Space>
          <Button size="small" onClick={() => setOddsOf(oddsOf === room.id ? null : room.id)}>
            {t(oddsOf === room.id ? 'games.rooms.hideOdds' : 'games.rooms.odds')}
          </Button>
          {room.retired_at === null && (
            <>
              <Button size="small" onClick={() => setDialog({ kind: 'room', room })}>
                {t('games.rooms.edit')}
              </Button>
              <Button size="small" danger onClick={() => setDialog({ kind: 'retire', room })}>
                {t('games.rooms.retire')}
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={
        <Space>
          {gameName(game, locale)}
          <Tag color={game.paused ? 'red' : 'green'}>{t(game.paused ? 'games.paused' : 'games.onSale')}</Tag>
          <Tag>{t('games.roundLimit.tag', { amount: formatMoney(game.round_payout_limit) })}</Tag>
        </Space>
      }
      extra={
        <Space>
          <Button danger={!game.paused} onClick={() => setDialog({ kind: 'status' })}>
            {t(game.paused ? 'games.resume' : 'games.pause')}
          </Button>
          <Button onClick={() => setDialog({ kind: 'limit' })}>{t('games.roundLimit.button')}</Button>
          <Button danger onClick={() => setDialog({ kind: 'void' })}>
            {t('games.roundVoid.button')}
          </Button>
          <Button type="primary" onClick={() => setDialog({ kind: 'room' })}>
            {t('games.rooms.add')}
          </Button>
        </Space>
      }
    >
      <Table<RoomRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={game.rooms}
        pagination={false}
        expandable={{
          showExpandColumn: false,
          expandedRowKeys: oddsOf === null ? [] : [oddsOf],
          expandedRowRender: (room) => (
            <OddsTable rows={room.odds} onEdit={room.retired_at === null ? (row) => setDialog({ kind: 'odds', room, row }) : undefined} />
          ),
        }}
      />
      {dialog?.kind === 'status' && <StatusModal game={game} onClose={close} />}
      {dialog?.kind === 'limit' && <RoundLimitModal game={game} onClose={close} />}
      {dialog?.kind === 'void' && <RoundVoidModal game={game} onClose={close} />}
      {dialog?.kind === 'room' && <RoomModal game={game} room={dialog.room} onClose={close} />}
      {dialog?.kind === 'retire' && <RetireModal room={dialog.room} onClose={close} />}
      {dialog?.kind === 'odds' && (
        <OddsModal roomId={dialog.room.id} roomName={roomTitle(dialog.room, locale)} row={dialog.row} onClose={close} />
      )}
    </Card>
  );
}
