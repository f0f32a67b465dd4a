import { memo, useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { useRoomBeat, type RoomBeat } from './api/heart';
import { betKey, issueOnSale, roundState, type Bet } from './roomRules';
import styles from './betRoom.module.css';

const feedOf = (beat: RoomBeat) => beat.feed;
const mineOf = (beat: RoomBeat) => beat.mine;
const saleOf = (beat: RoomBeat) => issueOnSale(roundState(beat));
const NO_BETS: readonly Bet[] = [];
const NONE: ReadonlySet<number> = new Set();

/** What a row offers: Follow on another member's bet of the round on sale; the member's own is marked, never followed. */
type Offer = 'follow' | 'mine' | null;
type Words = { follow: string; mine: string };

/** Every row is this tall (betRoom.module.css .bet): the list places rows by arithmetic, never by measuring them. */
export const FEED_ROW_PX = 57;
/** Rows kept in the page above and below the viewport, so a fling shows rows already there. */
const OVERSCAN = 8;

type Span = { start: number; end: number };

/** The rows in view (plus the overscan) of a list whose top is `top` px from the viewport's top. */
function spanAt(top: number, viewport: number): Span {
  const first = Math.floor(-top / FEED_ROW_PX);
  const last = Math.ceil((viewport - top) / FEED_ROW_PX);
  return { start: Math.max(0, first - OVERSCAN), end: Math.max(0, last + OVERSCAN) };
}

/**
 * Which rows of the list are in the page: measured only when the page scrolls or resizes (any scroller: the listener
 * captures), never on a heartbeat, so a beat does no layout read and renders at most the rows in view.
 */
function useRowsInView(list: RefObject<HTMLElement | null>): Span {
  const [span, setSpan] = useState<Span>(() => spanAt(0, typeof window === 'undefined' ? 0 : window.innerHeight));
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const el = list.current;
      if (!el) return;
      const next = spanAt(el.getBoundingClientRect().top, window.innerHeight);
      setSpan((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [list]);
  return span;
}

// The label comes from the list: rows each subscribing to i18n would cost more than the row itself.
const FeedRow = memo(function FeedRow({
  bet,
  position,
  size,
  offer,
  words,
  onFollow,
}: {
  bet: Bet;
  position: number;
  size: number;
  offer: Offer;
  words: Words;
  onFollow: (bet: Bet) => void;
}) {
  return (
    <li className={styles.bet} data-testid="feed-bet" aria-posinset={position} aria-setsize={size}>
      <span className={styles.betWho}>
        <span className={styles.betName}>{bet.nickname}</span>
        <span className={styles.betIssue}>{bet.issue}</span>
      </span>
      <span className={styles.betWhat}>
        <span className={styles.betMethod}>{bet.play_method}</span>
        <span className={styles.betMoney}>{formatMoney(bet.quantity)}</span>
      </span>
      {offer === 'follow' && (
        <button type="button" className={styles.follow} onClick={() => onFollow(bet)}>
          {words.follow}
        </button>
      )}
      {offer === 'mine' && <span className={styles.mine}>{words.mine}</span>}
    </li>
  );
});

/**
 * The bets, newest first, windowed: the list is as tall as all of them (every bet is reached by scrolling), but only
 * the rows in view and a few around are in the page, so a beat that brings bets renders and paints a screenful, not 300.
 */
function FeedList({
  bets,
  offerOf,
  words,
  onFollow,
}: {
  bets: readonly Bet[];
  offerOf: (bet: Bet) => Offer;
  words: Words;
  onFollow: (bet: Bet) => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  const { start, end } = useRowsInView(list);
  const from = Math.min(start, bets.length);
  const to = Math.min(end, bets.length);
  return (
    <ul
      ref={list}
      className={styles.bets}
      data-testid="room-feed"
      style={{ height: bets.length * FEED_ROW_PX, paddingTop: from * FEED_ROW_PX }}
    >
      {bets.slice(from, to).map((bet, i) => (
        <FeedRow
          key={betKey(bet)}
          bet={bet}
          position={from + i + 1}
          size={bets.length}
          offer={offerOf(bet)}
          words={words}
          onFollow={onFollow}
        />
      ))}
    </ul>
  );
}

/**
 * The live feed, newest first, names as the api masked them. A heartbeat that brings no new bet leaves the feed
 * as it was, so nothing is rendered again every 2 s; a new bet renders only the rows in view that moved.
 */
export const BetFeed = memo(function BetFeed({
  planId,
  gameId,
  onFollow,
}: {
  planId: number;
  gameId: number;
  onFollow: (bet: Bet) => void;
}) {
  const { t } = useTranslation();
  const feed = useRoomBeat(planId, gameId, feedOf).data ?? NO_BETS;
  const mine = useRoomBeat(planId, gameId, mineOf).data ?? NONE;
  const onSale = useRoomBeat(planId, gameId, saleOf).data ?? null;
  const newestFirst = useMemo(() => [...feed].reverse(), [feed]);
  const offerOf = useCallback(
    (bet: Bet): Offer => (bet.id !== undefined && mine.has(bet.id) ? 'mine' : bet.issue === onSale ? 'follow' : null),
    [mine, onSale],
  );
  const words = useMemo(() => ({ follow: t('trade.room.follow'), mine: t('trade.room.feedMine') }), [t]);
  return (
    <div className={styles.feed}>
      <div className={styles.sectionTitle}>{t('trade.room.feed')}</div>
      {newestFirst.length === 0 ? (
        <p className={styles.empty}>{t('trade.room.feedEmpty')}</p>
      ) : (
        <FeedList bets={newestFirst} offerOf={offerOf} words={words} onFollow={onFollow} />
      )}
    </div>
  );
});
