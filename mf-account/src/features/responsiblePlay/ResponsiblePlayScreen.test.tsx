import { Globals } from '@react-spring/web';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, formatMinute } from 'shared-contracts';
import type { PlayControls } from 'shared-contracts/api';
import { fakeUser, type FakeAnswers } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { ResponsiblePlayScreen } from './ResponsiblePlayScreen';
import { breakEnd } from './breakEnd';

const DAY_END = Date.parse('2026-05-02T00:00:00Z') / 1000;
const IN_A_DAY = Date.parse('2026-05-02T09:30:00Z') / 1000;

function controls(overrides: Partial<PlayControls> = {}): PlayControls {
  const row = (kind: 'deposit' | 'loss', period: 'day' | 'week' | 'month') => ({
    kind,
    period,
    amount: null,
    pending: null,
    used: 0,
    resets_at: DAY_END,
  });
  return {
    limits: [
      { ...row('deposit', 'day'), amount: 10_000, used: 2_500 },
      { ...row('deposit', 'week'), amount: 50_000, pending: { amount: 80_000, effective_at: IN_A_DAY } },
      row('deposit', 'month'),
      { ...row('loss', 'day'), used: 1_250 },
      { ...row('loss', 'week'), amount: 20_000, pending: { amount: null, effective_at: IN_A_DAY } },
      row('loss', 'month'),
    ],
    max_stake: { amount: null, pending: null },
    reality_check_minutes: 60,
    break: null,
    ...overrides,
  };
}

function renderControls(answers: FakeAnswers = {}, locale: 'en' | 'tw' = 'en') {
  return renderScreen(<ResponsiblePlayScreen />, {
    path: '/responsiblePlay',
    locale,
    user: fakeUser(),
    answers: { playControls: controls(), ...answers },
  });
}

const rowOf = (section: string, label: string) =>
  within(screen.getByTestId(`limits-${section}`))
    .getByText(label)
    .closest('.adm-list-item') as HTMLElement;

/** The dialog an element is shown in. */
const dialogOf = (element: HTMLElement) => element.closest<HTMLElement>('[role="dialog"]')!;

describe('ResponsiblePlayScreen', () => {
  // The popup's and the confirms' animations end at once, so none is left over the next test.
  beforeAll(() => Globals.assign({ skipAnimation: true }));
  afterAll(() => Globals.assign({ skipAnimation: false }));

  it('shows each limit with what is used and when it resets, and a pending change with its time', async () => {
    renderControls();
    await screen.findByTestId('limits-deposit');
    const daily = rowOf('deposit', 'Daily');
    expect(within(daily).getByTestId('limit-amount')).toHaveTextContent('100u');
    // To the minute: a reset's seconds say nothing.
    expect(within(daily).getByTestId('limit-used').textContent).toBe(`Used 25u of 100u · Resets ${formatMinute(DAY_END)}`);
    expect(within(daily).queryByTestId('limit-pending')).toBeNull();

    const weekly = rowOf('deposit', 'Weekly');
    expect(within(weekly).getByTestId('limit-amount')).toHaveTextContent('500u');
    expect(within(weekly).getByTestId('limit-pending')).toHaveTextContent(`Becomes 800u at ${formatMinute(IN_A_DAY)}`);

    expect(within(rowOf('deposit', 'Monthly')).getByTestId('limit-amount')).toHaveTextContent('No limit');
    expect(within(rowOf('loss', 'Daily')).getByTestId('limit-used')).toHaveTextContent('Used 12.5u ·');
    expect(within(rowOf('loss', 'Weekly')).getByTestId('limit-pending')).toHaveTextContent(`Removed at ${formatMinute(IN_A_DAY)}`);
    expect(within(screen.getByTestId('limits-stake')).getByTestId('limit-amount')).toHaveTextContent('No limit');
    expect(screen.getByRole('radio', { name: '60 min' })).toHaveAttribute('aria-checked', 'true');
  });

  it('sets a limit in minor units and shows the answer; bad input is refused with a message and nothing is sent', async () => {
    const view = renderControls({
      setPlayLimit: (body) => {
        const fresh = controls();
        fresh.limits[2] = { ...fresh.limits[2]!, amount: body!.amount };
        return fresh;
      },
    });
    await screen.findByTestId('limits-deposit');
    fireEvent.click(rowOf('deposit', 'Monthly'));
    const editor = await screen.findByTestId('limit-editor');
    expect(editor).toHaveTextContent('Deposit limit · Monthly');
    const input = within(editor).getByPlaceholderText('e.g. 100');
    const save = within(editor).getByRole('button', { name: 'Save' });

    fireEvent.change(input, { target: { value: '12.345' } });
    fireEvent.click(save);
    expect(within(editor).getByRole('alert')).toHaveTextContent('Enter an amount with at most two decimals');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(save);
    expect(within(editor).getByRole('alert')).toHaveTextContent('The amount must be more than 0');
    expect(view.named('setPlayLimit')).toEqual([]);

    fireEvent.change(input, { target: { value: '1500.5' } });
    await act(async () => void fireEvent.click(save));
    await waitFor(() => expect(view.named('setPlayLimit')).toHaveLength(1));
    expect(view.named('setPlayLimit')[0]!.body).toEqual({ kind: 'deposit', period: 'month', amount: 150_050 });
    await waitFor(() => expect(within(rowOf('deposit', 'Monthly')).getByTestId('limit-amount')).toHaveTextContent('1500.5u'));
    await waitFor(() => expect(screen.queryByTestId('limit-editor')).toBeNull());
  });

  it('removes a limit (null), and sets the maximum stake without a period', async () => {
    const view = renderControls({ setPlayLimit: controls() });
    await screen.findByTestId('limits-deposit');
    fireEvent.click(rowOf('deposit', 'Daily'));
    await act(
      async () => void fireEvent.click(within(await screen.findByTestId('limit-editor')).getByRole('button', { name: 'Remove limit' })),
    );
    await waitFor(() => expect(view.named('setPlayLimit')).toHaveLength(1));
    expect(view.named('setPlayLimit')[0]!.body).toEqual({ kind: 'deposit', period: 'day', amount: null });
    await waitFor(() => expect(screen.queryByTestId('limit-editor')).toBeNull());

    fireEvent.click(within(screen.getByTestId('limits-stake')).getByText('Maximum stake per bet'));
    const editor = await screen.findByTestId('limit-editor');
    // No limit yet: nothing to remove.
    expect(within(editor).queryByRole('button', { name: 'Remove limit' })).toBeNull();
    fireEvent.change(within(editor).getByPlaceholderText('e.g. 100'), { target: { value: '50' } });
    await act(async () => void fireEvent.click(within(editor).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(view.named('setPlayLimit')).toHaveLength(2));
    expect(view.named('setPlayLimit')[1]!.body).toEqual({ kind: 'stake', amount: 5_000 });
  });

  it('keeps the editor open with what was typed when the server refuses', async () => {
    const view = renderControls({
      setPlayLimit: () => {
        throw new ApiError(40001, 'refused');
      },
    });
    await screen.findByTestId('limits-deposit');
    fireEvent.click(rowOf('loss', 'Monthly'));
    const editor = await screen.findByTestId('limit-editor');
    fireEvent.change(within(editor).getByPlaceholderText('e.g. 100'), { target: { value: '300' } });
    await act(async () => void fireEvent.click(within(editor).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(view.named('setPlayLimit')).toHaveLength(1));
    expect(screen.getByTestId('limit-editor')).toBeInTheDocument();
    expect(within(editor).getByPlaceholderText('e.g. 100')).toHaveValue('300');
  });

  it("changes the reality check's interval and has the shell's check ask its session again", async () => {
    const view = renderControls({ setRealityCheck: (body) => controls({ reality_check_minutes: body!.minutes }) });
    view.queryClient.setQueryData(['playSession'], { started_at: 1, stakes: 0, wins: 0, net: 0, reality_check_minutes: 60 });
    await screen.findByTestId('limits-deposit');
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['Off', '15 min', '30 min', '60 min']);
    await act(async () => void fireEvent.click(screen.getByRole('radio', { name: '15 min' })));
    await waitFor(() => expect(screen.getByRole('radio', { name: '15 min' })).toHaveAttribute('aria-checked', 'true'));
    expect(view.named('setRealityCheck')[0]!.body).toEqual({ minutes: 15 });
    expect(view.queryClient.getQueryState(['playSession'])?.isInvalidated).toBe(true);
  });

  it('takes a time-out only after two confirms, the second naming its end and that nobody lifts it early', async () => {
    const until = Date.parse('2026-05-02T10:00:00Z') / 1000;
    const view = renderControls({ takeBreak: controls({ break: { kind: 'timeout', until } }) });
    await screen.findByTestId('limits-deposit');

    fireEvent.click(screen.getByRole('button', { name: '24 hours' }));
    const first = await screen.findByRole('dialog');
    expect(first).toHaveTextContent('Time-out of 24 hours?');
    expect(first).toHaveTextContent('you can still withdraw');
    fireEvent.click(within(first).getByRole('button', { name: 'Continue' }));

    const second = await screen.findByTestId('break-second');
    const shownEnd = second.textContent!;
    expect(shownEnd).toContain('nobody can lift it early');
    expect(view.named('takeBreak')).toEqual([]);
    // The end shown is now plus 24 hours (to the second the dialog opened).
    expect([breakEnd('24h', Date.now()), breakEnd('24h', Date.now() - 1000)].map(formatMinute).some((end) => shownEnd.includes(end))).toBe(
      true,
    );
    // The first confirm may still be fading out beside it: the buttons of the one that holds the end.
    fireEvent.click(within(dialogOf(second)).getByRole('button', { name: 'Confirm Time-out' }));

    await waitFor(() => expect(view.named('takeBreak')).toHaveLength(1));
    expect(view.named('takeBreak')[0]!.body).toEqual({ length: '24h' });
    expect(await screen.findByTestId('break-running')).toHaveTextContent(`Time-out until ${formatMinute(until)}`);
    expect(screen.queryByRole('button', { name: '24 hours' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends nothing when either confirm is cancelled', async () => {
    const view = renderControls({ takeBreak: controls() });
    await screen.findByTestId('limits-deposit');
    fireEvent.click(screen.getByRole('button', { name: '5 years' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Self-exclusion of 5 years?');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '6 months' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
    fireEvent.click(within(dialogOf(await screen.findByTestId('break-second'))).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.named('takeBreak')).toEqual([]);
  });

  it('shows a self-exclusion running, in the language of the page', async () => {
    const until = Date.parse('2026-11-01T10:00:00Z') / 1000;
    renderControls({ playControls: controls({ break: { kind: 'exclusion', until } }) }, 'tw');
    expect(await screen.findByTestId('break-running')).toHaveTextContent(`自我排除中，至 ${formatMinute(until)}`);
    expect(screen.getByText('充值限額')).toBeInTheDocument();
  });

  it('shows an exclusion customer service imposed: until when and why', async () => {
    const until = Date.parse('2027-05-01T10:00:00Z') / 1000;
    const imposed = { reason: 'Your family asked us', since: until - 86_400 };
    renderControls({ playControls: controls({ break: { kind: 'exclusion', until, indefinite: false, imposed } }) });
    const running = await screen.findByTestId('break-running');
    expect(running).toHaveTextContent(`Excluded by customer service until ${formatMinute(until)}`);
    expect(running).toHaveTextContent('Reason: Your family asked us. No bets or deposits meanwhile; you can still withdraw.');
  });

  it('opens the activity statement', async () => {
    const view = renderControls();
    fireEvent.click(await screen.findByText('Activity statement'));
    expect(view.location()).toBe('/activityStatement');
  });
});

describe('breakEnd', () => {
  const now = new Date(2026, 0, 31, 15, 20).getTime();
  it('adds hours and days exactly, months and years by the calendar', () => {
    expect(breakEnd('24h', now)).toBe(now / 1000 + 86_400);
    expect(breakEnd('7d', now)).toBe(now / 1000 + 7 * 86_400);
    expect(breakEnd('30d', now)).toBe(now / 1000 + 30 * 86_400);
    expect(new Date(breakEnd('1y', now) * 1000)).toEqual(new Date(2027, 0, 31, 15, 20));
    expect(new Date(breakEnd('5y', now) * 1000)).toEqual(new Date(2031, 0, 31, 15, 20));
    expect(new Date(breakEnd('6m', now) * 1000)).toEqual(new Date(2026, 6, 31, 15, 20));
  });
});
