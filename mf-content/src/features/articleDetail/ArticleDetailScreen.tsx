import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'shared-contracts/routing';
import { ROUTES, toDateText } from 'shared-contracts';
import { LoadingView, ScreenBar } from 'shared-contracts/platform';
import { SafeHtml } from '../../shared/SafeHtml';
import { useArticleDetail } from './api/articleDetail';
import { articleIdOf } from './articleId';
import styles from './articleDetail.module.css';

/** /aticleDetail (query id, or the spec's news): the article read from the server, its HTML sanitized. */
export function ArticleDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = articleIdOf(params);
  const detail = useArticleDetail(id);
  const { data: article, isPending, isError } = detail;
  return (
    <section data-testid="screen-articleDetail" className={styles.page}>
      <ScreenBar title={article?.title ?? t('screens.moreNews')} parent={ROUTES.moreNews} />
      {article ? (
        <article className={styles.article}>
          <h1 className={styles.title}>{article.title}</h1>
          <p className={styles.date}>{toDateText(new Date(article.createtime * 1000))}</p>
          {article.image ? <img className={styles.image} src={article.image} alt="" /> : null}
          <SafeHtml html={article.content} className={styles.content} testId="article-content" />
        </article>
      ) : id !== null && (isPending || isError) ? (
        <LoadingView query={detail} />
      ) : (
        <p className={styles.empty}>{t('common.empty')}</p>
      )}
    </section>
  );
}
