import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from 'shared-contracts';
import styles from './notice.module.css';

/** A message or an announcement: its title and time; a tap opens its text below (`onOpen` on each opening). */
export function ExpandableRow({
  title,
  createtime,
  unread = false,
  onOpen,
  children,
}: {
  title: string;
  createtime: number;
  unread?: boolean;
  onOpen?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.item} data-testid="notice-row">
      <button
        type="button"
        className={styles.head}
        aria-expanded={open}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
      >
        <span className={styles.titleLine}>
          {unread ? <span className={styles.dot} role="img" aria-label={t('content.noticeCenter.unread')} /> : null}
          <span className={unread ? `${styles.title} ${styles.unread}` : styles.title}>{title}</span>
        </span>
        <span className={styles.time}>{formatTime(createtime)}</span>
      </button>
      {open ? <div className={styles.body}>{children}</div> : null}
    </div>
  );
}
