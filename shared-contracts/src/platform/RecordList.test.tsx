import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { OrderRecord } from '../api/lottery';
import { ApiError } from '../remote';
import { dateInZone } from '../domain/dates';
import { DEFAULT_SCHEDULE } from '../domain/schedule';
import { renderScreen } from '../testing/renderScreen';
import { fakeUser } from '../testing/fakeApi';
import { DateRangeFilter, recentDays } from './DateRangeFilter';
import { RecordList } from './RecordList';

const order = (orderNo: string): OrderRecord => ({
  orderNo,
  createtime: 1_790_000_000,
  name: 'Singapore',
  plan_name: 'Room A',
  game_id: 1,
  status: 1,
  whether_hit: 0,
  profit: -500,
  issue: '20261122001',
  play_method: 'Long',
  play_type: '1',
  quantity: 500,
  after_quantity: 1000,
  legs: [],
  draw: null,
});
const range = { begin_date: '2026-11-20', end_date: '2026-11-22' };

function Orders() {
  return <RecordList call="orderList" filter={range} itemKey={(o) => o.orderNo} renderItem={(o) => <p>order {o.orderNo}</p>} />;
}

/** The list on a screen the member leaves and opens again (the cache keeps what it showed). */
function ShownOrHidden() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(!shown)}>
        toggle
      </button>
      {shown && <Orders />}
    </>
  );
}

describe('RecordList', () => {
  it('asks page 1 with the filter, then the next page at the end, and reads --END-- after an empty page', async () => {
    const pages: Record<number, OrderRecord[]> = { 1: [order('A'), order('B')], 2: [order('C')], 3: [] };
    const view = renderScreen(<Orders />, { user: fakeUser(), answers: { orderList: (body) => pages[body?.page ?? 1]! } });
    expect(await screen.findByText('order A')).toBeTruthy();
    expect(await screen.findByText('order C')).toBeTruthy();
    expect(await screen.findByText('--END--')).toBeTruthy();
    expect(view.named('orderList').map((c) => c.body)).toEqual([
      { ...range, page: 1 },
      { ...range, page: 2 },
      { ...range, page: 3 },
    ]);
    expect(screen.queryByText('None yet')).toBeNull();
  });

  it('shows the first page as the api answers it now when the list opens again, before asking the next one', async () => {
    let settled = false;
    const view = renderScreen(<ShownOrHidden />, {
      user: fakeUser(),
      answers: {
        // The next page of the first visit never answers: the list is left with more to load.
        orderList: (body) => (body?.page === 1 ? [order(settled ? 'A settled' : 'A')] : settled ? [] : new Promise(() => {})),
      },
    });
    expect(await screen.findByText('order A')).toBeTruthy();
    await waitFor(() => expect(view.named('orderList')).toHaveLength(2));
    fireEvent.click(screen.getByText('toggle'));
    settled = true;
    fireEvent.click(screen.getByText('toggle'));
    expect(await screen.findByText('order A settled')).toBeTruthy();
    expect(await screen.findByText('--END--')).toBeTruthy();
    expect(view.named('orderList').map((c) => (c.body as { page: number }).page)).toEqual([1, 2, 1, 2]);
  });

  it('says none yet, and no --END--, when there is nothing at all', async () => {
    renderScreen(<Orders />, { user: fakeUser(), answers: { orderList: [] } });
    expect(await screen.findByText('None yet')).toBeTruthy();
    expect(screen.queryByText('--END--')).toBeNull();
  });

  it('speaks the page language', async () => {
    renderScreen(<Orders />, { locale: 'tw', user: fakeUser(), answers: { orderList: [] } });
    expect(await screen.findByText('暫無記錄')).toBeTruthy();
  });
});

describe('DateRangeFilter', () => {
  it("starts a list at the last days up to the lottery's today, never before 2018-01-01", () => {
    const zone = 'Asia/Taipei';
    expect(recentDays(7, zone, Date.UTC(2026, 10, 22, 3))).toEqual({ begin_date: '2026-11-16', end_date: '2026-11-22' });
    expect(recentDays(1, zone, Date.UTC(2026, 10, 22, 3))).toEqual({ begin_date: '2026-11-22', end_date: '2026-11-22' });
    expect(recentDays(30, zone, Date.UTC(2018, 0, 3, 3))).toEqual({ begin_date: '2018-01-01', end_date: '2018-01-03' });
  });

  it("counts the lottery's days whatever the phone's: 16:30 UTC on the 22nd is the 23rd in Taipei", () => {
    expect(recentDays(7, 'Asia/Taipei', Date.UTC(2026, 10, 22, 16, 30))).toEqual({ begin_date: '2026-11-17', end_date: '2026-11-23' });
    expect(recentDays(2, 'Asia/Taipei', Date.UTC(2026, 2, 1, 16, 30))).toEqual({ begin_date: '2026-03-01', end_date: '2026-03-02' });
  });

  it('applies the chosen range, and resets to the first one', async () => {
    const onApply = jest.fn();
    const initial = { begin_date: '2026-11-16', end_date: '2026-11-22' };
    renderScreen(<DateRangeFilter visible value={range} initial={initial} onApply={onApply} onClose={jest.fn()} />);
    const from = (await screen.findByLabelText('From')) as HTMLInputElement;
    expect(from.value).toBe('2026-11-20');
    expect([from.min, from.max]).toEqual(['2018-01-01', dateInZone(Date.now(), DEFAULT_SCHEDULE.timeZone)]); // the lottery's today
    fireEvent.click(screen.getByText('Reset'));
    expect(from.value).toBe('2026-11-16');
    fireEvent.click(screen.getByText('Apply'));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith(initial));
  });

  it('takes a day from 2018-01-01 to today only, and refuses a range that ends before it begins', async () => {
    const onApply = jest.fn();
    renderScreen(<DateRangeFilter visible value={range} initial={range} onApply={onApply} onClose={jest.fn()} />);
    const from = (await screen.findByLabelText('From')) as HTMLInputElement;
    fireEvent.change(from, { target: { value: '2017-12-31' } });
    expect(from.value).toBe('2026-11-20');
    fireEvent.change(from, { target: { value: '2026-11-23' } });
    fireEvent.click(screen.getByText('Apply'));
    expect(await screen.findByText('The start date cannot be after the end date')).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();
  });
  it('says the connection is lost when the first page gets no answer, and shows the records once the api answers', async () => {
    let down = true;
    renderScreen(<Orders />, {
      user: fakeUser(),
      answers: {
        orderList: () => {
          if (down) throw new ApiError(-1, 'Network error, please try again');
          return [order('A1')];
        },
      },
    });
    await screen.findByText('Connection lost, retrying…');
    down = false;
    await screen.findByText('order A1', undefined, { timeout: 5000 });
  });
});
