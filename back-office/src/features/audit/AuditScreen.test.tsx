import { screen, waitFor } from '@testing-library/react';
import { fakeSession, ok, renderConsole } from '../../testing/renderConsole';
import { AUDIT_PAGE } from './api/opsAudit';

const row = (id: number) => ({
  id,
  actor: 'operator:alice',
  action: 'operator.add',
  target: `operator:op${id}`,
  before: null,
  after: { role: 'viewer' },
  reason: null,
  address: '127.0.0.1',
  createtime: 1_700_000_000 + id,
});

describe('AuditScreen', () => {
  it('filters, and pages to older entries with `before`', async () => {
    const first = Array.from({ length: AUDIT_PAGE }, (_, i) => row(200 - i));
    const page = renderConsole({
      path: '/audit',
      locale: 'en',
      session: fakeSession('viewer'),
      answers: { '/api/ops/audit': (body) => ok(body.before ? [row(1)] : first) },
    });
    expect(await screen.findByText('operator:op200')).toBeInTheDocument();
    // By text: role queries over a 50-row table are slow under jsdom.
    await page.user.click(screen.getByText('Load older entries'));
    expect(await screen.findByText('operator:op1')).toBeInTheDocument();
    expect(screen.getByText('No older entries')).toBeInTheDocument();
    expect(page.calls.map((c) => c.body)).toEqual([{ lang: 'en' }, { before: 151, lang: 'en' }]);

    await page.fill(screen.getByLabelText('Actor'), ' cli ');
    await page.user.click(screen.getByText('Search'));
    await waitFor(() => expect(page.calls.at(-1)!.body).toEqual({ actor: 'cli', lang: 'en' }));
  });
});
