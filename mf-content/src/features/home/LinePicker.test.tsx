import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { HomeScreen } from './HomeScreen';
import { PROMOTIONS } from '../../testing/promotions';

const LINES = ['https://line1.example', 'https://line2.example'];
type Answer = number | 'down';

const reply = (body: unknown) => ({ ok: true, json: async () => body }) as Response;

/** The network as this browser sees it: config.json names the two lines; each answers kefu after its delay, or not at all. */
function network(line1: Answer, line2: Answer) {
  const fetchMock = jest.fn((url: string) => {
    if (url === '/config.json') return Promise.resolve(reply({ lines: LINES }));
    const delay = url.startsWith(LINES[0]!) ? line1 : line2;
    if (delay === 'down') return Promise.reject(new TypeError('Failed to fetch'));
    return new Promise<Response>((resolve) =>
      setTimeout(() => resolve(reply({ code: 1, msg: '', data: { line: 'https://chat' } })), delay),
    );
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function openLines(line: 0 | 1 = 0) {
  const view = renderScreen(<HomeScreen />, {
    path: '/',
    user: fakeUser(),
    line,
    answers: { homeIndex: { notices: [], winners: [] }, promotions: PROMOTIONS },
  });
  fireEvent.click(screen.getByRole('button', { name: `Line ${line + 1}` }));
  // Both lines are timed side by side (each asked twice); fake time runs past the slower one.
  await act(() => jest.advanceTimersByTimeAsync(2_000));
  return view;
}

const row = (line: 0 | 1) => screen.getByTestId(`line-${line}`);

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('the line overlay', () => {
  it('marks as best the line that answered faster from this browser, with each time', async () => {
    network(300, 80);
    await openLines();
    expect(within(row(1)).getByText('Best')).toBeInTheDocument();
    expect(within(row(0)).queryByText('Best')).toBeNull();
    expect(row(0)).toHaveTextContent('300 ms');
    expect(row(1)).toHaveTextContent('80 ms');
    expect(within(row(0)).getByText('Current')).toBeInTheDocument();
  });

  it('follows the timings, not a fixed label: line 1 is best when it is faster', async () => {
    network(60, 250);
    await openLines();
    expect(within(row(0)).getByText('Best')).toBeInTheDocument();
    expect(within(row(1)).queryByText('Best')).toBeNull();
  });

  it('never marks a line that does not answer as best', async () => {
    network('down', 900);
    await openLines();
    expect(row(0)).toHaveTextContent('No answer');
    expect(within(row(0)).queryByText('Best')).toBeNull();
    expect(within(row(1)).getByText('Best')).toBeInTheDocument();
  });

  it('measures once per page, not at every opening', async () => {
    const fetchMock = network(50, 70);
    await openLines();
    const asked = fetchMock.mock.calls.length;
    expect(asked).toBe(5); // config.json, then each line twice
    fireEvent.click(within(row(1)).getByRole('button', { name: 'Use' }));
    fireEvent.click(screen.getByRole('button', { name: 'Line 2' }));
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(fetchMock).toHaveBeenCalledTimes(asked);
  });

  it('switches to the chosen line and says so', async () => {
    network(50, 70);
    const view = await openLines(0);
    expect(within(row(0)).getByRole('button', { name: 'Use' })).toBeDisabled();
    fireEvent.click(within(row(1)).getByRole('button', { name: 'Use' }));
    expect(view.preferences.setLine).toHaveBeenCalledWith(1);
    expect(await screen.findByText('Switched to line 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Line 2' })).toBeInTheDocument();
  });

  it('asks nothing of the lines until the overlay is opened', () => {
    const fetchMock = network(50, 70);
    renderScreen(<HomeScreen />, {
      path: '/',
      user: fakeUser(),
      answers: { homeIndex: { notices: [], winners: [] }, promotions: PROMOTIONS },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
