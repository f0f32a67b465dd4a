import { Button, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsEndpoints } from 'shared-contracts/ops/endpoints';
import { useLocale } from '../i18n/useLocale';

/** The streamed export (opsExport): a GET, no envelope. */
export const EXPORT_PATH = opsEndpoints.opsExport.path;
export type ExportKind = 'members' | 'fundLog' | 'transactions' | 'audit';

const pad = (n: number) => String(n).padStart(2, '0');
const day = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;

/** The download address of an export: the browser sends the session cookie with it, as with every call. */
export function exportHref(kind: ExportKind, from: string, to: string, lang: string, userId?: number): string {
  const query = new URLSearchParams({ kind, from, to, lang, ...(userId === undefined ? {} : { user_id: String(userId) }) });
  return `${EXPORT_PATH}?${query.toString()}`;
}

/**
 * A CSV export of a period: the kind (when there are several), the days (this month so far by default) and a download
 * link to the streaming call, so the file is written to disk as the server reads it, never built in the page.
 */
export function ExportLink({ kinds, userId }: { kinds: readonly ExportKind[]; userId?: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const today = day(new Date());
  const [kind, setKind] = useState<ExportKind>(kinds[0]!);
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  return (
    <Space wrap align="center">
      <Typography.Text strong>{t('lists.export.title')}</Typography.Text>
      {kinds.length > 1 && (
        <Select
          aria-label={t('lists.export.title')}
          value={kind}
          onChange={setKind}
          style={{ width: 200 }}
          options={kinds.map((k) => ({ value: k, label: t(`lists.export.kinds.${k}`) }))}
        />
      )}
      <Input
        type="date"
        aria-label={t('lists.export.from')}
        value={from}
        style={{ width: 160 }}
        onChange={(e) => setFrom(e.target.value)}
      />
      <Input type="date" aria-label={t('lists.export.to')} value={to} style={{ width: 160 }} onChange={(e) => setTo(e.target.value)} />
      <Button href={valid ? exportHref(kind, from, to, locale, userId) : undefined} disabled={!valid}>
        {kinds.length > 1 ? t('lists.export.download') : `${t('lists.export.download')} · ${t(`lists.export.kinds.${kind}`)}`}
      </Button>
      <Typography.Text type="secondary">{t('lists.export.hint')}</Typography.Text>
    </Space>
  );
}
