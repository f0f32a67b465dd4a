import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../remote';
import { renderScreen } from '../testing/renderScreen';
import { usePrefetchServiceLink, useServiceLink } from './useServiceLink';

function ServiceButton() {
  return <button onClick={useServiceLink()}>service</button>;
}

function TabBarLike() {
  usePrefetchServiceLink();
  return <ServiceButton />;
}

describe('useServiceLink', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens a window inside the tap, points it at the kefu link, and asks for the link once per page', async () => {
    const windows = [
      { location: { href: '' }, close: jest.fn() },
      { location: { href: '' }, close: jest.fn() },
    ];
    const open = jest.spyOn(window, 'open').mockImplementation(() => windows[open.mock.calls.length - 1] as unknown as Window);
    const view = renderScreen(<ServiceButton />, { answers: { kefu: { line: 'https://chat.example/room', email: '' } } });
    fireEvent.click(screen.getByText('service'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(windows[0]!.location.href).toBe('https://chat.example/room'));
    fireEvent.click(screen.getByText('service'));
    await waitFor(() => expect(windows[1]!.location.href).toBe('https://chat.example/room'));
    expect(view.named('kefu')).toHaveLength(1);
  });

  it('closes the window when the link cannot be had, and asks again at the next tap', async () => {
    const target = { location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
    let up = false;
    const view = renderScreen(<ServiceButton />, {
      answers: {
        kefu: () => {
          if (!up) throw new ApiError(-1, 'Network error');
          return { line: 'https://chat.example/room', email: '' };
        },
      },
    });
    fireEvent.click(screen.getByText('service'));
    await waitFor(() => expect(target.close).toHaveBeenCalled());
    up = true;
    fireEvent.click(screen.getByText('service'));
    await waitFor(() => expect(target.location.href).toBe('https://chat.example/room'));
    expect(view.named('kefu')).toHaveLength(2);
  });

  it('without a configured link says so, closes the window, and opens none at the next tap', async () => {
    const target = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
    const view = renderScreen(<ServiceButton />, { answers: { kefu: { line: '', email: '' } } });
    fireEvent.click(screen.getByText('service'));
    await screen.findByText('Online customer service is not available yet. Please try again later.');
    expect(target.close).toHaveBeenCalled();
    expect(target.location.href).toBe('');
    fireEvent.click(screen.getByText('service'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(view.named('kefu')).toHaveLength(1);
  });

  it('prefetched quietly once the page is idle, a tap without a configured link opens no window at all', async () => {
    const idle: (() => void)[] = [];
    window.requestIdleCallback = (callback) => idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
    window.cancelIdleCallback = jest.fn();
    const open = jest.spyOn(window, 'open');
    try {
      const view = renderScreen(<TabBarLike />, { answers: { kefu: { line: '', email: '' } } });
      expect(view.named('kefu')).toEqual([]);
      idle.forEach((run) => run());
      await waitFor(() => expect(view.named('kefu')).toEqual([{ name: 'kefu', body: undefined, silent: true }]));
      await waitFor(() => expect(view.queryClient.getQueryData(['kefu'])).toEqual({ line: '', email: '' }));
      fireEvent.click(screen.getByText('service'));
      await screen.findByText('Online customer service is not available yet. Please try again later.');
      expect(open).not.toHaveBeenCalled();
      view.unmount();
    } finally {
      // @ts-expect-error jsdom has no idle callbacks: put it back as it was
      delete window.requestIdleCallback;
      // @ts-expect-error as above
      delete window.cancelIdleCallback;
    }
  });
});
