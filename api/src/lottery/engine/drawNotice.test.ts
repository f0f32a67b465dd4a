import { engineFixture } from '../../testing/lottery';
import type { RoomChange } from './roomChanges';
import type { DrawView } from './roomState';

const f = engineFixture();

describe("a draw's notice", () => {
  it('carries the drawn result and the game’s chain after it, as a re-read would show them', async () => {
    const { engine, clock, start } = f;
    await engine.tick();
    const published: RoomChange[] = [];
    const publish = engine.changes.publish.bind(engine.changes);
    jest.spyOn(engine.changes, 'publish').mockImplementation((change, trx) => {
      published.push(change);
      return publish(change, trx);
    });
    clock.set(start + 10_000);
    await engine.tick();
    const notice = published.find((c) => c.kind === 'draw' && c.gameId === 1);
    await engine.state.loadAll();
    const reread = engine.state.view(1)!;
    expect(reread.lastDraw?.issue).toBe('202601010001');
    expect(notice).toEqual({ gameId: 1, kind: 'draw', draw: reread.lastDraw, chain: reread.chain });
  });
});

describe('RoomState.applyDraw', () => {
  const draw: DrawView = { issue: '202601010001', site_1: 1, site_2: 2, site_3: 3, code: 6, opentime: 1 };

  it('shows the draw at once, and a re-read begun before it does not put the round before it back', async () => {
    const { engine } = f;
    await engine.tick();
    await engine.state.loadAll();
    const before = engine.state.view(1)!;
    expect(before.lastDraw).toBeNull();
    const told: Array<[number, number | null]> = [];
    engine.state.onRefreshed((gameId, planId) => told.push([gameId, planId]));
    const chain = { ...before.chain!, previousLink: 'ab'.repeat(32) };

    const reread = engine.state.refreshGame(1); // reads the database, where nothing is drawn yet
    engine.state.applyDraw(1, { ...draw, opentime: Math.floor(f.start / 1000) + 10 }, chain);
    expect(engine.state.view(1)!.lastDraw?.issue).toBe('202601010001');
    expect(told).toEqual([[1, null]]);
    await reread;
    expect(engine.state.view(1)).toMatchObject({ lastDraw: { issue: '202601010001', code: 6 }, chain });
  });

  it('ignores a draw older than the one shown', async () => {
    const { engine } = f;
    await engine.tick();
    await engine.state.loadAll();
    engine.state.applyDraw(1, { ...draw, issue: '202601010002', opentime: 100 }, null);
    engine.state.applyDraw(1, { ...draw, opentime: 99 }, null);
    expect(engine.state.view(1)!.lastDraw?.issue).toBe('202601010002');
  });
});
