// Round frames on the real clock: short rounds always open, the scheduler running, as a player sees them.
import { DEFAULT_CALENDAR } from '../domain/lottery';
import { buildTestApp, type TestApp } from '../testing/app';
import { registerMember } from '../testing/http';
import { testLotterySettings } from '../testing/lottery';
import { liveStream } from '../testing/liveStream';
import { DRAW_WAIT_MS } from './rounds';

/** How late a frame may be read after its moment (timers, a loaded test machine). */
const PROMPT_MS = 400;

let t: TestApp;
async function appWith(scheduler: boolean) {
  const settings = testLotterySettings(Date.now, {
    calendar: { ...DEFAULT_CALENDAR, alwaysOpen: true, roundSeconds: 2, sealSeconds: 1, anchorDay: '20260101' },
    scheduler,
  });
  t = await buildTestApp({ lottery: settings, seedDemo: false });
}
afterEach(async () => t.close());

it('pushes each round’s seal, the next opening with the draw before it, at their moments', async () => {
  await appWith(true);
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { token } = await registerMember(t.app);
  const [hall, room] = await Promise.all([liveStream(base, token), liveStream(base, token, { game_id: 2, plan_id: 5 })]);
  await room.next('heart');
  // Past the start (the first chain committing is a change of its own): a round of game 2 open for bets.
  const isOpen = (d: any) => d.commitment !== '' && d.issue?.whether_close === false;
  await hall.next('games');
  let from = hall.frames.findIndex((f) => f.event === 'games' && isOpen(f.data[1]));
  if (from < 0) from = hall.frames.indexOf(await hall.next('round', (d) => d.game_id === 2 && isOpen(d), 5_000));
  const sealed = await hall.next('round', (d) => d.game_id === 2 && d.issue?.whether_close === true, 3_000, from);
  const slot = t.app.lottery.calendar.roundOfIssue(sealed.data.issue.issue)!;
  expect(sealed.data).toMatchObject({ at: slot.sealsAt, issue: { openTime1: 1 } });
  expect(sealed.readAt - slot.sealsAt).toBeLessThan(PROMPT_MS);
  const next = t.app.lottery.calendar.nextRound(slot);
  const opened = await hall.next('round', (d) => d.game_id === 2 && d.issue?.issue === next.issue, 3_000);
  // One frame for both: the opening waited for the draw (drawn at the same moment).
  expect(opened.data).toMatchObject({ at: next.opensAt, issue: { whether_close: false }, last_issue: { issue: slot.issue } });
  expect(opened.readAt - next.opensAt).toBeLessThan(PROMPT_MS + t.app.config.lottery.tickMs);
  const drawn = await room.next('round', (d) => d.last_issue?.issue === slot.issue, 3_000);
  expect(drawn.data).toMatchObject({ game_id: 2, at: slot.drawsAt, issue: { issue: next.issue } });
  // The room hears its own game only; the hall every game.
  expect(room.frames.every((f) => f.event !== 'round' || f.data.game_id === 2)).toBe(true);
  expect(new Set(hall.frames.filter((f) => f.event === 'round').map((f) => f.data.game_id)).size).toBe(4);
});

it('sends the opening without the draw once the draw is DRAW_WAIT_MS late (no scheduler draws here)', async () => {
  await appWith(false);
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { token } = await registerMember(t.app);
  const hall = await liveStream(base, token);
  await hall.next('games');
  const sealed = await hall.next('round', (d) => d.game_id === 2 && d.issue?.whether_close === true, 3_000);
  const next = t.app.lottery.calendar.nextRound(t.app.lottery.calendar.roundOfIssue(sealed.data.issue.issue)!);
  const opened = await hall.next('round', (d) => d.game_id === 2 && d.issue?.issue === next.issue, 3_000);
  expect(opened.data).toMatchObject({ at: next.opensAt, last_issue: null });
  expect(opened.readAt - next.opensAt).toBeGreaterThanOrEqual(DRAW_WAIT_MS);
  expect(opened.readAt - next.opensAt).toBeLessThan(DRAW_WAIT_MS + PROMPT_MS);
});
