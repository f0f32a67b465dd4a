import { useTranslation } from 'react-i18next';
import { ROUTES } from 'shared-contracts';
import { ScreenBar, usePlatform } from 'shared-contracts/platform';
import { PROMOS, isRunning } from '../../shared/promos';
import { useOpenPromo } from '../../shared/useOpenPromo';
import { usePromotions } from '../../shared/usePromotions';
import styles from './actionCenter.module.css';

const ACTIVITIES = [PROMOS.usdtBonus, PROMOS.fixedDeposit, PROMOS.fairDraws];

/** /actionCenter: the activities running (the banners' art; a program the operator switched off is not shown), each leading to its page. */
export function ActionCenterScreen() {
  const { t } = useTranslation();
  const { preferences } = usePlatform();
  const locale = preferences.locale();
  const open = useOpenPromo();
  const programs = usePromotions().data;

  return (
    <section data-testid="screen-actionCenter" className={styles.page}>
      <ScreenBar title={t('screens.actionCenter')} parent={ROUTES.home} />
      <div className={styles.activities}>
        {ACTIVITIES.filter((promo) => isRunning(promo, programs)).map((promo) => (
          <button key={promo.id} type="button" className={styles.activity} onClick={() => open(promo)}>
            <img src={promo.art[locale]} alt={t(`content.promos.${promo.id}`)} width={750} height={300} className={styles.image} />
          </button>
        ))}
      </div>
    </section>
  );
}
