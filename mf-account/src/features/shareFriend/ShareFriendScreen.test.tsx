import { fireEvent, screen, waitFor } from '@testing-library/react';
import QRCode from 'qrcode';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { ShareFriendScreen } from './ShareFriendScreen';

const link = `${window.location.origin}/register?inviter_id=42`;

describe('ShareFriendScreen', () => {
  it('shows a 200x200 QR code of the invite link to register with the member id', async () => {
    renderScreen(<ShareFriendScreen />, { user: fakeUser({ id: 42, user_id: 42 }) });
    expect(screen.getByTestId('invite-link')).toHaveTextContent(link);
    const qr = await screen.findByTestId('invite-qr');
    expect(qr).toHaveAttribute('width', '200');
    expect(qr).toHaveAttribute('height', '200');
    const svg = decodeURIComponent(qr.getAttribute('src')!.replace('data:image/svg+xml;charset=utf-8,', ''));
    // The drawing is exactly the QR code of the link (another text gives other modules).
    expect(svg).toBe(await QRCode.toString(link, { type: 'svg', margin: 2, width: 200, errorCorrectionLevel: 'M' }));
    expect(svg).not.toBe(
      await QRCode.toString(`${window.location.origin}/register?inviter_id=43`, {
        type: 'svg',
        margin: 2,
        width: 200,
        errorCorrectionLevel: 'M',
      }),
    );
  });

  it('copies the link', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderScreen(<ShareFriendScreen />, { user: fakeUser({ id: 42, user_id: 42 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('says so when copying is refused', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    renderScreen(<ShareFriendScreen />, { user: fakeUser({ id: 42, user_id: 42 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copy failed, please long-press the link to copy it')).toBeInTheDocument();
  });
});
