import { Button, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OddsRow } from './api/opsGames';
import { oddsText } from '../../shared/figures';
import { rtpText } from './numbers';

/** A room's odds, one row per outcome with its theoretical return to player; Change on an open room. */
export function OddsTable({ rows, onEdit }: { rows: OddsRow[]; onEdit?: (row: OddsRow) => void }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<OddsRow> = [
    { title: t('games.odds.class'), dataIndex: 'class_name' },
    { title: t('games.odds.odds'), dataIndex: 'odds', align: 'right', render: (odds: number) => oddsText(odds) },
    { title: t('games.odds.rtp'), dataIndex: 'rtp_tenths', align: 'right', render: (tenths: number) => rtpText(tenths) },
    ...(onEdit
      ? [
          {
            title: t('games.rooms.actions'),
            key: 'actions',
            width: 120,
            render: (_: unknown, row: OddsRow) => (
              <Button size="small" onClick={() => onEdit(row)}>
                {t('games.odds.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return <Table<OddsRow> rowKey="class" size="small" columns={columns} dataSource={rows} pagination={false} />;
}
