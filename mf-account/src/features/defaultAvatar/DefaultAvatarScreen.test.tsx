import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { DefaultAvatarScreen } from './DefaultAvatarScreen';

describe('DefaultAvatarScreen', () => {
  it('shows 8 avatars with the current one selected', async () => {
    renderScreen(<DefaultAvatarScreen />, { user: fakeUser(), answers: { userInfo: fakeUser({ avatar: 4 }) } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Avatar 4' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getAllByRole('button', { name: /^Avatar \d$/ })).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Avatar 1' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('confirm saves the chosen avatar on the profile and goes back', async () => {
    const view = renderScreen(<DefaultAvatarScreen />, {
      path: '/defaultAvatar',
      history: ['/baseinfo'],
      user: fakeUser(),
      answers: { userInfo: fakeUser({ avatar: 1 }), profile: (body) => fakeUser({ avatar: body?.avatar ?? 1 }) },
    });
    await screen.findByRole('button', { name: 'Avatar 1', pressed: true });
    fireEvent.click(screen.getByRole('button', { name: 'Avatar 7' }));
    expect(screen.getByRole('button', { name: 'Avatar 7' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.location()).toBe('/baseinfo'));
    expect(view.named('profile').map((c) => c.body)).toEqual([{ avatar: 7 }]);
    expect(await screen.findByText('Avatar updated')).toBeInTheDocument();
  });

  it('each avatar is a distinct drawing', () => {
    const { container } = renderScreen(<DefaultAvatarScreen />, { user: fakeUser() });
    const drawings = [...container.querySelectorAll('svg[data-avatar]')].map((svg) => svg.innerHTML.replace(/account-avatar-clip-\d/g, ''));
    expect(new Set(drawings).size).toBe(8);
  });
});
