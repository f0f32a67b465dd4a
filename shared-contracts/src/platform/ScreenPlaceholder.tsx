import { NavBar } from 'shared-contracts/kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-contracts/routing';
import type { RouteName } from '../domain/routes';

/** A screen whose issue is not built yet: its title and an honest 'coming soon', nothing invented. */
export function ScreenPlaceholder({ name }: { name: RouteName }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section data-testid={`screen-${name}`}>
      <NavBar onBack={() => navigate(-1)} backIcon={window.history.length > 1}>
        {t(`screens.${name}`)}
      </NavBar>
      <div className="app-center">
        <h1>{t(`screens.${name}`)}</h1>
        <p>{t('common.placeholder.body')}</p>
      </div>
    </section>
  );
}
