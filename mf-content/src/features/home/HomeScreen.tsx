import { GlobalOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { useLine, useSession } from 'shared-contracts/platform';
import { useFreshBalance } from './api/balance';
import { useHomeIndex } from './api/homeIndex';
import { BannerCarousel } from './BannerCarousel';
import { LinePicker } from './LinePicker';
import { LiveRooms } from './liveRooms/LiveRooms';
import { LoadingOverlay, useLoadingOverlay } from './LoadingOverlay';
import { NoticeStrip } from './NoticeStrip';
import { QuickDeposit } from './QuickDeposit';
import { Shortcuts } from './Shortcuts';
import { WinnersMarquee } from './WinnersMarquee';
import styles from './home.module.css';

/** Home (/): the brand and the member's balance, the promotions, the live rooms (a tap into one), the announcements strip, quick deposit, shortcuts and real recent wins; the line chooser from the header. */
export function HomeScreen() {
  const { t } = useTranslation();
  const line = useLine();
  const member = useSession();
  useFreshBalance();
  const [choosingLine, setChoosingLine] = useState(false);
  const home = useHomeIndex();
  const { data } = home;
  const overlay = useLoadingOverlay(home.isPending);

  return (
    <section data-testid="screen-home" className={styles.page}>
      <header className={styles.header}>
        <div className={styles.identity}>
          <h1 className={styles.brand}>{t('content.home.brand')}</h1>
          <p className={styles.tagline}>{t('content.home.tagline')}</p>
          {member && (
            <p className={styles.balance} data-testid="home-balance">
              {t('content.home.balance', { money: formatMoney(member.money) })}
            </p>
          )}
        </div>
        <button type="button" className={styles.lineChip} onClick={() => setChoosingLine(true)}>
          <GlobalOutline />
          {t('content.lines.open', { n: line + 1 })}
        </button>
      </header>
      <BannerCarousel />
      {data && data.notices.length > 0 && <NoticeStrip notices={data.notices} />}
      <LiveRooms />
      <QuickDeposit />
      <Shortcuts />
      <WinnersMarquee winners={data?.winners} query={home} />
      <LinePicker visible={choosingLine} onClose={() => setChoosingLine(false)} />
      {overlay && <LoadingOverlay />}
    </section>
  );
}
