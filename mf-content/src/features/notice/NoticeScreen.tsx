import { Badge, Tabs } from 'shared-contracts/kit';
import { useTranslation } from 'react-i18next';
import { ROUTES } from 'shared-contracts';
import { RecordList, ScreenBar, useTabParam, useUnreadMessages } from 'shared-contracts/platform';
import { SafeHtml } from '../../shared/SafeHtml';
import { useMessageRead } from './api/messageRead';
import { ExpandableRow } from './ExpandableRow';
import styles from './notice.module.css';

/** `?tab=notice` (home's notice strip) opens the platform announcements; the member's messages otherwise. */
const TABS = ['messages', 'notice'] as const;

function Messages() {
  const { mutate: markRead } = useMessageRead();
  return (
    <RecordList
      call="messageList"
      filter={{}}
      itemKey={(message) => String(message.id)}
      renderItem={(message) => (
        <ExpandableRow
          title={message.title}
          createtime={message.createtime}
          unread={!message.read}
          onOpen={() => {
            if (!message.read) markRead({ id: message.id });
          }}
        >
          <p className={styles.text}>{message.content}</p>
        </ExpandableRow>
      )}
    />
  );
}

function Notices() {
  return (
    <RecordList
      call="noticeList"
      filter={{}}
      itemKey={(notice) => String(notice.id)}
      renderItem={(notice) => (
        <ExpandableRow title={notice.title} createtime={notice.createtime}>
          <SafeHtml html={notice.content} className={styles.html} />
        </ExpandableRow>
      )}
    />
  );
}

/** /Notice: two tabs, the member's in-site messages (unread marked and counted; opened means read) and the platform's announcements. */
export function NoticeScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useTabParam(TABS);
  const unread = useUnreadMessages().data?.unread ?? 0;
  return (
    <section data-testid="screen-notice" className={styles.page}>
      <ScreenBar title={t('screens.notice')} parent={tab === 'notice' ? ROUTES.home : ROUTES.personal} />
      <Tabs activeKey={tab} onChange={(key) => setTab(key as (typeof TABS)[number])} className={styles.tabs}>
        <Tabs.Tab
          key="messages"
          title={
            <Badge content={unread > 0 ? unread : null} data-testid="unread-count">
              <span className={styles.tabTitle}>{t('content.noticeCenter.messages')}</span>
            </Badge>
          }
        />
        <Tabs.Tab key="notice" title={t('content.noticeCenter.notice')} />
      </Tabs>
      {tab === 'messages' ? <Messages /> : <Notices />}
    </section>
  );
}
