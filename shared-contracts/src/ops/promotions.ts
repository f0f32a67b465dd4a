import { z } from 'zod';
import { call, emptyRequest, requestSchema, unixSeconds } from '../api/common';
import { ARTICLE_TABS, fixedDepositPromotion } from '../api/content';
import { depositPromotion } from '../api/wallet';
import { CONTENT_KINDS, type ContentKind } from './kinds';
import { requestRow } from './requests';

/**
 * The back office's promotions and content calls (issue 29, admin): the two promotion programs (the deposit bonus and the
 * fixed deposit, as the player's `promotions` call answers them) with their history, and the notices and articles in
 * three languages. Money in minor units; turnover multiples in hundredths (1.5 -> 150).
 */

const reason = z.string().trim().min(3).max(500);
const rowId = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

export const PROGRAM_NAMES = ['deposit_bonus', 'fixed_deposit'] as const;
export type ProgramName = (typeof PROGRAM_NAMES)[number];

/** One change of a program: its settings from then on, who made it (`operator:<name>`, or the CLI's name), when, why. */
const change = <S extends z.ZodType>(settings: S) =>
  z.object({ id: z.number().int(), settings, changed_by: z.string(), note: z.string().nullable(), createtime: unixSeconds });

export const programsAnswer = z.object({
  deposit_bonus: z.object({ current: depositPromotion, history: z.array(change(depositPromotion)) }),
  fixed_deposit: z.object({ current: fixedDepositPromotion, history: z.array(change(fixedDepositPromotion)) }),
});
export type ProgramsAnswer = z.infer<typeof programsAnswer>;

/** Both programs as in force, and every change of each, newest first (the first is the seed of migration 034). */
export const opsPrograms = call({
  method: 'POST',
  path: '/api/ops/programs',
  mutates: false,
  request: emptyRequest,
  response: programsAnswer,
});

/**
 * Asks to change one program (issue 38: a bonus creates money, so a second admin approves; opsRequestDecide applies it):
 * `program` names it and its field holds its whole new settings. The rules of docs/game-rules.md (percent 0-100, tiers
 * increasing ...) refuse it whole when asked (70061, naming each problem); the settings in force already: 70060. A change
 * applies to what is credited after its approval.
 */
export const opsProgramSet = call({
  method: 'POST',
  path: '/api/ops/programSet',
  mutates: true,
  request: requestSchema({
    program: z.enum(PROGRAM_NAMES),
    deposit_bonus: depositPromotion.optional(),
    fixed_deposit: fixedDepositPromotion.optional(),
    reason,
  }).refine((input) => input[input.program] !== undefined, { message: 'the settings of the program named', path: ['program'] }),
  response: requestRow,
});

export { CONTENT_KINDS, type ContentKind };
/** Where an article shows: one of the news tabs, or 'top' (the hot topics). */
export const ARTICLE_PLACES = [...ARTICLE_TABS, 'top'] as const;
export type ArticlePlace = (typeof ARTICLE_PLACES)[number];

export const CONTENT_TITLE_MAX = 200;
export const CONTENT_BODY_MAX = 100_000;
/** A title (plain text, no control characters) and a body (HTML, sanitized by the server) in one language. */
export const contentText = z.object({
  title: z
    .string()
    .trim()
    .min(1)
    .max(CONTENT_TITLE_MAX)
    .regex(/^[^\p{Cc}]*$/u),
  content: z.string().trim().min(1).max(CONTENT_BODY_MAX),
});
export type ContentText = z.infer<typeof contentText>;

export const contentRow = z.object({
  id: z.number().int(),
  tw: contentText,
  zh: contentText,
  en: contentText,
  /** An article's place and image address ('' for none); null for a notice. */
  tab: z.enum(ARTICLE_PLACES).nullable(),
  image: z.string().nullable(),
  createtime: unixSeconds,
  /** When it was retired (players no longer see it), or null while shown. */
  retired_at: unixSeconds.nullable(),
});
export type ContentRow = z.infer<typeof contentRow>;

/** Every notice and article, retired ones too, newest first, with the texts as stored (sanitized). */
export const opsContent = call({
  method: 'POST',
  path: '/api/ops/content',
  mutates: false,
  request: emptyRequest,
  response: z.object({ notices: z.array(contentRow), articles: z.array(contentRow) }),
});

/**
 * Publishes a notice or an article (no `id`) or edits one not retired (70064): titles and bodies in three languages,
 * each body sanitized as the CLI does (nothing left of one: 70062); an article's tab and image (70065) too.
 */
export const opsContentSave = call({
  method: 'POST',
  path: '/api/ops/contentSave',
  mutates: true,
  request: requestSchema({
    kind: z.enum(CONTENT_KINDS),
    id: rowId.optional(),
    tw: contentText,
    zh: contentText,
    en: contentText,
    tab: z.enum(ARTICLE_PLACES).optional(),
    image: z.string().trim().max(500).optional(),
    reason,
  }),
  response: contentRow,
});

/** Retires a notice or an article for good: players no longer see it (retired already: 70064). */
export const opsContentRetire = call({
  method: 'POST',
  path: '/api/ops/contentRetire',
  mutates: true,
  request: requestSchema({ kind: z.enum(CONTENT_KINDS), id: rowId, reason }),
  response: z.object({ id: z.number().int(), retired_at: unixSeconds }),
});

/** The HTML the player would get of a body (sanitized as stored and as sent), saving nothing. */
export const opsContentPreview = call({
  method: 'POST',
  path: '/api/ops/contentPreview',
  mutates: false,
  request: requestSchema({ content: z.string().max(CONTENT_BODY_MAX) }),
  response: z.object({ content: z.string(), rewritten: z.boolean() }),
});

export const promotionsCalls = { opsPrograms, opsProgramSet, opsContent, opsContentSave, opsContentRetire, opsContentPreview };
