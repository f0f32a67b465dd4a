// Two real api processes on one PostgreSQL (as src/scaleOut.test.ts runs them): a stream on one process pushes what
// a call on the other did, within a second. PostgreSQL only: on SQLite one process owns the file.
import { testDatabaseUrl } from '../testing/app';
import { liveStream } from '../testing/liveStream';
import { call, register, startTwoApis, type TwoApis } from '../testing/twoApis';
import { giftApproved } from '../testing/ops';

const ROOM = { game_id: 1, plan_id: 1 };
const WITHIN_MS = 1_000;

let apis: TwoApis;
let a: string;
let b: string;

(testDatabaseUrl() ? describe : describe.skip)('the live channel across two api processes on one PostgreSQL', () => {
  beforeAll(async () => {
    apis = await startTwoApis();
    ({ a, b } = apis);
  }, 60_000);

  afterAll(async () => apis?.close());

  it("a bet placed on A reaches B's streams within 1 s: the room's feed, the bettor's mine and balance", async () => {
    const watcher = await register(a, 'l');
    const bettor = await register(a, 'l');
    expect(await giftApproved(apis.t, apis.t.config, bettor.username, '100', 'live test')).toBe(0);
    const [watching, own] = await Promise.all([liveStream(b, watcher.token, ROOM), liveStream(b, bettor.token, ROOM)]);
    await watching.next('heart');
    await own.next('heart');
    // A round with time left to bet in (rounds of 6 s; the first chain may still be committing).
    let issue = '';
    for (let i = 0; i < 150 && !issue; i++) {
      const { data } = await call(a, '/api/Lottery/heart', ROOM, bettor.token);
      if (data.issue && !data.issue.whether_close && data.issue.openTime1 >= 3 && data.commitment !== '') issue = data.issue.issue;
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect(issue).not.toBe('');
    const start = Date.now();
    const placed = await call(a, '/api/Lottery/playOrder', { ...ROOM, issue, play_type: '1', money: 1_000 }, bettor.token);
    expect(placed.code).toBe(1);
    const seen = await watching.next('bets', (d) => d.message.some((m: { issue: string }) => m.issue === issue), 3_000);
    const mine = await own.next('me', (d) => (d.mine ?? []).length > 0, 3_000);
    const debited = await own.next('me', (d) => d.money === 9_000, 3_000);
    expect(mine.data.mine).toEqual([seen.data.message[0].id]);
    expect({
      feed: seen.readAt - start < WITHIN_MS,
      mine: mine.readAt - start < WITHIN_MS,
      balance: debited.readAt - start < WITHIN_MS,
    }).toEqual({ feed: true, mine: true, balance: true });
  });
});
