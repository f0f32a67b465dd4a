import { GlobalOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLine } from 'shared-contracts/platform';
import { useHomeIndex } from './api/homeIndex';
import { BannerCarousel } from './BannerCarousel';
import { LinePicker } from './LinePicker';
import { LoadingOverlay, useLoadingOverlay } from './LoadingOverlay';
import { NoticeStrip } from './NoticeStrip';
import { QuickDeposit } from './QuickDeposit';
import { Shortcuts } from './Shortcuts';
import { WinnersMarquee } from './WinnersMarquee';
import styles from './home.module.css';

/** Home (/): the promotions, the announcements strip, quick deposit, shortcuts and real recent wins; the line chooser from the header. */
export function HomeScreen() {
  const { t } = useTranslation();
  const line = useLine();
  const [choosingLine, setChoosingLine] = useState(false);
  const { data, isPending, isError, refetch } = useHomeIndex();
  const overlay = useLoadingOverlay(isPending);

  return (
    <section data-testid="screen-home" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.brand}>{t('common.appName')}</h1>
        <button type="button" className={styles.lineChip} onClick={() => setChoosingLine(true)}>
          <GlobalOutline />
          {t('content.lines.open', { n: line + 1 })}
        </button>
      </header>
      <BannerCarousel />
      {data && data.notices.length > 0 && <NoticeStrip notices={data.notices} />}
      <QuickDeposit />
      <Shortcuts />
      <WinnersMarquee winners={data?.winners} failed={!data && isError} onRetry={() => void refetch()} />
      <LinePicker visible={choosingLine} onClose={() => setChoosingLine(false)} />
      {overlay && <LoadingOverlay />}
    </section>
  );
}
