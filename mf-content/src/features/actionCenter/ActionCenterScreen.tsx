import { useTranslation } from 'react-i18next';
import { ROUTES } from 'shared-contracts';
import { ScreenBar, usePlatform } from 'shared-contracts/platform';
import { PROMOS } from '../../shared/promos';
import { useOpenPromo } from '../../shared/useOpenPromo';
import styles from './actionCenter.module.css';

const ACTIVITIES = [PROMOS.usdtBonus, PROMOS.fixedDeposit, PROMOS.fairDraws];

/** /actionCenter: the three activities as pictures (the banners' art), each leading to its page. */
export function ActionCenterScreen() {
  const { t } = useTranslation();
  const { preferences } = usePlatform();
  const locale = preferences.locale();
  const open = useOpenPromo();

  return (
    <section data-testid="screen-actionCenter" className={styles.page}>
      <ScreenBar title={t('screens.actionCenter')} parent={ROUTES.home} />
      <div className={styles.activities}>
        {ACTIVITIES.map((promo) => (
          <button key={promo.id} type="button" className={styles.activity} onClick={() => open(promo)}>
            <img src={promo.art[locale]} alt={t(`content.promos.${promo.id}`)} width={750} height={300} className={styles.image} />
          </button>
        ))}
      </div>
    </section>
  );
}
