import { act, screen } from '@testing-library/react';
import { fakeSession, ok, renderConsole } from '../../testing/renderConsole';

const row = {
  id: 1,
  actor: 'cli',
  action: 'operator.add',
  target: 'operator:ann',
  before: null,
  after: null,
  reason: null,
  address: null,
  createtime: 1_700_000_000,
};

describe('a load that failed for the network', () => {
  it.each([
    ['the browser comes back online', () => window.dispatchEvent(new Event('online'))],
    ['the tab regains focus', () => window.dispatchEvent(new Event('focus'))],
  ])('is asked again by itself when %s', async (_when, comeBack) => {
    let reachable = false;
    renderConsole({
      path: '/audit',
      locale: 'en',
      session: fakeSession('viewer'),
      answers: { '/api/ops/audit': () => (reachable ? ok({ rows: [row] }) : 'network') },
    });
    expect(await screen.findByText('Connection failed, please try again.')).toBeInTheDocument();
    reachable = true;
    act(comeBack);
    expect(await screen.findByText('operator:ann')).toBeInTheDocument();
    expect(screen.queryByText('Connection failed, please try again.')).not.toBeInTheDocument();
  });
});
