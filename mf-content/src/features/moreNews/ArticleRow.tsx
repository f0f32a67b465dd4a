import { useNavigate } from 'shared-contracts/routing';
import { ROUTES, toDateText } from 'shared-contracts';
import type { Article } from 'shared-contracts/api';
import styles from './moreNews.module.css';

/** One article of the news lists: its title, its picture when it has one, its date; opens the article by id. */
export function ArticleRow({ article }: { article: Article }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={styles.row}
      data-testid="article-row"
      onClick={() => navigate(`${ROUTES.articleDetail}?id=${article.id}`)}
    >
      <span className={styles.text}>
        <span className={styles.title}>{article.title}</span>
        <span className={styles.date}>{toDateText(new Date(article.createtime * 1000))}</span>
      </span>
      {article.image ? <img className={styles.image} src={article.image} alt="" loading="lazy" /> : null}
    </button>
  );
}
