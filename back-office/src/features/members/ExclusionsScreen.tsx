import { App as AntApp, Button, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../i18n/useLocale';
import { downloadCsv, toCsv, type CsvColumn } from '../../shared/csv';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { formatTime } from '../../shared/formatTime';
import { LoadMore } from '../../shared/paging';
import { useSession } from '../../shared/session/SessionProvider';
import { fetchAllExclusions, useOpsExclusions, type ExclusionRow } from './api/opsExclusions';
import { memberPath } from '../../shared/memberPath';

/**
 * /ops/exclusions (support, admin): the exclusion report (issue 40): every member on a break or excluded now, since
 * and until when, who set it (support's operator, or the member) and why; as a table, page after page, and a CSV file
 * of the whole report.
 */
export function ExclusionsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const exclusions = useOpsExclusions();
  const { call } = useSession();
  const { message } = AntApp.useApp();
  const [exporting, setExporting] = useState(false);
  const since = (row: ExclusionRow) => (row.since === null ? t('protection.report.unknown') : formatTime(row.since, locale));
  const until = (row: ExclusionRow) => (row.indefinite ? t('protection.report.indefinite') : formatTime(row.until, locale));
  const by = (row: ExclusionRow) => (row.imposed_by ? row.imposed_by.replace(/^operator:/, '') : t('protection.report.self'));
  const cells: CsvColumn<ExclusionRow>[] = [
    { header: t('protection.report.columns.member'), cell: (row) => `${row.username} (${row.user_id})` },
    { header: t('protection.report.columns.kind'), cell: (row) => t(`protection.report.kinds.${row.kind}`) },
    { header: t('protection.report.columns.since'), cell: since },
    { header: t('protection.report.columns.until'), cell: until },
    { header: t('protection.report.columns.by'), cell: by },
    { header: t('protection.report.columns.reason'), cell: (row) => row.reason ?? '' },
  ];
  const columns: TableColumnsType<ExclusionRow> = cells.map((column, i) => ({
    title: column.header,
    key: column.header,
    render: (_: unknown, row: ExclusionRow) => (i === 0 ? <Link to={memberPath(row.user_id)}>{column.cell(row)}</Link> : column.cell(row)),
  }));
  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('protection.report.title')}
        </Typography.Title>
        <Button
          disabled={!exclusions.rows.length}
          loading={exporting}
          onClick={() => {
            setExporting(true);
            fetchAllExclusions(call)
              .then((rows) => downloadCsv(`${t('protection.report.file')}.csv`, toCsv(rows, cells)))
              .catch(() => void message.error(t('protection.report.csvFailed')))
              .finally(() => setExporting(false));
          }}
        >
          {t('protection.report.csv')}
        </Button>
      </Flex>
      <Typography.Text type="secondary">{t('protection.report.hint')}</Typography.Text>
      {exclusions.isError ? (
        <ErrorAlert error={exclusions.error} onRetry={() => void exclusions.refetch()} />
      ) : (
        <>
          <Table<ExclusionRow>
            rowKey="user_id"
            size="middle"
            columns={columns}
            dataSource={exclusions.rows}
            loading={exclusions.isPending}
            pagination={false}
            locale={{ emptyText: t('protection.report.empty') }}
          />
          <LoadMore list={exclusions} />
        </>
      )}
    </Flex>
  );
}
