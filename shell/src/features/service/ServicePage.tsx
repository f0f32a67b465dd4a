import { Button } from 'shared-contracts/kit';
import { useTranslation } from 'react-i18next';

/** /room: the customer-service tab is active; the chat itself lives outside the app. */
export function ServicePage({ open }: { open: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="app-center" data-testid="service-page">
      <h1>{t('common.service.title')}</h1>
      <p>{t('common.service.body')}</p>
      <Button color="primary" onClick={open} style={{ minHeight: 44 }}>
        {t('common.service.open')}
      </Button>
    </div>
  );
}
