import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Message, Notice } from 'shared-contracts/api';
import { callKey } from 'shared-contracts/platform';
import { fakeUser, type FakeAnswers } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { NoticeScreen } from './NoticeScreen';

const at = Date.UTC(2025, 2, 14, 12) / 1000;
const credited: Message = {
  id: 41,
  kind: 'deposit_credited',
  title: 'Deposit credited',
  content: 'Your deposit of 100u is credited, with a 10u bonus.',
  createtime: at,
  read: false,
};
const paid: Message = {
  ...credited,
  id: 40,
  kind: 'withdrawal_paid',
  title: 'Withdrawal paid',
  content: 'Your withdrawal of 50u is paid.',
  read: true,
};
const maintenance: Notice = {
  id: 7,
  title: 'How draws are verified',
  content: '<p>Every draw publishes its <b>seed</b>.</p>',
  createtime: at,
};

const firstPage =
  <T,>(rows: T[]) =>
  (body: { page?: number } | undefined) =>
    body?.page === 1 ? rows : [];

function renderNotice(path = '/Notice', answers: FakeAnswers = {}) {
  return renderScreen(<NoticeScreen />, {
    path,
    user: fakeUser(),
    answers: {
      messageList: firstPage([credited, paid]),
      messageUnread: { unread: 3 },
      messageRead: { unread: 2 },
      noticeList: firstPage([maintenance]),
      ...answers,
    },
  });
}

const row = (title: string) => screen.getByText(title).closest<HTMLElement>('[data-testid=notice-row]')!;

describe('NoticeScreen', () => {
  it("opens on the member's messages, an unread one marked, the unread count on the tab", async () => {
    const view = renderNotice();
    await screen.findByText('Deposit credited');
    expect(within(row('Deposit credited')).getByLabelText('Unread')).toBeInTheDocument();
    expect(within(row('Withdrawal paid')).queryByLabelText('Unread')).toBeNull();
    expect(await screen.findByTestId('unread-count')).toHaveTextContent('3');
    expect(view.named('messageUnread')[0]!.silent).toBe(true);
  });

  it('opening an unread message shows it, sends messageRead with its id, marks it read and lowers the shared count', async () => {
    const view = renderNotice();
    fireEvent.click(await screen.findByText('Deposit credited'));
    expect(screen.getByText('Your deposit of 100u is credited, with a 10u bonus.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('unread-count')).toHaveTextContent('2'));
    expect(view.named('messageRead').map((call) => call.body)).toEqual([{ id: 41 }]);
    expect(within(row('Deposit credited')).queryByLabelText('Unread')).toBeNull();
    // The 'me' page's badge reads this entry.
    expect(view.queryClient.getQueryData(callKey('messageUnread'))).toEqual({ unread: 2 });
  });

  it('opening a message already read, or one again, sends nothing', async () => {
    const view = renderNotice();
    fireEvent.click(await screen.findByText('Withdrawal paid'));
    expect(screen.getByText('Your withdrawal of 50u is paid.')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Deposit credited'));
    await waitFor(() => expect(view.named('messageRead')).toHaveLength(1));
    fireEvent.click(screen.getByText('Deposit credited'));
    fireEvent.click(screen.getByText('Deposit credited'));
    expect(view.named('messageRead')).toHaveLength(1);
  });

  it('hides the count when nothing is unread', async () => {
    renderNotice('/Notice', { messageUnread: { unread: 0 } });
    await screen.findByText('Deposit credited');
    expect(screen.queryByTestId('unread-count')).toBeNull();
  });

  it('?tab=notice opens the platform announcements, their HTML shown sanitized', async () => {
    const view = renderNotice('/Notice?tab=notice', {
      noticeList: firstPage([{ ...maintenance, content: '<p>Every draw publishes its <b>seed</b>.</p><img src="x" onerror="alert(1)">' }]),
    });
    fireEvent.click(await screen.findByText('How draws are verified'));
    const body = within(row('How draws are verified')).getByText('seed').closest('p')!;
    expect(body).toHaveTextContent('Every draw publishes its seed.');
    expect(row('How draws are verified').querySelector('img')!.getAttributeNames()).toEqual(['src']);
    expect(view.named('messageList')).toHaveLength(0);
  });

  it('switching tabs keeps the tab in the query', async () => {
    const view = renderNotice();
    await screen.findByText('Deposit credited');
    fireEvent.click(screen.getByText('Platform notices'));
    expect(await screen.findByText('How draws are verified')).toBeInTheDocument();
    expect(view.location()).toBe('/Notice?tab=notice');
  });

  it('shows the empty state on both tabs', async () => {
    renderNotice('/Notice', { messageList: [], noticeList: [] });
    expect(await screen.findByText('None yet')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Platform notices'));
    await waitFor(() => expect(screen.getByTestId('list-empty')).toHaveTextContent('None yet'));
  });
});
