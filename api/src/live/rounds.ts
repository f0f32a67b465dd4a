import type { LiveRound } from 'shared-contracts/api';
import type { LotteryEngine } from '../lottery/engine/engine';
import { frame } from './frame';
import { roundOf } from './heart';

type Shown = Omit<LiveRound, 'game_id' | 'at'>;

/**
 * A new round's opening waits up to this long after the draw moment for the round before's result, so the two go
 * out as one frame: one write per stream, not two, at the moment every stream of the process is written to.
 */
export const DRAW_WAIT_MS = 500;

/** What a round frame tells apart; openTime1 is left out (it changes every second and the client counts it down). */
function keyOf(r: Shown): string {
  return [r.issue?.issue, r.issue?.whether_close, r.last_issue?.issue, r.game_status, r.commitment, r.previous_link].join('|');
}

/**
 * Each game's round as the live channel last pushed it, while any stream is open: a `round` frame when the room
 * state changes it (a draw, a status) and, by one timer per game, at the calendar's moments no change is published
 * for (the seal, the next round's opening).
 */
export class RoundWatch {
  private readonly shown = new Map<number, Shown>();
  private readonly timers = new Map<number, NodeJS.Timeout>();
  /** Games whose opening frame waits for the draw, with the timer that sends it anyway. */
  private readonly held = new Map<number, NodeJS.Timeout>();
  private watching = false;

  constructor(
    private readonly engine: LotteryEngine,
    private readonly send: (gameId: number, buf: Buffer) => void,
  ) {}

  /** From the first stream on: what every game shows now is what the streams' snapshots showed. */
  watch(): void {
    if (this.watching) return;
    this.watching = true;
    const now = this.engine.clock();
    for (const game of this.engine.state.all()) {
      this.shown.set(game.id, roundOf(this.engine, game, now));
      this.schedule(game.id);
    }
  }

  stop(): void {
    this.watching = false;
    for (const timer of [...this.timers.values(), ...this.held.values()]) clearTimeout(timer);
    this.timers.clear();
    this.held.clear();
    this.shown.clear();
  }

  /** The room state re-read the game. */
  changed(gameId: number): void {
    if (!this.watching) return;
    this.diff(gameId);
    if (!this.timers.has(gameId)) this.schedule(gameId);
  }

  private diff(gameId: number): void {
    const { engine } = this;
    const game = engine.state.view(gameId);
    if (!game) {
      for (const timers of [this.timers, this.held]) {
        clearTimeout(timers.get(gameId));
        timers.delete(gameId);
      }
      this.shown.delete(gameId);
      return;
    }
    const now = engine.clock();
    const round = roundOf(engine, game, now);
    const before = this.shown.get(gameId);
    if (before && keyOf(before) === keyOf(round)) return;
    if (this.holdForDraw(gameId, before, round, now)) return;
    clearTimeout(this.held.get(gameId));
    this.held.delete(gameId);
    this.shown.set(gameId, round);
    this.send(gameId, frame('round', { game_id: gameId, ...round, at: this.momentOf(before, round, game.lastDraw?.opentime, now) }));
  }

  /** The round shown was sealed, the next has opened, and the sealed one's draw is not in yet but due within the wait. */
  private holdForDraw(gameId: number, before: Shown | undefined, round: Shown, now: number): boolean {
    const drawing = before?.issue?.whether_close ? before.issue.issue : null;
    if (drawing === null || round.issue?.issue === drawing || round.last_issue?.issue === drawing) return false;
    const until = (this.engine.calendar.roundOfIssue(drawing)?.drawsAt ?? 0) + DRAW_WAIT_MS;
    if (now >= until) return false;
    if (!this.held.has(gameId)) {
      const timer = setTimeout(
        () => {
          this.held.delete(gameId);
          if (this.watching) this.diff(gameId);
        },
        until - now + 5,
      );
      timer.unref();
      this.held.set(gameId, timer);
    }
    return true;
  }

  /** When the change was due: the draw, the round's opening or seal by the calendar; else (a status) now. */
  private momentOf(before: Shown | undefined, after: Shown, drawnAtSeconds: number | undefined, now: number): number {
    const slot = this.engine.currentRound(now);
    if (before?.last_issue?.issue !== after.last_issue?.issue && drawnAtSeconds !== undefined) return drawnAtSeconds * 1000;
    if (before?.issue?.issue !== after.issue?.issue && slot) return slot.opensAt;
    if (before?.issue?.whether_close !== after.issue?.whether_close && slot?.issue === after.issue?.issue) return slot!.sealsAt;
    return now;
  }

  /** A timer for the game's next calendar moment: its round's seal, else its draw (the next round opens). */
  private schedule(gameId: number): void {
    clearTimeout(this.timers.get(gameId));
    const { engine } = this;
    const now = engine.clock();
    const round = engine.currentRound(now);
    let next: number;
    try {
      next = round ? (now < round.sealsAt ? round.sealsAt : round.drawsAt) : engine.calendar.roundFrom(now).opensAt;
    } catch {
      next = now + 60_000; // no round within days: look again later
    }
    // A few ms late rather than early: the calendar decides by the engine's clock.
    const timer = setTimeout(() => this.moment(gameId), Math.min(Math.max(next - now, 0) + 5, 2 ** 31 - 1));
    timer.unref();
    this.timers.set(gameId, timer);
  }

  private moment(gameId: number): void {
    this.timers.delete(gameId);
    if (!this.watching) return;
    const game = this.engine.state.view(gameId);
    // A new round: its feed is read (the re-read diffs again); the frame goes now, by the calendar.
    if (game && (this.engine.currentRound()?.issue ?? null) !== game.currentIssue) void this.engine.state.refreshGame(gameId);
    this.diff(gameId);
    this.schedule(gameId);
  }
}
