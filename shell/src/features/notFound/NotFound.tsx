import { Button, ErrorBlock } from 'shared-contracts/kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-contracts/routing';
import { ROUTES } from 'shared-contracts';

export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="app-center" data-testid="not-found">
      <ErrorBlock status="empty" title={t('common.notFound.title')} description={t('common.notFound.body')} />
      <Button color="primary" onClick={() => navigate(ROUTES.home)} style={{ minHeight: 44 }}>
        {t('common.notFound.home')}
      </Button>
    </div>
  );
}
