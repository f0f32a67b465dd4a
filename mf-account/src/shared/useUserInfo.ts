import { useCallback, useEffect, useState } from 'react';
import type { UserData } from 'shared-contracts/api';
import { usePlatform } from 'shared-contracts/platform';

/**
 * The member's data from userInfo, loaded on mount; `reload` fetches it again (pull to refresh).
 * A fresh balance is written to the session, which tells the bus (wallet:balance).
 */
export function useUserInfo() {
  const { api, session } = usePlatform();
  const [user, setUser] = useState<UserData | null>(null);
  const reload = useCallback(async () => {
    try {
      const fresh = await api.call('userInfo');
      setUser(fresh);
      session.setMoney(fresh.money);
      session.setIdcard(fresh.idcard);
      return fresh;
    } catch {
      return null; // the failure toast has been shown
    }
  }, [api, session]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { user, setUser, reload };
}
