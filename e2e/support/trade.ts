import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CLIENT_HEADER, OUR_CLIENT, dateInZone } from 'shared-contracts';
import { E2E_SECOND_OPERATOR, ops, opsAs, requestIdOf } from './wallet';

/** Credits a member through the operator's command line: one admin asks (`ops gift`), the second approves it. */
export function gift(username: string, units: number): void {
  const asked = ops('gift', username, String(units), 'e2e journey');
  opsAs(E2E_SECOND_OPERATOR, 'gift:approve', requestIdOf(asked));
}

/** The operator's days (Asia/Taipei, where the api counts them and where the journeys' browser lives): the last `back` days to today. */
export function salesDays(back: number): { begin_date: string; end_date: string } {
  return { begin_date: dateInZone(Date.now() - back * 86_400_000, SALES_TIME_ZONE), end_date: dateInZone(Date.now(), SALES_TIME_ZONE) };
}

export const SALES_TIME_ZONE = 'Asia/Taipei';

/** The signed-in member's token, as the shell stored it. */
export function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => sessionStorage.getItem('token') ?? '');
}

/** One api call as the app makes it (token header, lang), answering `data`; fails the test on any other code. */
export async function call<T>(
  request: APIRequestContext,
  token: string,
  url: string,
  body: object = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await request.post(url, { data: { lang: 'en', ...body }, headers: { [CLIENT_HEADER]: OUR_CLIENT, token, ...headers } });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 1 && answer.code !== 200) throw new Error(`${url}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

interface Room {
  id: number;
  game_id: number;
  title: string;
  joinmoeny: number;
}

/** The first room of the first game, as the hall lists it. */
export async function firstRoom(request: APIRequestContext, token: string): Promise<Room & { name: string }> {
  const { gameList } = await call<{ gameList: { name: string; planList: Room[] }[] }>(request, token, '/api/Lottery/index');
  return { ...gameList[0]!.planList[0]!, name: gameList[0]!.name };
}

export interface PlacedOrder {
  orderNo: string;
  issue: string;
  game_id: number;
  quantity: number;
}

/** Buys `classes` at `perChoice` minor units each in the room's current round, waiting out a sealed moment. */
export async function placeBet(
  request: APIRequestContext,
  token: string,
  room: Room,
  classes: number[],
  perChoice: number,
): Promise<PlacedOrder> {
  for (;;) {
    const heart = await call<{ issue: { issue: string; openTime1: number; whether_close: boolean } | null }>(
      request,
      token,
      '/api/Lottery/heart',
      {
        plan_id: room.id,
        game_id: room.game_id,
      },
    );
    if (heart.issue && !heart.issue.whether_close && heart.issue.openTime1 >= 2) {
      return call<PlacedOrder>(
        request,
        token,
        '/api/Lottery/playOrder',
        { issue: heart.issue.issue, plan_id: room.id, game_id: room.game_id, play_type: classes.join(','), money: perChoice },
        { 'Idempotency-Key': crypto.randomUUID() },
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Waits until the order's round has drawn and settled it (status 1); answers the settled order. */
export async function waitForSettlement(request: APIRequestContext, token: string, orderNo: string) {
  const range = salesDays(1);
  let settled: { status: number; profit: number; whether_hit: number; issue: string } | undefined;
  await expect
    .poll(
      async () => {
        const orders = await call<{ orderNo: string; status: number; profit: number; whether_hit: number; issue: string }[]>(
          request,
          token,
          '/api/user/orderList',
          {
            ...range,
            page: 1,
          },
        );
        settled = orders.find((o) => o.orderNo === orderNo && o.status === 1);
        return settled !== undefined;
      },
      { timeout: 40_000, intervals: [1000] },
    )
    .toBe(true);
  return settled!;
}

/** Minor units as the app writes them (formatMoney): -10 -> "-0.1u". */
export function money(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const fraction = String(abs % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${sign}${Math.floor(abs / 100)}${fraction ? `.${fraction}` : ''}u`;
}
