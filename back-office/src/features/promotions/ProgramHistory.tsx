import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { formatTime } from '../../shared/formatTime';

interface Change<S> {
  id: number;
  settings: S;
  changed_by: string;
  note: string | null;
  createtime: number;
}

/** A program's changes, newest first: when, who, the settings from then on, why. */
export function ProgramHistory<S>({ changes, summary }: { changes: Change<S>[]; summary: (settings: S) => string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <Typography.Title level={5}>{t('promotions.history.title')}</Typography.Title>
      <Table<Change<S>>
        rowKey="id"
        size="small"
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        dataSource={changes}
        columns={[
          { title: t('promotions.history.time'), key: 'time', render: (_, row) => formatTime(row.createtime, locale), width: 200 },
          { title: t('promotions.history.by'), dataIndex: 'changed_by', width: 180 },
          { title: t('promotions.history.settings'), key: 'settings', render: (_, row) => summary(row.settings) },
          { title: t('promotions.history.note'), key: 'note', render: (_, row) => row.note ?? '' },
        ]}
      />
    </>
  );
}
