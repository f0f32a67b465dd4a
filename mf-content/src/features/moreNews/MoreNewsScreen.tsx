import { Tabs } from 'shared-contracts/kit';
import { useTranslation } from 'react-i18next';
import { ROUTES } from 'shared-contracts';
import type { Article } from 'shared-contracts/api';
import { LoadingView, ScreenBar, useTabParam } from 'shared-contracts/platform';
import { useArticleList } from './api/articleList';
import { ArticleRow } from './ArticleRow';
import styles from './moreNews.module.css';

const TABS = ['original', 'recommended', 'wealth'] as const;

function Articles({ articles }: { articles: Article[] }) {
  const { t } = useTranslation();
  if (articles.length === 0)
    return (
      <p className={styles.empty} data-testid="news-empty">
        {t('common.empty')}
      </p>
    );
  return (
    <div className={styles.card}>
      {articles.map((article) => (
        <ArticleRow key={article.id} article={article} />
      ))}
    </div>
  );
}

/** /moreNews: the hot topics, then the category tabs (original, recommended, wealth), kept in the `tab` query. */
export function MoreNewsScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useTabParam(TABS);
  const list = useArticleList();
  const { data } = list;
  const tabArticles = data?.articleTabs.find((entry) => entry.id === tab)?.articles ?? [];
  return (
    <section data-testid="screen-moreNews" className={styles.page}>
      <ScreenBar title={t('screens.moreNews')} parent={ROUTES.home} />
      <h2 className={styles.heading}>{t('content.news.hot')}</h2>
      {data ? <Articles articles={data.tops} /> : <LoadingView query={list} />}
      <Tabs activeKey={tab} onChange={(key) => setTab(key as (typeof TABS)[number])} className={styles.tabs}>
        {TABS.map((id) => (
          <Tabs.Tab key={id} title={t(`content.news.tabs.${id}`)} />
        ))}
      </Tabs>
      {data && <Articles articles={tabArticles} />}
    </section>
  );
}
