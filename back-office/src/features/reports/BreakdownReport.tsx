import { Button, Card, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { Locale } from 'shared-contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { useBreakdown, type BreakdownAnswer } from './api/opsBreakdown';
import { downloadCsv, toCsv, type CsvColumn } from '../../shared/csv';
import { DaySpanFields, useDaySpan, type DaySpan } from '../../shared/reportParams';

type Game = BreakdownAnswer['games'][number];
type Room = BreakdownAnswer['rooms'][number];
type Program = BreakdownAnswer['programs'][number];
const PLAYED = ['stakes', 'payouts', 'ggr', 'orders'] as const;

const gameName = (game: Game | undefined, locale: Locale) => (game ? game[`name_${locale}`] : '');

/** One table with its CSV button: the rows, their columns on screen and in the file. */
function Section<Row extends object>(props: {
  title: string;
  file: string;
  rowKey: keyof Row & string;
  rows: Row[];
  columns: TableColumnsType<Row>;
  csv: CsvColumn<Row>[];
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={props.title}
      extra={
        <Button size="small" onClick={() => downloadCsv(props.file, toCsv(props.rows, props.csv))}>
          {t('dashboard.reports.export')}
        </Button>
      }
    >
      <Table<Row>
        rowKey={props.rowKey}
        size="small"
        pagination={false}
        loading={props.loading}
        columns={props.columns}
        dataSource={props.rows}
      />
    </Card>
  );
}

/** The days' figures per game and per room (every one, idle ones at 0) and bonuses per program, each with its CSV. */
export function BreakdownReport() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [span, pick] = useDaySpan();
  const report = useBreakdown(span);
  const data = report.data;
  const figure = (key: (typeof PLAYED)[number]) => t(`dashboard.figures.${key}`);
  const played = <Row extends Record<(typeof PLAYED)[number], number>>() => ({
    columns: PLAYED.map((key) => ({
      title: figure(key),
      dataIndex: key,
      align: 'right' as const,
      render: (v: number) => (key === 'orders' ? v : formatMoney(v)),
    })) as TableColumnsType<Row>,
    csv: PLAYED.map((key) => ({ header: figure(key), cell: (row: Row) => row[key], money: key !== 'orders' })),
  });
  const gameOf = (id: number) => data?.games.find((game) => game.game_id === id);
  const roomName = (room: Room) => `${gameName(gameOf(room.game_id), locale)} · ${room[`title_${locale}`]}`;
  const file = (name: string, s: DaySpan) => `${name}-${s.from}-${s.to}.csv`;
  const programName = (p: Program) => t(`dashboard.reports.breakdown.programs.${p.program}`);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <DaySpanFields span={span} onChange={pick} />
      {report.error && <ErrorAlert error={report.error} onRetry={() => void report.refetch()} />}
      {data && (
        <>
          <Typography.Text type="secondary">{t('dashboard.reports.breakdown.note', { zone: data.time_zone })}</Typography.Text>
          <Section<Game>
            title={t('dashboard.reports.breakdown.games')}
            file={file('games', span)}
            rowKey="game_id"
            rows={data.games}
            loading={report.isFetching}
            columns={[
              { title: t('dashboard.reports.breakdown.game'), key: 'game', render: (_, g) => gameName(g, locale) },
              ...played<Game>().columns,
            ]}
            csv={[{ header: t('dashboard.reports.breakdown.game'), cell: (g) => gameName(g, locale) }, ...played<Game>().csv]}
          />
          <Section<Room>
            title={t('dashboard.reports.breakdown.rooms')}
            file={file('rooms', span)}
            rowKey="plan_id"
            rows={data.rooms}
            loading={report.isFetching}
            columns={[
              { title: t('dashboard.reports.breakdown.room'), key: 'room', render: (_, r) => roomName(r) },
              ...played<Room>().columns,
            ]}
            csv={[{ header: t('dashboard.reports.breakdown.room'), cell: roomName }, ...played<Room>().csv]}
          />
          <Section<Program>
            title={t('dashboard.reports.breakdown.programsTitle')}
            file={file('programs', span)}
            rowKey="program"
            rows={data.programs}
            loading={report.isFetching}
            columns={[
              { title: t('dashboard.reports.breakdown.program'), key: 'program', render: (_, p) => programName(p) },
              { title: t('dashboard.figures.bonuses'), dataIndex: 'bonuses', align: 'right', render: (v: number) => formatMoney(v) },
              { title: t('dashboard.reports.breakdown.count'), dataIndex: 'count', align: 'right' },
            ]}
            csv={[
              { header: t('dashboard.reports.breakdown.program'), cell: programName },
              { header: t('dashboard.figures.bonuses'), cell: (p) => p.bonuses, money: true },
              { header: t('dashboard.reports.breakdown.count'), cell: (p) => p.count },
            ]}
          />
        </>
      )}
    </Space>
  );
}
