import { useCallback } from 'react';
import { useNavigate } from 'shared-contracts/routing';
import { ROUTES } from 'shared-contracts';
import { useDepositAddress } from 'shared-contracts/platform';
import type { Promo } from './promos';

/** Goes to /Recharge with the member's deposit address in czqbdz ('' when the server gives none), as every Deposit does. */
export function useGoToDeposit(): () => void {
  const navigate = useNavigate();
  const depositAddress = useDepositAddress();
  return useCallback(() => {
    void depositAddress().then((address) => navigate(`${ROUTES.recharge}?czqbdz=${encodeURIComponent(address)}`));
  }, [navigate, depositAddress]);
}

/** Opens a promotion's page (the deposit one as Deposit does). */
export function useOpenPromo(): (promo: Promo) => void {
  const navigate = useNavigate();
  const goToDeposit = useGoToDeposit();
  return useCallback((promo: Promo) => (promo.to === ROUTES.recharge ? goToDeposit() : navigate(promo.to)), [navigate, goToDeposit]);
}
