import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { renderScreen } from 'shared-contracts/testing';
import { ServicePage } from './ServicePage';

describe('ServicePage', () => {
  it('has a header and opens customer service with the kit button when a link is configured', async () => {
    const open = jest.fn();
    const view = renderScreen(<ServicePage open={open} />, {
      path: '/room',
      answers: { kefu: { line: 'https://chat.example/room', email: '' } },
    });
    expect(document.querySelector('.adm-nav-bar-title')).toHaveTextContent('Customer service');
    fireEvent.click(await screen.findByRole('button', { name: 'Open customer service' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.getByText('The chat opens in a new window')).toBeInTheDocument();
    expect(screen.queryByTestId('service-unavailable')).toBeNull();
    // Asked quietly: the page shows its own state, no loading or failure toast.
    expect(view.named('kefu')).toEqual([{ name: 'kefu', body: undefined, silent: true }]);
  });

  it('says plainly that customer service is not available when no link is configured, and offers no button', async () => {
    renderScreen(<ServicePage open={jest.fn()} />, { path: '/room', answers: { kefu: { line: '', email: '' } } });
    expect(await screen.findByTestId('service-unavailable')).toHaveTextContent(
      'Online customer service is not available yet. Please try again later.',
    );
    expect(screen.queryByRole('button', { name: 'Open customer service' })).toBeNull();
  });

  it('keeps the button when the link could not be asked (a tap asks again)', async () => {
    renderScreen(<ServicePage open={jest.fn()} />, {
      path: '/room',
      answers: {
        kefu: () => {
          throw new ApiError(-1, 'Network error');
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Open customer service' })).toBeInTheDocument();
  });
});
