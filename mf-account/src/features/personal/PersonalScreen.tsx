import { Badge, Button, List, PullToRefresh } from 'shared-contracts/kit';
import {
  BillOutline,
  ChatCheckOutline,
  CollectMoneyOutline,
  CloseCircleOutline,
  MailOutline,
  SetOutline,
  SoundOutline,
  UserContactOutline,
  UserAddOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-contracts/routing';
import { GROUP_MEMBER, ROUTES, formatMoney } from 'shared-contracts';
import { useDepositAddress, useServiceLink, useServiceLinkQuery, useSession, useUnreadMessages } from 'shared-contracts/platform';
import { useLogout } from '../../shared/api/logout';
import { useUserInfo } from '../../shared/api/userInfo';
import { useWatchBalance } from './api/watchBalance';
import { GeneratedAvatar } from '../../shared/GeneratedAvatar';
import styles from './personal.module.css';

/**
 * /personal: avatar, member label, profits and total assets, withdraw/deposit, seven entries (in-site messages with
 * the unread count), pull to refresh.
 */
export function PersonalScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user, refetch } = useUserInfo();
  // Asked again each time the page shows (and on pull): a message written since then counts at once.
  const { data: messages, refetch: refetchUnread } = useUnreadMessages();
  const unread = messages?.unread ?? 0;
  // The session's balance: a bet, a withdrawal or a refresh anywhere on the page shows here.
  const member = useSession();
  useWatchBalance();
  const openService = useServiceLink();
  // The operator's support address (kefu); '' when none is configured, then no address shows.
  const supportEmail = useServiceLinkQuery().data?.email;
  const logout = useLogout();
  const depositAddress = useDepositAddress();

  const groupId = user?.group_id ?? member?.group_id ?? GROUP_MEMBER;
  const deposit = async () => navigate(`${ROUTES.recharge}?czqbdz=${encodeURIComponent(await depositAddress())}`);
  const profit = (value: number | undefined) => (value === undefined ? '--' : formatMoney(value));

  return (
    <section data-testid="screen-personal" className={styles.page}>
      <PullToRefresh
        onRefresh={async () => {
          await Promise.all([refetch(), refetchUnread()]);
        }}
        pullingText={t('account.personal.pulling')}
        canReleaseText={t('account.personal.release')}
        refreshingText={t('account.personal.refreshing')}
        completeText={t('account.personal.refreshed')}
      >
        <header className={styles.header}>
          <div className={styles.tools}>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('account.personal.share')}
              onClick={() => navigate(ROUTES.shareFriend)}
            >
              <UserAddOutline />
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('account.personal.settings')}
              onClick={() => navigate(`${ROUTES.setting}?type=1`)}
            >
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
              <div className={styles.name} data-testid="personal-username">
                {user?.username ?? ''}
              </div>
              <span className={styles.badge}>{groupId === GROUP_MEMBER ? t('account.personal.benefit') : t('account.personal.guest')}</span>
            </div>
          </div>
          <div className={styles.assets}>
            <div>
              <div className={styles.figureLabel}>{t('account.personal.yesterdayProfit')}</div>
              <div className={styles.figure} data-testid="yesterday-profit">
                {profit(user?.yesterday_profit)}
              </div>
            </div>
            <div>
              <div className={styles.figureLabel}>{t('account.personal.totalAssets')}</div>
              <div className={`${styles.figure} ${styles.total}`} data-testid="total-assets">
                {formatMoney(member?.money ?? 0)}
              </div>
            </div>
            <div>
              <div className={styles.figureLabel}>{t('account.personal.todayProfit')}</div>
              <div className={styles.figure} data-testid="today-profit">
                {profit(user?.today_profit)}
              </div>
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
          <List.Item prefix={<UserContactOutline />} onClick={() => navigate(`${ROUTES.setting}?type=2`)}>
            {t('account.personal.accountInfo')}
          </List.Item>
          <List.Item prefix={<BillOutline />} onClick={() => navigate(ROUTES.betRecord)}>
            {t('account.personal.history')}
          </List.Item>
          <List.Item prefix={<CollectMoneyOutline />} onClick={() => navigate(ROUTES.capitalDetail)}>
            {t('account.personal.fundDetail')}
          </List.Item>
          <List.Item
            prefix={<MailOutline />}
            extra={
              unread > 0 ? (
                <Badge content={unread} aria-label={t('account.personal.unread', { count: unread })} data-testid="unread-badge" />
              ) : null
            }
            onClick={() => navigate(ROUTES.notice)}
          >
            {t('account.personal.messages')}
          </List.Item>
          <List.Item prefix={<ChatCheckOutline />} onClick={openService}>
            {t('account.personal.service')}
          </List.Item>
          <List.Item prefix={<SoundOutline />} onClick={() => navigate(ROUTES.announcement)}>
            {t('account.personal.announcements')}
          </List.Item>
          <List.Item prefix={<CloseCircleOutline />} onClick={logout}>
            {t('account.personal.logout')}
          </List.Item>
        </List>
        {supportEmail && <p className={styles.support}>{t('account.personal.support', { email: supportEmail })}</p>}
      </PullToRefresh>
    </section>
  );
}
