import { z } from 'zod';
import { call, emptyRequest, id, minor, page, requestSchema, unixSeconds } from './common';
import { depositPromotion } from './wallet';

/**
 * The customer-service link and e-mail address; each is '' when the operator has configured none (KEFU_LINE,
 * SUPPORT_EMAIL unset).
 */
export const kefu = call({
  method: 'GET',
  path: '/api/Task/kefu',
  mutates: false,
  public: true,
  request: emptyRequest,
  response: z.object({ line: z.string(), email: z.string() }),
});

export const winner = z.object({ nickname: z.string(), game_name: z.string(), profit: minor, createtime: unixSeconds });
/** A platform announcement as the notice strip lists it. */
export const noticeTitle = z.object({ id: z.number().int(), title: z.string(), createtime: unixSeconds });
/**
 * Home: the latest platform announcements (the notice strip) and real recent wins (masked nicknames; empty
 * when nobody has won yet). The banners are files that mf-content ships, not server data.
 */
export const homeIndex = call({
  method: 'GET',
  path: '/api/index/index',
  mutates: false,
  request: emptyRequest,
  response: z.object({ notices: z.array(noticeTitle), winners: z.array(winner) }),
});

/** A fixed-deposit tier: a month's lowest balance of at least `reserve` earns `bonus` (minor units). */
export const fixedDepositTier = z.object({ reserve: minor, bonus: minor });
export type FixedDepositTierWire = z.infer<typeof fixedDepositTier>;
/** The fixed-deposit program as the operator set it (issue 28): on or off, its tiers (reserves increasing), its term. */
export const fixedDepositPromotion = z.object({
  enabled: z.boolean(),
  tiers: z.array(fixedDepositTier),
  term_months: z.number().int().positive(),
});
export type FixedDepositPromotion = z.infer<typeof fixedDepositPromotion>;

/**
 * The promotion programs in force, for the texts that announce them (home, /announcement): what they state is what
 * the server credits. Public: a visitor reads the offer before registering.
 */
export const promotions = call({
  method: 'GET',
  path: '/api/index/promotions',
  mutates: false,
  public: true,
  request: emptyRequest,
  response: z.object({ deposit_bonus: depositPromotion, fixed_deposit: fixedDepositPromotion }),
});
export type Promotions = z.infer<typeof promotions.response>;

export const article = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML, sanitized by the server when stored and when sent (the page sanitizes it again before showing it). */
  content: z.string(),
  image: z.string(),
  createtime: unixSeconds,
});
export type Article = z.infer<typeof article>;
export const ARTICLE_TABS = ['original', 'recommended', 'wealth'] as const;
export const articleList = call({
  method: 'GET',
  path: '/api/index/articleList',
  mutates: false,
  request: emptyRequest,
  response: z.object({
    tops: z.array(article),
    articleTabs: z.array(z.object({ id: z.enum(ARTICLE_TABS), articles: z.array(article) })),
  }),
});

/** One article by id, in the request's language (/aticleDetail reads it from here, never from its query). */
export const articleDetail = call({
  method: 'POST',
  path: '/api/index/article',
  mutates: false,
  request: requestSchema({ id }),
  response: article,
});

/** A platform announcement (published by the operator with `ops notice:add`). */
export const notice = z.object({ id: z.number().int(), title: z.string(), content: z.string(), createtime: unixSeconds });
export type Notice = z.infer<typeof notice>;
/** Platform announcements, newest first, 20 a page. */
export const noticeList = call({
  method: 'POST',
  path: '/api/index/noticeList',
  mutates: false,
  request: requestSchema({ page }),
  response: z.array(notice),
});

/** What an in-site message tells of; each is written in the same transaction as its event. */
export const MESSAGE_KINDS = [
  'deposit_credited',
  /** Credited while a break runs, or past a deposit limit: the member's own money, with no bonus and no turnover. */
  'deposit_credited_on_break',
  'deposit_credited_past_limit',
  'deposit_rejected',
  'deposit_expired',
  'withdrawal_paid',
  'withdrawal_rejected',
  /** Rejected with the cashier's reason (issue 42): the amount returned and why. */
  'withdrawal_rejected_because',
  'binding_changed',
  'fixed_deposit_bonus',
  'fixed_deposit_locked',
  'fixed_deposit_released',
  'fixed_deposit_forfeited',
  'account_reset',
  /** A round the member bet on was voided (issue 39): its game, issue, the reason and what was refunded. */
  'round_voided',
  /** Support imposed an exclusion or a limit (issue 40): what, until when or from when, and support's reason. */
  'exclusion_imposed',
  'limit_imposed',
  /** Support decided the member's verification documents (issue 40): approved, or rejected with support's reason. */
  'verification_approved',
  'verification_rejected',
  /** Written by support from the back office: its title and text as written (opsMessageSend). */
  'support_message',
  /** One message to a segment of members (opsSegmentAsk): support's words in the reader's language. */
  'segment_message',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
/** An in-site message of the member, its title and text in the request's language (plain text). */
export const message = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  content: z.string(),
  createtime: unixSeconds,
  read: z.boolean(),
});
export type Message = z.infer<typeof message>;
/** The member's own messages, newest first, 20 a page. */
export const messageList = call({
  method: 'POST',
  path: '/api/user/messageList',
  mutates: false,
  request: requestSchema({ page }),
  response: z.array(message),
});
export const unreadCount = z.object({ unread: z.number().int().nonnegative() });
/** How many of the member's messages are unread (the badge on the 'me' page). */
export const messageUnread = call({
  method: 'POST',
  path: '/api/user/messageUnread',
  mutates: false,
  request: emptyRequest,
  response: unreadCount,
});
/** Marks one of the member's messages read (opened); answers the unread count after it. */
export const messageRead = call({
  method: 'POST',
  path: '/api/user/messageRead',
  mutates: true,
  request: requestSchema({ id }),
  response: unreadCount,
});
