import { Button, Space, Spin, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentKind } from 'shared-contracts/ops';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { formatTime } from '../../shared/formatTime';
import { useOpsContent } from './api/opsContent';
import { ContentEditor } from './ContentEditor';
import { titleIn, type ContentItem } from './places';
import { RetireContentModal } from './RetireContentModal';

/**
 * /ops/content (admin): every notice and article (retired too); publish or edit one in three languages with a preview of
 * the page the player will see, or retire one, each with a reason. Another role's menu leaves it out; the server refuses it.
 */
export function ContentScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const content = useOpsContent();
  const [editing, setEditing] = useState<{ kind: ContentKind; item?: ContentItem } | null>(null);
  const [retiring, setRetiring] = useState<ContentItem | null>(null);
  const items: ContentItem[] = content.data
    ? [
        ...content.data.notices.map((row) => ({ ...row, kind: 'notice' as const })),
        ...content.data.articles.map((row) => ({ ...row, kind: 'article' as const })),
      ].sort((a, b) => b.createtime - a.createtime)
    : [];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('content.title')}
      </Typography.Title>
      <Space>
        <Button type="primary" onClick={() => setEditing({ kind: 'notice' })}>
          {t('content.newNotice')}
        </Button>
        <Button onClick={() => setEditing({ kind: 'article' })}>{t('content.newArticle')}</Button>
      </Space>
      {content.isError && <ErrorAlert error={content.error} onRetry={() => void content.refetch()} />}
      {content.isPending && !content.isError && <Spin aria-label={t('common.loading')} />}
      {content.data && (
        <Table<ContentItem>
          rowKey={(item) => `${item.kind}:${item.id}`}
          size="small"
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          dataSource={items}
          columns={[
            { title: t('content.list.kind'), key: 'kind', width: 90, render: (_, item) => t(`content.kinds.${item.kind}`) },
            { title: t('content.list.title'), key: 'title', render: (_, item) => titleIn(item, locale) },
            {
              title: t('content.list.place'),
              key: 'place',
              width: 120,
              render: (_, item) => (item.tab ? t(`content.places.${item.tab}`) : ''),
            },
            {
              title: t('content.list.state'),
              key: 'state',
              width: 240,
              render: (_, item) =>
                item.retired_at === null ? (
                  <Tag color="green">{t('content.list.shown')}</Tag>
                ) : (
                  <Tag>{t('content.list.retired', { time: formatTime(item.retired_at, locale) })}</Tag>
                ),
            },
            { title: t('content.list.created'), key: 'created', width: 200, render: (_, item) => formatTime(item.createtime, locale) },
            {
              title: t('content.list.actions'),
              key: 'actions',
              width: 160,
              render: (_, item) =>
                item.retired_at === null && (
                  <Space>
                    <Button size="small" onClick={() => setEditing({ kind: item.kind, item })}>
                      {t('content.list.edit')}
                    </Button>
                    <Button size="small" danger onClick={() => setRetiring(item)}>
                      {t('content.list.retire')}
                    </Button>
                  </Space>
                ),
            },
          ]}
        />
      )}
      {editing && <ContentEditor kind={editing.kind} item={editing.item} onClose={() => setEditing(null)} />}
      {retiring && <RetireContentModal item={retiring} onClose={() => setRetiring(null)} />}
    </Space>
  );
}
