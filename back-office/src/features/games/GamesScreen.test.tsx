import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeSession, ok, refusal, renderConsole } from '../../testing/renderConsole';

const odds = [
  { class: 1, class_name: 'Long', odds: 198, rtp_tenths: 990 },
  { class: 113, class_name: 'Number 13', odds: 1266, rtp_tenths: 950 },
];
const room = (id: number, tier: number, title: string, over: Record<string, unknown> = {}) => ({
  id,
  tier,
  title_tw: `${title}房`,
  title_zh: `${title}房`,
  title_en: title,
  joinmoeny: 1_000,
  min_money: 100,
  max_money: 50_000,
  order_payout_limit: 10_000_000,
  member_payout_limit: 30_000_000,
  retired_at: null,
  odds,
  ...over,
});
const games = [
  {
    id: 1,
    name_tw: '新加坡',
    name_zh: '新加坡',
    name_en: 'Singapore',
    paused: false,
    round_payout_limit: 100_000_000,
    rooms: [room(1, 1, 'Beginner'), room(2, 2, 'Old', { retired_at: 1_700_000_000 })],
  },
];

const open = (answers: Parameters<typeof renderConsole>[0]['answers'] = {}) =>
  renderConsole({ path: '/games', locale: 'en', session: fakeSession('admin'), answers: { '/api/ops/games': ok(games), ...answers } });
// fireEvent rather than the kit's user: seven-field antd forms over tables are slow under jsdom with pointer checks.
const type = (field: HTMLElement, text: string) => fireEvent.change(field, { target: { value: text } });
const click = (element: HTMLElement) => fireEvent.click(element);
/** The open modal, by its title (role queries over antd's tables are slow under jsdom). */
const dialog = async (title: string) => (await screen.findByText(title)).closest('.ant-modal') as HTMLElement;
const roomRow = async (title: string) => (await screen.findByText(`${title}房`)).closest('tr') as HTMLElement;

describe('GamesScreen', () => {
  it('shows each game with its status and its rooms', async () => {
    open();
    const card = (await screen.findByText('Singapore')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('On sale')).toBeInTheDocument();
    const beginner = await roomRow('Beginner');
    expect(within(beginner).getByText('10u')).toBeInTheDocument();
    expect(within(beginner).getByText('1u')).toBeInTheDocument();
    expect(within(beginner).getByText('500u')).toBeInTheDocument();
    expect(within(beginner).getByText('Open')).toBeInTheDocument();
    const old = await roomRow('Old');
    expect(within(old).getByText(/^Retired /)).toBeInTheDocument();
    expect(within(old).queryByText('Edit')).not.toBeInTheDocument();
  });

  it('pauses a game with a reason, then asks the games again', async () => {
    const page = open({ '/api/ops/gameStatus': (body) => ok({ game_id: body.game_id, paused: body.paused, unchanged: false }) });
    click(await screen.findByText('Pause sales'));
    const modal = await dialog('Pause Singapore');
    click(within(modal).getByRole('button', { name: 'Pause sales' }));
    expect(await within(modal).findByText('Give a reason (3 characters or more)')).toBeInTheDocument();
    type(within(modal).getByLabelText('Reason'), ' draw feed down ');
    click(within(modal).getByRole('button', { name: 'Pause sales' }));
    expect(await screen.findByText('Singapore is paused')).toBeInTheDocument();
    const sent = page.calls.find((c) => c.path === '/api/ops/gameStatus')!;
    expect(sent.body).toEqual({ game_id: 1, paused: true, reason: 'draw feed down', lang: 'en' });
    expect(sent.headers['x-csrf-token']).toBe('csrf-token-1');
    await waitFor(() => expect(page.calls.filter((c) => c.path === '/api/ops/games')).toHaveLength(2));
  });

  it("shows the payout limits and sets the game's round limit in u (sent in minor units)", async () => {
    const page = open({ '/api/ops/gameLimit': (body) => ok({ game_id: body.game_id, round_payout_limit: body.round_payout_limit }) });
    expect(await screen.findByText('A round pays at most 1000000u')).toBeInTheDocument();
    expect(within(await roomRow('Beginner')).getByText('100000u')).toBeInTheDocument();
    expect(within(await roomRow('Beginner')).getByText('300000u')).toBeInTheDocument();
    click(await screen.findByText('Round payout limit'));
    const modal = await dialog('Singapore: round payout limit');
    expect(within(modal).getByLabelText('Limit')).toHaveValue('1000000');
    type(within(modal).getByLabelText('Limit'), '0');
    type(within(modal).getByLabelText('Reason'), 'small float this week');
    click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('More than 0')).toBeInTheDocument();
    type(within(modal).getByLabelText('Limit'), '250000.5');
    click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: a round of Singapore pays at most 250000.5u for any one result')).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/gameLimit')!.body).toEqual({
      game_id: 1,
      round_payout_limit: 25_000_050,
      reason: 'small float this week',
      lang: 'en',
    });
  });

  it("edits a room's amounts in u (sent in minor units), refusing a minimum above the maximum", async () => {
    const page = open({ '/api/ops/roomSave': ok({ id: 1, tier: 1 }) });
    click(within(await roomRow('Beginner')).getByText('Edit'));
    const modal = await dialog('Edit room Beginner');
    expect(within(modal).getByLabelText('Entry money')).toHaveValue('10');
    type(within(modal).getByLabelText('Minimum bet'), '600');
    type(within(modal).getByLabelText('Reason'), 'raise the floor');
    click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('The minimum may not be above the maximum')).toBeInTheDocument();
    expect(page.calls.some((c) => c.path === '/api/ops/roomSave')).toBe(false);

    type(within(modal).getByLabelText('Minimum bet'), '2.5');
    type(within(modal).getByLabelText('Entry money'), '0');
    expect(within(modal).getByLabelText('An order pays at most')).toHaveValue('100000');
    type(within(modal).getByLabelText("A member's round pays at most"), '2500.5');
    click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Room saved')).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/roomSave')!.body).toEqual({
      id: 1,
      game_id: 1,
      title_tw: 'Beginner房',
      title_zh: 'Beginner房',
      title_en: 'Beginner',
      joinmoeny: 0,
      min_money: 250,
      max_money: 50_000,
      order_payout_limit: 10_000_000,
      member_payout_limit: 250_050,
      reason: 'raise the floor',
      lang: 'en',
    });
  });

  it('adds a room with titles in three languages', async () => {
    const page = open({ '/api/ops/roomSave': ok({ id: 17, tier: 3 }) });
    click(await screen.findByText('Add room'));
    const modal = await dialog('Add a room to Singapore');
    type(within(modal).getByLabelText('Title (繁體中文)'), '大師房');
    type(within(modal).getByLabelText('Title (简体中文)'), '大师房');
    type(within(modal).getByLabelText('Title (English)'), 'Masters');
    type(within(modal).getByLabelText('Entry money'), '2000');
    type(within(modal).getByLabelText('Minimum bet'), '20');
    type(within(modal).getByLabelText('Maximum bet'), '3000');
    type(within(modal).getByLabelText('Reason'), 'new tier');
    click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Room added (tier 3)')).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/roomSave')!.body).toEqual({
      game_id: 1,
      title_tw: '大師房',
      title_zh: '大师房',
      title_en: 'Masters',
      joinmoeny: 200_000,
      min_money: 2_000,
      max_money: 300_000,
      order_payout_limit: 10_000_000,
      member_payout_limit: 30_000_000,
      reason: 'new tier',
      lang: 'en',
    });
  });

  it("shows a room's odds with their RTP; a change is asked of a second admin, one above 100% shows the server's refusal", async () => {
    const page = open({
      '/api/ops/oddsSet': (body) =>
        body.odds === 201
          ? refusal(70040, 'Odds of 2.01 return 100.5% to the player, above 100%: refused')
          : ok({ id: 7, kind: 'odds.set', payload: { planId: 1, cls: 1, odds: body.odds }, state: 'pending' }),
    });
    click(within(await roomRow('Beginner')).getByText('Odds'));
    const long = (await screen.findByText('Long')).closest('tr') as HTMLElement;
    expect(within(long).getByText('1.98')).toBeInTheDocument();
    expect(within(long).getByText('99.0%')).toBeInTheDocument();
    expect(within(screen.getByText('Number 13').closest('tr') as HTMLElement).getByText('95.0%')).toBeInTheDocument();

    click(within(long).getByText('Change'));
    const modal = await dialog('Odds of Long in Beginner');
    type(within(modal).getByLabelText('Odds'), '2.01');
    type(within(modal).getByLabelText('Reason'), 'generous');
    click(within(modal).getByRole('button', { name: 'Save' }));
    expect((await within(modal).findByText(/above 100%: refused/)).closest('[role="alert"]')).toHaveTextContent(
      'Odds of 2.01 return 100.5% to the player, above 100%: refused',
    );

    type(within(modal).getByLabelText('Odds'), '1.95');
    click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Asked (request #7): it applies once another admin approves it under Requests')).toBeInTheDocument();
    expect(page.calls.filter((c) => c.path === '/api/ops/oddsSet').map((c) => c.body.odds)).toEqual([201, 195]);
  });

  it("asks to void a round with its issue and a reason: a request another admin approves; the server's refusal shown", async () => {
    const page = open({
      '/api/ops/roundVoid': (body) =>
        body.issue === '20261122999'
          ? refusal(70047, 'This round is still on sale: it can be voided once sealed (pause the game to stop bets now)')
          : ok({ id: 8, kind: 'round.void', payload: { gameId: 1, issue: body.issue }, state: 'pending' }),
    });
    click(await screen.findByRole('button', { name: 'Void a round' }));
    const modal = await dialog('Singapore: void a round');
    type(within(modal).getByLabelText('Round (issue)'), '20261122999');
    type(within(modal).getByLabelText('Reason'), 'engine fault');
    click(within(modal).getByRole('button', { name: 'Void a round' }));
    expect(await within(modal).findByText(/still on sale/)).toBeInTheDocument();
    type(within(modal).getByLabelText('Round (issue)'), '20261122001');
    click(within(modal).getByRole('button', { name: 'Void a round' }));
    expect(await screen.findByText('Asked to void round 20261122001 (request #8): another admin must approve it')).toBeInTheDocument();
    expect(page.calls.filter((c) => c.path === '/api/ops/roundVoid').map((c) => c.body)).toEqual([
      { game_id: 1, issue: '20261122999', reason: 'engine fault', lang: 'en' },
      { game_id: 1, issue: '20261122001', reason: 'engine fault', lang: 'en' },
    ]);
  });

  it('retires a room with a reason', async () => {
    const page = open({ '/api/ops/roomRetire': (body) => ok({ id: body.id, retired_at: 1_700_000_100 }) });
    click(within(await roomRow('Beginner')).getByText('Retire'));
    const modal = await dialog('Retire room Beginner');
    expect(within(modal).getByText(/For good: the room leaves the hall/)).toBeInTheDocument();
    type(within(modal).getByLabelText('Reason'), 'too few players');
    click(within(modal).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText('Room retired')).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/roomRetire')!.body).toEqual({ id: 1, reason: 'too few players', lang: 'en' });
  });

  it("is in an admin's menu only", async () => {
    for (const role of ['viewer', 'cashier', 'support', 'admin'] as const) {
      const page = renderConsole({
        path: '/audit',
        locale: 'en',
        session: fakeSession(role),
        answers: { '/api/ops/audit': ok({ rows: [] }) },
      });
      const menu = await screen.findByRole('menu');
      if (role === 'admin') expect(within(menu).getByText('Games and rooms')).toBeInTheDocument();
      else expect(within(menu).queryByText('Games and rooms')).not.toBeInTheDocument();
      page.unmount();
    }
  });
});
