import { Button, Popup, Tag, Toast } from 'shared-contracts/kit';
import { useTranslation } from 'react-i18next';
import type { Line } from 'shared-contracts';
import { useLine, usePlatform } from 'shared-contracts/platform';
import { useLineTimings } from './api/lineTimings';
import { fastestLine } from './lineSpeed';
import styles from './home.module.css';

const LINES: readonly Line[] = [0, 1];

/** The line overlay: line 1 and line 2 with their answer time from this browser, the fastest marked best; choosing one switches to it. */
export function LinePicker({ visible, onClose }: { visible: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { preferences } = usePlatform();
  const current = useLine();
  const { data: timings } = useLineTimings(visible);
  const best = timings ? fastestLine(timings) : null;

  const choose = (line: Line) => {
    preferences.setLine(line);
    onClose();
    Toast.show({ content: t('content.lines.switched', { n: line + 1 }) });
  };
  const timeOf = (line: Line) => {
    if (!timings) return t('content.lines.measuring');
    const ms = timings[line];
    return ms === null ? t('content.lines.unreachable') : t('content.lines.ms', { ms });
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.linePopup}>
      <h2 className={styles.lineHeading}>{t('content.lines.title')}</h2>
      {LINES.map((line) => (
        <div key={line} className={styles.line} data-testid={`line-${line}`}>
          <span className={styles.lineName}>
            {t('content.lines.line', { n: line + 1 })}
            {line === best && <Tag color="success">{t('content.lines.best')}</Tag>}
            {line === current && (
              <Tag color="primary" fill="outline">
                {t('content.lines.current')}
              </Tag>
            )}
          </span>
          <span className={styles.lineTime}>{timeOf(line)}</span>
          <Button size="small" color="primary" shape="rounded" disabled={line === current} onClick={() => choose(line)}>
            {t('content.lines.use')}
          </Button>
        </div>
      ))}
      <p className={styles.lineHint}>{t('content.lines.hint')}</p>
    </Popup>
  );
}
