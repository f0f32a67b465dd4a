import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { ActionCenterScreen } from './ActionCenterScreen';

function renderActivities(locale: 'tw' | 'en' = 'en') {
  return renderScreen(<ActionCenterScreen />, {
    path: '/actionCenter',
    locale,
    user: fakeUser(),
    answers: { rechargeInfo: { address: 'TXabc', bonus_percent: 10, window_minutes: 30 } },
  });
}

describe('ActionCenterScreen', () => {
  it('shows the three activities as pictures', () => {
    renderActivities();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'USDT deposit bonus +10%',
      'Fixed-deposit bonus',
      'Provably fair draws',
    ]);
  });

  it.each([
    ['USDT deposit bonus +10%', '/Recharge?czqbdz=TXabc'],
    ['Fixed-deposit bonus', '/announcement'],
    ['Provably fair draws', '/verify'],
  ])('%s leads to %s', async (name, to) => {
    const view = renderActivities();
    fireEvent.click(screen.getByRole('button', { name }));
    await waitFor(() => expect(view.location()).toBe(to));
  });

  it('names the pictures in the reader’s language', () => {
    renderActivities('tw');
    expect(screen.getByRole('button', { name: '定存獎勵，每月發放' })).toBeInTheDocument();
    expect(screen.getByText('活動中心')).toBeInTheDocument();
  });
});
