import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { GiftRequestCard } from './GiftRequestCard';
import { GiftsTable } from './GiftsTable';

/**
 * /ops/gifts (admin): ask for a gift to a member, and approve or reject other admins' requests (four eyes: nobody
 * approves their own). Another role's menu leaves it out; the server refuses it.
 */
export function GiftsScreen() {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('gifts.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('gifts.intro')}</Typography.Text>
      <GiftRequestCard />
      <GiftsTable />
    </Space>
  );
}
