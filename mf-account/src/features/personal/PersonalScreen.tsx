import { Button, List, PullToRefresh } from 'shared-contracts/kit';
import {
  BillOutline, ChatCheckOutline, CollectMoneyOutline, CloseCircleOutline, SetOutline, SoundOutline, UserContactOutline, UserAddOutline,
} from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { GROUP_MEMBER, ROUTES, formatMoney } from 'shared-contracts';
import { usePlatform } from 'shared-contracts/platform';
import { GeneratedAvatar } from '../../shared/GeneratedAvatar';
import { SUPPORT_EMAIL } from '../../shared/config';
import { useLogout } from '../../shared/useLogout';
import { useServiceLink } from '../../shared/useServiceLink';
import { useUserInfo } from '../../shared/useUserInfo';
import styles from './personal.module.css';

/** /personal: avatar, member label, profits and total assets, withdraw/deposit, six entries, pull to refresh. */
export function PersonalScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { api, bus, session } = usePlatform();
  const { user, reload } = useUserInfo();
  const openService = useServiceLink();
  const logout = useLogout();
  const [money, setMoney] = useState(() => session.user()?.money ?? 0);

  // Balances shown follow the bus: a bet, a withdrawal or a refresh elsewhere updates them here.
  useEffect(() => {
    const onBalance = ({ money: fresh }: { money: number }) => setMoney(fresh);
    bus.on('wallet:balance', onBalance);
    return () => bus.off('wallet:balance', onBalance);
  }, [bus]);

  const groupId = user?.group_id ?? session.user()?.group_id ?? GROUP_MEMBER;
  const deposit = async () => {
    // The member's deposit address when the server gives one; the deposit screen copes with none.
    const address = await api.call('rechargeInfo', undefined, { silent: true }).then((info) => info.address, () => '');
    navigate(`${ROUTES.recharge}?czqbdz=${encodeURIComponent(address)}`);
  };
  const profit = (value: number | undefined) => (value === undefined ? '--' : formatMoney(value));

  return (
    <section data-testid="screen-personal" className={styles.page}>
      <PullToRefresh
        onRefresh={async () => {
          await reload();
        }}
        pullingText={t('account.personal.pulling')}
        canReleaseText={t('account.personal.release')}
        refreshingText={t('account.personal.refreshing')}
        completeText={t('account.personal.refreshed')}
      >
        <header className={styles.header}>
          <div className={styles.tools}>
            <button type="button" className={styles.iconButton} aria-label={t('account.personal.share')} onClick={() => navigate(ROUTES.shareFriend)}>
              <UserAddOutline />
            </button>
            <button type="button" className={styles.iconButton} aria-label={t('account.personal.settings')} onClick={() => navigate(`${ROUTES.setting}?type=1`)}>
              <SetOutline />
            </button>
          </div>
          <div className={styles.profile}>
            <button
              type="button"
              className={styles.avatarButton}
              aria-label={t('account.baseinfo.avatar')}
              onClick={() => navigate(`${ROUTES.baseinfo}?name=${encodeURIComponent(user?.username ?? '')}`)}
            >
              <GeneratedAvatar index={user?.avatar ?? 1} size={64} />
            </button>
            <div>
              <div className={styles.name} data-testid="personal-username">{user?.username ?? ''}</div>
              <span className={styles.badge}>{groupId === GROUP_MEMBER ? t('account.personal.benefit') : t('account.personal.guest')}</span>
            </div>
          </div>
          <div className={styles.assets}>
            <div>
              <div className={styles.figureLabel}>{t('account.personal.yesterdayProfit')}</div>
              <div className={styles.figure} data-testid="yesterday-profit">{profit(user?.yesterday_profit)}</div>
            </div>
            <div>
              <div className={styles.figureLabel}>{t('account.personal.totalAssets')}</div>
              <div className={`${styles.figure} ${styles.total}`} data-testid="total-assets">{formatMoney(money)}</div>
            </div>
            <div>
              <div className={styles.figureLabel}>{t('account.personal.todayProfit')}</div>
              <div className={styles.figure} data-testid="today-profit">{profit(user?.today_profit)}</div>
            </div>
          </div>
          <div className={styles.money}>
            <Button shape="rounded" onClick={() => navigate(`${ROUTES.withdraw}?group_id=${groupId}`)}>
              {t('account.personal.withdraw')}
            </Button>
            <Button shape="rounded" color="warning" onClick={() => void deposit()}>
              {t('account.personal.deposit')}
            </Button>
          </div>
        </header>
        <List className={styles.list}>
          <List.Item prefix={<UserContactOutline />} onClick={() => navigate(`${ROUTES.setting}?type=2`)}>{t('account.personal.accountInfo')}</List.Item>
          <List.Item prefix={<BillOutline />} onClick={() => navigate(ROUTES.betRecord)}>{t('account.personal.history')}</List.Item>
          <List.Item prefix={<CollectMoneyOutline />} onClick={() => navigate(ROUTES.capitalDetail)}>{t('account.personal.fundDetail')}</List.Item>
          <List.Item prefix={<ChatCheckOutline />} onClick={openService}>{t('account.personal.service')}</List.Item>
          <List.Item prefix={<SoundOutline />} onClick={() => navigate(ROUTES.announcement)}>{t('account.personal.announcements')}</List.Item>
          <List.Item prefix={<CloseCircleOutline />} onClick={() => void logout()}>{t('account.personal.logout')}</List.Item>
        </List>
        <p className={styles.support}>{t('account.personal.support', { email: SUPPORT_EMAIL })}</p>
      </PullToRefresh>
    </section>
  );
}
