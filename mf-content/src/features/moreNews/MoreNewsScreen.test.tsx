import { fireEvent, screen, within } from '@testing-library/react';
import type { Article } from 'shared-contracts/api';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { MoreNewsScreen } from './MoreNewsScreen';

const MARCH_14_NOON = Date.UTC(2025, 2, 14, 12) / 1000;
const article = (id: number, title: string, image = ''): Article => ({
  id,
  title,
  content: `<p>${title}</p>`,
  image,
  createtime: MARCH_14_NOON,
});

const articleList = {
  tops: [article(1, 'How draws are verified', '/static/news/verify.webp')],
  articleTabs: [
    { id: 'original' as const, articles: [article(2, 'How deposits work'), article(3, 'Playing within limits')] },
    { id: 'recommended' as const, articles: [article(4, 'Reading the trend chart')] },
    { id: 'wealth' as const, articles: [] },
  ],
};

function renderNews(path = '/moreNews') {
  return renderScreen(<MoreNewsScreen />, { path, user: fakeUser(), answers: { articleList } });
}

const titles = () => screen.getAllByTestId('article-row').map((row) => row.querySelector('span span')!.textContent);

describe('MoreNewsScreen', () => {
  it('lists the hot topics, then the original tab: title, picture when there is one, date', async () => {
    renderNews();
    expect(await screen.findByText('How draws are verified')).toBeInTheDocument();
    expect(titles()).toEqual(['How draws are verified', 'How deposits work', 'Playing within limits']);
    const [hot, plain] = screen.getAllByTestId('article-row');
    expect(hot!.querySelector('img')).toHaveAttribute('src', '/static/news/verify.webp');
    expect(plain!.querySelector('img')).toBeNull();
    expect(within(plain!).getByText('2025-03-14')).toBeInTheDocument();
  });

  it('switches category tabs, keeps the tab in the query, and says no data for an empty one', async () => {
    const view = renderNews();
    await screen.findByText('How deposits work');
    fireEvent.click(screen.getByText('Recommended'));
    expect(titles()).toEqual(['How draws are verified', 'Reading the trend chart']);
    expect(view.location()).toBe('/moreNews?tab=recommended');
    fireEvent.click(screen.getByText('Wealth'));
    expect(titles()).toEqual(['How draws are verified']);
    expect(screen.getByTestId('news-empty')).toHaveTextContent('No data');
  });

  it('opens on the tab its query names', async () => {
    renderNews('/moreNews?tab=recommended');
    expect(await screen.findByText('Reading the trend chart')).toBeInTheDocument();
    expect(screen.queryByText('How deposits work')).toBeNull();
  });

  it('opens an article by its id', async () => {
    const view = renderNews();
    fireEvent.click(await screen.findByText('Playing within limits'));
    expect(view.location()).toBe('/aticleDetail?id=3');
  });
});
