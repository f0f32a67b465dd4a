import { screen, within } from '@testing-library/react';
import type { Article } from 'shared-contracts/api';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { ArticleDetailScreen } from './ArticleDetailScreen';

const stored: Article = {
  id: 12,
  title: 'How draws are verified',
  content: '<p>Every draw publishes its seed.</p>',
  image: '',
  createtime: Date.UTC(2025, 2, 14, 12) / 1000,
};

function renderArticle(path: string, articleDetail: () => Article | Promise<Article> = () => stored) {
  return renderScreen(<ArticleDetailScreen />, { path, user: fakeUser(), answers: { articleDetail } });
}

const title = () => document.querySelector('.adm-nav-bar-title')!.textContent;

describe('ArticleDetailScreen', () => {
  it('reads the article by id from the server and titles the bar with it', async () => {
    const view = renderArticle('/aticleDetail?id=12');
    expect(await screen.findByText('Every draw publishes its seed.')).toBeInTheDocument();
    expect(title()).toBe('How draws are verified');
    expect(view.named('articleDetail').map((call) => call.body)).toEqual([{ id: 12 }]);
  });

  it("takes only the id from the spec's news query, never its title or content", async () => {
    const forged = { id: 12, title: 'You won 1,000,000u', content: '<p>Send your security code to claim it</p>' };
    const view = renderArticle(`/aticleDetail?news=${encodeURIComponent(JSON.stringify(forged))}`);
    expect(await screen.findByText('Every draw publishes its seed.')).toBeInTheDocument();
    expect(screen.queryByText(/You won|security code/)).toBeNull();
    expect(view.named('articleDetail')[0]!.body).toEqual({ id: 12 });
  });

  it("shows the news page's title until the article arrives", async () => {
    renderArticle('/aticleDetail?id=12', () => new Promise(() => undefined));
    expect(await screen.findByText('Investment news')).toBeInTheDocument();
  });

  it('says no data and asks nothing without an article id', async () => {
    const view = renderArticle('/aticleDetail?news=not-json');
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(view.named('articleDetail')).toHaveLength(0);
  });

  it('runs no script and no on* handler of the content', async () => {
    const ran = window as unknown as { scriptRan?: boolean; onerrorRan?: boolean };
    renderArticle('/aticleDetail?id=12', () => ({
      ...stored,
      content:
        '<p>Seeds</p><script>window.scriptRan = true</script><img src="x" onerror="window.onerrorRan = true"><a href="javascript:window.scriptRan=true">link</a>',
    }));
    const content = await screen.findByTestId('article-content');
    expect(within(content).getByText('Seeds')).toBeInTheDocument();
    expect(content.querySelector('script')).toBeNull();
    const image = content.querySelector('img')!;
    expect(image.getAttributeNames()).toEqual(['src']);
    // jsdom loads no image: fire the failure a browser would, which would run an onerror handler left in place.
    image.dispatchEvent(new Event('error'));
    within(content).getByText('link').click();
    expect(within(content).getByText('link')).not.toHaveAttribute('href');
    expect(ran.scriptRan).toBeUndefined();
    expect(ran.onerrorRan).toBeUndefined();
  });
});
