import { ROUTES, type Locale, type RoutePath } from 'shared-contracts';
import type { DepositPromotion, Promotions } from 'shared-contracts/api';
import fairDrawsEn from '../assets/banners/en/fairDraws.svg';
import fixedDepositEn from '../assets/banners/en/fixedDeposit.svg';
import playWithinLimitsEn from '../assets/banners/en/playWithinLimits.svg';
import usdtBonusEn from '../assets/banners/en/usdtBonus.svg';
import fairDrawsTw from '../assets/banners/tw/fairDraws.svg';
import fixedDepositTw from '../assets/banners/tw/fixedDeposit.svg';
import playWithinLimitsTw from '../assets/banners/tw/playWithinLimits.svg';
import usdtBonusTw from '../assets/banners/tw/usdtBonus.svg';
import fairDrawsZh from '../assets/banners/zh/fairDraws.svg';
import fixedDepositZh from '../assets/banners/zh/fixedDeposit.svg';
import playWithinLimitsZh from '../assets/banners/zh/playWithinLimits.svg';
import usdtBonusZh from '../assets/banners/zh/usdtBonus.svg';

export type PromoId = 'usdtBonus' | 'fixedDeposit' | 'fairDraws' | 'playWithinLimits';

/** A promotion of the product: where it leads, and its picture (text drawn in the locale's language). */
export interface Promo {
  id: PromoId;
  to: RoutePath;
  art: Record<Locale, string>;
}

/**
 * What the product promotes, each leading to the page that explains or does it. The pictures are files this
 * remote ships (assets/banners/<locale>/<id>.svg), one set per language, so English has its own set.
 */
export const PROMOS: Record<PromoId, Promo> = {
  fairDraws: { id: 'fairDraws', to: ROUTES.verify, art: { tw: fairDrawsTw, zh: fairDrawsZh, en: fairDrawsEn } },
  usdtBonus: { id: 'usdtBonus', to: ROUTES.recharge, art: { tw: usdtBonusTw, zh: usdtBonusZh, en: usdtBonusEn } },
  fixedDeposit: { id: 'fixedDeposit', to: ROUTES.announcement, art: { tw: fixedDepositTw, zh: fixedDepositZh, en: fixedDepositEn } },
  playWithinLimits: {
    id: 'playWithinLimits',
    to: ROUTES.lotteryExplain,
    art: { tw: playWithinLimitsTw, zh: playWithinLimitsZh, en: playWithinLimitsEn },
  },
};

/**
 * Whether a promotion runs: the pictures of the two programs the operator sets show only while their program is on
 * (the others always). Before the programs are known, neither shows: a picture never announces what is off.
 */
export function isRunning(promo: Promo, programs: Promotions | undefined): boolean {
  if (promo.id === 'usdtBonus') return !!programs && givesBonus(programs.deposit_bonus);
  if (promo.id === 'fixedDeposit') return !!programs?.fixed_deposit.enabled;
  return true;
}

/** Whether a deposit gets any bonus: on, with a percent, and a cap (if any) above 0. */
export function givesBonus(bonus: DepositPromotion): boolean {
  return bonus.enabled && bonus.percent > 0 && bonus.cap !== 0;
}
