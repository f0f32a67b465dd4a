import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeUser } from 'shared-contracts/testing';
import { order } from '../../testing/fixtures';
import { renderScreen } from '../../testing/renderScreen';
import { BetRecordScreen } from './BetRecordScreen';

describe('BetRecordScreen', () => {
  const orders = [
    order({ orderNo: 'P', status: 0, whether_hit: 0, profit: 0 }),
    order({ orderNo: 'W', profit: 480 }),
    // Two legs of 27.5u, one paying 39.6u: a leg won, the order lost money.
    order({ orderNo: 'PW', quantity: 5500, profit: -1540 }),
    order({ orderNo: 'B', profit: 0 }),
    order({ orderNo: 'L', whether_hit: 0, profit: -1000 }),
  ];

  it('stamps won only an order that made money: partly won, back or lost otherwise, each with its net', async () => {
    renderScreen(<BetRecordScreen />, {
      path: '/BetRecord',
      user: fakeUser(),
      answers: { orderList: (body) => (body?.page === 1 ? orders : []) },
    });
    const rows = await screen.findAllByTestId('order-row');
    expect(rows.map((row) => row.querySelector('[data-testid=order-profit]')!.textContent)).toEqual([
      'Net --',
      'Net 4.8u',
      'Net -15.4u',
      'Net 0u',
      'Net -10u',
    ]);
    expect(rows.map((row) => row.querySelector('[data-testid=order-state]')!.textContent)).toEqual([
      'Accepted',
      'Won',
      'Partly won',
      'Stake back',
      'Lost',
    ]);
    expect(rows.map((row) => row.querySelector('[data-testid=order-state]')!.getAttribute('data-outcome'))).toEqual([
      'pending',
      'won',
      'partlyWon',
      'back',
      'lost',
    ]);
    expect(await screen.findByText('--END--')).toBeInTheDocument();
  });

  it('shows an order of a voided round as voided, with the reason and its refund (in progress until written)', async () => {
    const voided = { reason: 'engine fault', voided_at: 1_767_225_600 };
    renderScreen(<BetRecordScreen />, {
      path: '/BetRecord',
      user: fakeUser(),
      answers: {
        orderList: (body) =>
          body?.page === 1
            ? [
                order({ orderNo: 'V', status: 2, voided: { ...voided, refund: 1000 } }),
                order({ orderNo: 'R', status: 0, voided: { ...voided, refund: null } }),
              ]
            : [],
      },
    });
    const rows = await screen.findAllByTestId('order-row');
    expect(rows.map((row) => row.querySelector('[data-testid=order-state]')!.textContent)).toEqual(['Voided', 'Voided']);
    expect(rows.map((row) => row.querySelector('[data-testid=order-refund]')!.textContent)).toEqual(['Refunded 10u', 'Refund in progress']);
    expect(rows[0]!.querySelector('[data-testid=order-void-reason]')).toHaveTextContent('Voided: engine fault');
  });

  it('opens the detail of an order with the spec item query', async () => {
    const view = renderScreen(<BetRecordScreen />, {
      path: '/BetRecord',
      user: fakeUser(),
      answers: { orderList: (body) => (body?.page === 1 ? orders : []) },
    });
    fireEvent.click((await screen.findAllByTestId('order-row'))[1]!);
    const url = new URL(view.location()!, 'http://app');
    expect(url.pathname).toBe('/betDetail');
    expect(JSON.parse(url.searchParams.get('item')!)).toMatchObject({ orderNo: 'W' });
  });

  it('asks the last 7 days first, then the range the drawer applies', async () => {
    const view = renderScreen(<BetRecordScreen />, { path: '/BetRecord', user: fakeUser(), answers: { orderList: [] } });
    expect(await screen.findByText('None yet')).toBeInTheDocument();
    const first = view.named('orderList')[0]!.body as { begin_date: string; end_date: string };
    expect((Date.parse(first.end_date) - Date.parse(first.begin_date)) / 86_400_000).toBe(6);
    fireEvent.click(screen.getByText('Filter'));
    fireEvent.click(await screen.findByText('Apply'));
    await waitFor(() => expect(screen.getByText(`${first.begin_date} to ${first.end_date}`)).toBeInTheDocument());
  });
});
