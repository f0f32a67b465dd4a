import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import type { Promotions } from 'shared-contracts/api';
import { PROMOTIONS, rechargeInfo } from '../../testing/promotions';
import { ActionCenterScreen } from './ActionCenterScreen';

function renderActivities(locale: 'tw' | 'en' = 'en', promotions: Promotions = PROMOTIONS) {
  return renderScreen(<ActionCenterScreen />, {
    path: '/actionCenter',
    locale,
    user: fakeUser(),
    answers: { rechargeInfo: rechargeInfo('TXabc'), promotions },
  });
}

describe('ActionCenterScreen', () => {
  it('shows the three activities as pictures', async () => {
    renderActivities();
    await waitFor(() =>
      expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
        'USDT deposit bonus',
        'Fixed-deposit bonus',
        'Provably fair draws',
      ]),
    );
  });

  it('leaves out a program the operator switched off', async () => {
    const off = { ...PROMOTIONS, deposit_bonus: { ...PROMOTIONS.deposit_bonus, enabled: false } };
    const view = renderActivities('en', off);
    await waitFor(() => expect(view.named('promotions')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Fixed-deposit bonus', 'Provably fair draws']),
    );
  });

  it.each([
    ['USDT deposit bonus', '/Recharge?czqbdz=TXabc'],
    ['Fixed-deposit bonus', '/announcement'],
    ['Provably fair draws', '/verify'],
  ])('%s leads to %s', async (name, to) => {
    const view = renderActivities();
    fireEvent.click(await screen.findByRole('button', { name }));
    await waitFor(() => expect(view.location()).toBe(to));
  });

  it('names the pictures in the reader’s language', async () => {
    renderActivities('tw');
    expect(await screen.findByRole('button', { name: '定存獎勵，每月發放' })).toBeInTheDocument();
    expect(screen.getByText('活動中心')).toBeInTheDocument();
  });
});
