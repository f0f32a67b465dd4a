import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ARTICLE_PLACES } from 'shared-contracts/ops';
import { fakeSession, ok, refusal, renderConsole } from '../../testing/renderConsole';
import { PLACES } from './places';

const texts = (name: string, content = '<p>Body</p>') => ({
  tw: { title: `${name}（繁）`, content },
  zh: { title: `${name}（简）`, content },
  en: { title: name, content },
});
const notice = { id: 7, ...texts('Maintenance'), tab: null, image: null, createtime: 1_700_000_100, retired_at: null };
const article = { id: 3, ...texts('Savings'), tab: 'wealth', image: '/assets/news/1.webp', createtime: 1_700_000_000, retired_at: null };
const old = { id: 2, ...texts('Old news'), tab: 'top', image: '', createtime: 1_600_000_000, retired_at: 1_650_000_000 };
const listed = { notices: [notice], articles: [article, old] };

const open = (answers: Parameters<typeof renderConsole>[0]['answers'] = {}) =>
  renderConsole({ path: '/content', locale: 'en', session: fakeSession('admin'), answers: { '/api/ops/content': ok(listed), ...answers } });
// fireEvent rather than the kit's user: antd forms over tables are slow under jsdom with pointer checks.
const type = (field: HTMLElement, text: string) => fireEvent.change(field, { target: { value: text } });
const click = (element: HTMLElement) => fireEvent.click(element);
const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;
const dialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
/** The editor's language tab's panel, once chosen. */
const tab = (modal: HTMLElement, language: string) => {
  click(within(modal).getByRole('tab', { name: language }));
  return within(modal).getByRole('tabpanel', { name: language });
};

describe('ContentScreen', () => {
  it('lists notices and articles, newest first, with their tab and state; a retired one offers nothing', async () => {
    open();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Maintenance', 'Savings', 'Old news']);
    expect(within(await rowOf('Savings')).getByText('Wealth')).toBeInTheDocument();
    expect(within(await rowOf('Maintenance')).getByText('Shown')).toBeInTheDocument();
    const retired = await rowOf('Old news');
    expect(within(retired).getByText(/^Retired /)).toBeInTheDocument();
    expect(within(retired).queryByText('Edit')).not.toBeInTheDocument();
  });

  it("previews the server's sanitized HTML in a phone frame, never what was typed", async () => {
    const page = open({ '/api/ops/contentPreview': ok({ content: '<p>Hi <a>here</a></p>', rewritten: true }) });
    click(await screen.findByText('New notice'));
    const modal = await dialog('New notice');
    const en = tab(modal, 'English');
    type(within(en).getByLabelText('Title'), 'Hello');
    type(within(en).getByLabelText('Body (HTML)'), '<p>Hi<script>steal()</script> <a href="javascript:x()">here</a></p>');
    click(within(modal).getByRole('button', { name: 'Preview' }));
    const html = await within(modal).findByTestId('preview-html');
    expect(html.innerHTML).toBe('<p>Hi <a>here</a></p>');
    expect(within(modal).getByTestId('preview-frame')).toHaveStyle({ width: '375px' });
    expect(within(modal).getByText('Hello')).toBeInTheDocument();
    expect(within(modal).getByText(/The server removed markup/)).toBeInTheDocument();
    expect(within(modal).getByText('What the player sees (English)')).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/contentPreview')!.body).toEqual({
      content: '<p>Hi<script>steal()</script> <a href="javascript:x()">here</a></p>',
      lang: 'en',
    });
  });

  it('publishes an article in three languages with its tab, image and reason; a missing language shows its tab', async () => {
    const page = open({ '/api/ops/contentSave': ok({ ...article, id: 9 }) });
    click(await screen.findByText('New article'));
    const modal = await dialog('New article');
    for (const [language, title] of [
      ['繁體中文', '儲蓄'],
      ['English', 'Savings plan'],
    ]) {
      const panel = tab(modal, language!);
      type(within(panel).getByLabelText('Title'), title!);
      type(within(panel).getByLabelText('Body (HTML)'), `<p>${title}</p>`);
    }
    type(within(modal).getByLabelText('Image address'), ' /assets/news/2.webp ');
    type(within(modal).getByLabelText('Reason'), 'new product');
    click(within(modal).getByRole('button', { name: 'Save' }));
    // (validation is asynchronous, and slow under jsdom on a loaded machine)
    await waitFor(() => expect(within(modal).getByRole('tab', { name: '简体中文', selected: true })).toBeInTheDocument(), {
      timeout: 10_000,
    });
    expect(page.calls.some((c) => c.path === '/api/ops/contentSave')).toBe(false);

    const zh = within(modal).getByRole('tabpanel', { name: '简体中文' });
    type(within(zh).getByLabelText('Title'), '储蓄');
    type(within(zh).getByLabelText('Body (HTML)'), '<p>储蓄</p>');
    click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const sent = page.calls.find((c) => c.path === '/api/ops/contentSave')!;
    expect(sent.body).toEqual({
      kind: 'article',
      tw: { title: '儲蓄', content: '<p>儲蓄</p>' },
      zh: { title: '储蓄', content: '<p>储蓄</p>' },
      en: { title: 'Savings plan', content: '<p>Savings plan</p>' },
      tab: 'original',
      image: '/assets/news/2.webp',
      reason: 'new product',
      lang: 'en',
    });
    expect(sent.headers['x-csrf-token']).toBe('csrf-token-1');
  });

  it("edits a notice (its id sent) and shows the server's refusal", async () => {
    const page = open({ '/api/ops/contentSave': refusal(70062, 'The content of zh is empty once unsafe markup is removed') });
    click(within(await rowOf('Maintenance')).getByText('Edit'));
    const modal = await dialog('Edit: Maintenance');
    expect(within(tab(modal, 'English')).getByLabelText('Title')).toHaveValue('Maintenance');
    expect(within(modal).queryByLabelText('Image address')).not.toBeInTheDocument();
    type(within(modal).getByLabelText('Reason'), 'typo');
    click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('The content of zh is empty once unsafe markup is removed')).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/contentSave')!.body).toMatchObject({ kind: 'notice', id: 7, reason: 'typo' });
  });

  it('retires one with a reason, then asks the list again', async () => {
    const page = open({ '/api/ops/contentRetire': ok({ id: 3, retired_at: 1_700_000_500 }) });
    click(within(await rowOf('Savings')).getByText('Retire'));
    const modal = await dialog('Retire: Savings');
    click(within(modal).getByRole('button', { name: 'Retire' }));
    expect(await within(modal).findByText('Give a reason (3 characters or more)')).toBeInTheDocument();
    type(within(modal).getByLabelText('Reason'), 'offer ended');
    click(within(modal).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText('Retired')).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/contentRetire')!.body).toEqual({
      kind: 'article',
      id: 3,
      reason: 'offer ended',
      lang: 'en',
    });
    await waitFor(() => expect(page.calls.filter((c) => c.path === '/api/ops/content')).toHaveLength(2));
  });

  it("offers the contract's article tabs", () => {
    expect(PLACES).toEqual(ARTICLE_PLACES);
  });
});
