import { screen } from '@testing-library/react';
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
      answers: { '/api/ops/exclusions': ok(ROWS) },
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
});
