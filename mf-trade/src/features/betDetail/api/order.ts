import { useQuery } from '@tanstack/react-query';
import { addDaysToDate, dateInZone } from 'shared-contracts';
import type { OrderRecord } from 'shared-contracts/api';
import { usePlatform, useSchedule } from 'shared-contracts/platform';

/** What the `item` query names: only which order to look for; everything shown comes from the api. */
export interface OrderRef {
  orderNo: string;
  createtime: number;
}

export function parseOrderRef(item: string | null): OrderRef | null {
  if (!item) return null;
  try {
    const parsed: unknown = JSON.parse(item);
    const { orderNo, createtime } = (parsed ?? {}) as Partial<OrderRef>;
    return typeof orderNo === 'string' && orderNo && Number.isSafeInteger(createtime) ? { orderNo, createtime: createtime! } : null;
  } catch {
    return null;
  }
}

/**
 * The days to search: the lottery's day the order was placed on (the api counts days in its zone), +-1 to spare, never
 * after the lottery's today.
 */
export function searchRange(
  createtime: number,
  timeZone: string,
  now: Date | number = Date.now(),
): { begin_date: string; end_date: string } {
  const placed = dateInZone(createtime * 1000, timeZone);
  const today = dateInZone(now, timeZone);
  const after = addDaysToDate(placed, 1);
  const end = after < today ? after : today;
  const before = addDaysToDate(placed, -1);
  return { begin_date: before < end ? before : end, end_date: end };
}

/**
 * One order as the server has it. The api has no call for one order, so this reads the member's orders
 * (orderList) of the days around it, page by page, until the order number shows up; null when it does not.
 */
export function useOrder(ref: OrderRef | null) {
  const { api } = usePlatform();
  const { timeZone } = useSchedule();
  return useQuery({
    queryKey: ['order', ref?.orderNo],
    enabled: ref !== null,
    queryFn: async ({ signal }): Promise<OrderRecord | null> => {
      const range = searchRange(ref!.createtime, timeZone);
      for (let page = 1; ; page++) {
        const orders = await api.call('orderList', { ...range, page }, { signal });
        const found = orders.find((order) => order.orderNo === ref!.orderNo);
        if (found) return found;
        if (orders.length === 0) return null;
      }
    },
  });
}
