import * as wire from '../api/live';
import { CLIENT_HEADER, OUR_CLIENT } from '../envelope';
import { createFakeLive, type FakeLive } from '../testing/fakeLive';
import {
  LIVE_CONTENT_TYPE,
  LIVE_KEEPALIVE_MS,
  LIVE_PATH,
  createSseParser,
  liveRetryDelay,
  openLiveChannel,
  type LiveChannelOptions,
  type LiveState,
} from './liveChannel';

const beat = {
  last_issue: null,
  issue: { issue: '20261122002', openTime1: 95, whether_close: false },
  game_status: 1,
  user_quantity: { money: 0 },
  message: [],
  hit_notice: [],
  commitment: '',
  previous_link: null,
};

describe('the wire constants', () => {
  it('are the contract’s', () => {
    expect([LIVE_PATH, LIVE_CONTENT_TYPE, LIVE_KEEPALIVE_MS]).toEqual([wire.LIVE_PATH, wire.LIVE_CONTENT_TYPE, wire.LIVE_KEEPALIVE_MS]);
  });
});

describe('createSseParser', () => {
  const parse = (chunks: (string | Uint8Array)[]) => {
    const frames: { event: string; data: string; id?: string }[] = [];
    const parser = createSseParser((frame) => frames.push(frame));
    const encoder = new TextEncoder();
    for (const chunk of chunks) parser.push(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
    parser.end();
    return frames;
  };

  it('reads frames, comments and multi-line data', () => {
    expect(parse([': hello\n\nevent: bets\ndata: {"a":1}\n\ndata: one\ndata: two\nid: 7\n\n'])).toEqual([
      { event: 'bets', data: '{"a":1}' },
      { event: 'message', data: 'one\ntwo', id: '7' },
    ]);
  });

  it('reads the same frames however the text is cut, CRLF and CR included', () => {
    const text = 'event: round\r\ndata: {"x":"é€😀"}\r\n\r\n: ka\r\revent:me\rdata:{"money":5}\r\r';
    const bytes = new TextEncoder().encode(text);
    const whole = parse([bytes]);
    expect(whole).toEqual([
      { event: 'round', data: '{"x":"é€😀"}' },
      { event: 'me', data: '{"money":5}' },
    ]);
    // Every cut point, one byte at a time included: a UTF-8 character and a CRLF cut in two survive.
    for (let cut = 1; cut < bytes.length; cut++) expect(parse([bytes.slice(0, cut), bytes.slice(cut)])).toEqual(whole);
    expect(parse([...bytes].map((b) => Uint8Array.of(b)))).toEqual(whole);
  });

  it('drops a frame the stream ended in the middle of', () => {
    expect(parse(['event: bets\ndata: {}\n\nevent: bets\ndata: {"cut":'])).toEqual([{ event: 'bets', data: '{}' }]);
  });
});

describe('liveRetryDelay', () => {
  it('doubles from 1 s to 30 s, ±20%', () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => liveRetryDelay(n, mid))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(liveRetryDelay(0, () => 0)).toBe(800);
    expect(liveRetryDelay(5, () => 1)).toBe(36000);
  });
});

describe('openLiveChannel', () => {
  let live: FakeLive;
  let states: LiveState[];
  let frames: unknown[];
  let token: string | null;
  let events: EventTarget;
  let clock: number;

  beforeEach(() => {
    jest.useFakeTimers();
    live = createFakeLive();
    states = [];
    frames = [];
    token = 'tok-7';
    events = new EventTarget();
    clock = 0;
  });
  afterEach(() => jest.useRealTimers());

  const open = (options: Partial<LiveChannelOptions> = {}) =>
    openLiveChannel({
      baseURL: 'https://api.example/',
      token: () => token,
      lang: 'en',
      params: { game_id: 1, plan_id: 11 },
      onFrame: (frame) => frames.push(frame),
      onState: (state) => states.push(state),
      fetch: live.fetch,
      events,
      random: () => 0.5,
      now: () => clock,
      ...options,
    });
  const settle = () => jest.advanceTimersByTimeAsync(0);

  it('asks for the room with the token and our client header, and is open only once the snapshot came', async () => {
    const channel = open();
    await settle();
    expect(live.streams).toHaveLength(1);
    expect(live.latest().url).toBe('https://api.example/api/live?lang=en&game_id=1&plan_id=11');
    expect(live.latest().headers).toEqual({ Accept: 'text/event-stream', [CLIENT_HEADER]: OUR_CLIENT, token: 'tok-7' });
    expect(channel.state()).toBe('connecting');
    live.latest().comment();
    live.latest().frame({ event: 'odds', data: { game_id: 1 } });
    await settle();
    expect(channel.state()).toBe('connecting');
    live.latest().push('event: heart\ndata: ');
    await settle();
    expect(channel.state()).toBe('connecting');
    live.latest().push(`${JSON.stringify(beat)}\n\n`);
    await settle();
    expect(channel.state()).toBe('open');
    expect(frames).toEqual([
      { event: 'odds', data: { game_id: 1 } },
      { event: 'heart', data: beat },
    ]);
    channel.close();
    expect(live.latest().aborted).toBe(true);
  });

  it('asks for the hall with no room, and opens on its games snapshot', async () => {
    const channel = open({ params: {}, baseURL: '' });
    await settle();
    expect(live.latest().url).toBe('/api/live?lang=en');
    live.latest().frame({ event: 'games', data: [] });
    await settle();
    expect(channel.state()).toBe('open');
    channel.close();
  });

  it('does not open without a session token', async () => {
    const channel = open();
    channel.close();
    token = null;
    const none = open();
    await settle();
    expect(none.state()).toBe('down');
    expect(live.streams).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(live.streams).toHaveLength(1);
    none.close();
  });

  it('goes down on a JSON refusal, and tries again after 1 s, then 2 s, then 4 s', async () => {
    live.next({ refuse: { code: 50008, msg: 'login' } }, { refuse: { code: 50008, msg: 'login' } }, 'networkError');
    const channel = open();
    await settle();
    expect(channel.state()).toBe('down');
    await jest.advanceTimersByTimeAsync(999);
    expect(live.streams).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(live.streams).toHaveLength(2);
    expect(channel.state()).toBe('down');
    await jest.advanceTimersByTimeAsync(2_000);
    // The third request fails with no answer (the fake keeps it, as fetch would have been asked).
    expect(live.streams).toHaveLength(2);
    expect(channel.state()).toBe('down');
    await jest.advanceTimersByTimeAsync(4_000);
    expect(live.streams).toHaveLength(3);
    live.latest().frame({ event: 'heart', data: beat });
    await settle();
    expect(channel.state()).toBe('open');
    expect(states).toEqual(['down', 'connecting', 'down', 'connecting', 'down', 'connecting', 'open']);
    channel.close();
  });

  it('goes down when no answer or no snapshot comes within 5 s (a buffering proxy)', async () => {
    live.next('hang');
    const channel = open();
    await jest.advanceTimersByTimeAsync(4_999);
    expect(channel.state()).toBe('connecting');
    await jest.advanceTimersByTimeAsync(1);
    expect(channel.state()).toBe('down');
    expect(live.streams[0]!.aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(1_000);
    live.latest().comment();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(channel.state()).toBe('down');
    expect(live.streams[1]!.aborted).toBe(true);
    channel.close();
  });

  it('goes down when nothing, not even a keepalive, comes for twice the keepalive period', async () => {
    const channel = open();
    await settle();
    live.latest().frame({ event: 'heart', data: beat });
    await jest.advanceTimersByTimeAsync(49_000);
    live.latest().comment();
    await jest.advanceTimersByTimeAsync(49_000);
    expect(channel.state()).toBe('open');
    await jest.advanceTimersByTimeAsync(1_000);
    expect(channel.state()).toBe('down');
    expect(live.streams[0]!.aborted).toBe(true);
    channel.close();
  });

  it('goes down when the stream ends or fails, and starts the backoff again after a stream that lived 30 s', async () => {
    const channel = open();
    await settle();
    live.latest().frame({ event: 'heart', data: beat });
    await settle();
    live.latest().end();
    await settle();
    expect(channel.state()).toBe('down');
    await jest.advanceTimersByTimeAsync(1_000);
    expect(live.streams).toHaveLength(2);
    live.latest().error();
    await settle();
    expect(channel.state()).toBe('down');
    // Second failure in a row: 2 s.
    await jest.advanceTimersByTimeAsync(1_999);
    expect(live.streams).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(live.streams).toHaveLength(3);
    live.latest().frame({ event: 'heart', data: beat });
    await settle();
    clock += 30_000;
    live.latest().end();
    await settle();
    // It lived 30 s: 1 s again, not 4 s.
    await jest.advanceTimersByTimeAsync(1_000);
    expect(live.streams).toHaveLength(4);
    channel.close();
  });

  it('goes down when the browser goes offline and tries again at once when it is back online', async () => {
    const channel = open();
    await settle();
    live.latest().frame({ event: 'heart', data: beat });
    await settle();
    events.dispatchEvent(new Event('offline'));
    expect(channel.state()).toBe('down');
    expect(live.streams[0]!.aborted).toBe(true);
    events.dispatchEvent(new Event('online'));
    expect(channel.state()).toBe('connecting');
    await settle();
    expect(live.streams).toHaveLength(2);
    channel.close();
  });

  it('stops for good on close: no retry, no frame, no listener', async () => {
    const channel = open();
    await settle();
    const first = live.latest();
    channel.close();
    first.frame({ event: 'heart', data: beat });
    events.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(120_000);
    expect(live.streams).toHaveLength(1);
    expect(frames).toEqual([]);
    expect(first.aborted).toBe(true);
  });
});
