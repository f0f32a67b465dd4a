import { screen, waitFor } from '@testing-library/react';
import { fakeSession, ok, renderConsole } from '../../testing/renderConsole';
import type { ExclusionRow } from './api/opsExclusions';

const T = 1_767_196_801;
const ROWS: ExclusionRow[] = [
  {
    user_id: 7,
    username: 'eve',
    kind: 'exclusion',
    since: T,
    until: 253_402_300_799,
    indefinite: true,
    imposed_by: 'operator:sam',
    reason: 'family asked',
  },
  { user_id: 8, username: 'finn', kind: 'timeout', since: null, until: T + 86_400, indefinite: false, imposed_by: null, reason: null },
];

describe('ExclusionsScreen', () => {
  it('lists each member on a break: kind, since, until, who set it and why; a row opens the member', async () => {
    const page = renderConsole({
      path: '/exclusions',
      locale: 'en',
      session: fakeSession('support', 'sam'),
      answers: { '/api/ops/exclusions': ok({ rows: ROWS }) },
    });
    expect(await screen.findByRole('link', { name: 'eve (7)' }, { timeout: 10_000 })).toHaveAttribute('href', '/members/7');
    expect(screen.getByText('Indefinite')).toBeInTheDocument();
    expect(screen.getByText('sam', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByText('family asked')).toBeInTheDocument();
    expect(screen.getByText('Break')).toBeInTheDocument();
    expect(screen.getByText('The member')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(page.calls[0]).toMatchObject({ path: '/api/ops/exclusions' });
  });

  it('pages on with Load more; its CSV holds the whole report, every page read', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (created.push(blob), 'blob:exclusions'));
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const page = renderConsole({
      path: '/exclusions',
      locale: 'en',
      session: fakeSession('support', 'sam'),
      answers: { '/api/ops/exclusions': (body) => ok(body.cursor === 'c2' ? { rows: [ROWS[1]] } : { rows: [ROWS[0]], next: 'c2' }) },
    });
    expect(await screen.findByRole('link', { name: 'eve (7)' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'finn (8)' })).not.toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download CSV' })).not.toHaveClass('ant-btn-loading'));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(created[0]!);
    });
    expect(text).toContain('eve (7)');
    expect(text).toContain('finn (8)');
    await page.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'finn (8)' })).toBeInTheDocument();
    expect(page.calls.map((c) => c.body)).toEqual([
      { lang: 'en' },
      { limit: 200, lang: 'en' },
      { cursor: 'c2', limit: 200, lang: 'en' },
      { cursor: 'c2', lang: 'en' },
    ]);
    click.mockRestore();
  });
});
