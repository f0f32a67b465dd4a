import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../remote';
import { renderScreen } from '../testing/renderScreen';
import { useServiceLink } from './useServiceLink';

function ServiceButton() {
  return <button onClick={useServiceLink()}>service</button>;
}

describe('useServiceLink', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens a window inside the tap, points it at the kefu link, and asks for the link once per page', async () => {
    const windows = [
      { location: { href: '' }, close: jest.fn() },
      { location: { href: '' }, close: jest.fn() },
    ];
    const open = jest.spyOn(window, 'open').mockImplementation(() => windows[open.mock.calls.length - 1] as unknown as Window);
    const view = renderScreen(<ServiceButton />, { answers: { kefu: { line: 'https://chat.example/room' } } });
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
          return { line: 'https://chat.example/room' };
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
});
