// One in-site message to a segment of members (issue 40): who a segment names, how many it reaches, and the writing
// of its messages once its four-eyes request (operators/requests kinds.ts, message.segment) is approved. Days and
// months are the wallet's time zone's (WALLET_TIME_ZONE), as deposit limits count them. Excluded members (self-excluded
// or by support, play/controls.ts isExcluded) and disabled ones are always left out: no promotion or marketing reaches
// them.
import { dateFilterRefusal, GROUP_MEMBER, type Locale } from 'shared-contracts';
import type { Segment, SegmentReach } from 'shared-contracts/ops';
import type { Db, Trx } from '../db/schema';
import { ENTRY_STATUS, ENTRY_TYPE } from '../domain/ledger';
import { calendarMonthOf, dateIn, dateRange, type Range } from '../domain/time';
import { AppError } from '../i18n/errors';
import { SEGMENT_ERR } from './errors';

/** Members written per statement: a large segment is read and written in batches, never held whole in memory. */
export const SEGMENT_BATCH = 500;
const DAY_MS = 86_400_000;
const ACTIVE = 0;

/** A message's words by language. */
export type Words = Record<Locale, string>;
export interface SegmentMessage {
  segment: Segment;
  title: Words;
  body: Words;
}

/** The deposits' span a segment names (the sales time zone's days), or null when it names no deposits. 70160: no period. */
export function depositSpan(segment: Segment, now: number, timeZone: string): Range | null {
  if (segment.kind === 'deposited_this_month') return calendarMonthOf(now, timeZone);
  if (segment.kind !== 'deposited_between') return null;
  const today = dateIn(now, timeZone);
  if (dateFilterRefusal(segment.begin, today) || dateFilterRefusal(segment.end, today) || segment.begin > segment.end)
    throw new AppError(SEGMENT_ERR.period);
  return dateRange(segment.begin, segment.end, timeZone);
}

/** The segment's members (guests never), disabled and excluded ones included: `u` is the member. */
function membersOf(db: Db | Trx, segment: Segment, now: number, timeZone: string) {
  const deposits = depositSpan(segment, now, timeZone);
  const betSince = segment.kind === 'active_days' ? now - segment.days * DAY_MS : null;
  return db
    .selectFrom('users as u')
    .where('u.group_id', '=', GROUP_MEMBER)
    .$if(deposits !== null, (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('ledger_entries as l')
            .select('l.id')
            .whereRef('l.user_id', '=', 'u.id')
            .where('l.type', '=', ENTRY_TYPE.deposit)
            .where('l.status', '=', ENTRY_STATUS.passed)
            // A deposit request moves nothing: its credit does.
            .where('l.delta', '!=', 0)
            .where('l.created_at', '>=', deposits!.from)
            .where('l.created_at', '<', deposits!.to),
        ),
      ),
    )
    .$if(betSince !== null, (q) =>
      q.where((eb) =>
        eb.exists(
          eb.selectFrom('lottery_orders as o').select('o.id').whereRef('o.user_id', '=', 'u.id').where('o.created_at', '>=', betSince!),
        ),
      ),
    );
}

type Members = ReturnType<typeof membersOf>;

/** An exclusion running at `now`, as isExcluded reads it (a time-out is not one). */
const excluded = (q: Members, now: number, yes: boolean) =>
  q.where((eb) => {
    const running = eb.exists(
      eb
        .selectFrom('play_settings as s')
        .select('s.user_id')
        .whereRef('s.user_id', '=', 'u.id')
        .where('s.break_kind', '=', 'exclusion')
        .where('s.break_until', '>', now),
    );
    return yes ? running : eb.not(running);
  });

async function count(q: Members): Promise<number> {
  const row = await q.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many members the segment reaches at `now`, and how many of its members are left out: disabled, else excluded. */
export async function segmentReach(db: Db | Trx, segment: Segment, now: number, timeZone: string): Promise<SegmentReach> {
  // One after another: a transaction's statements share its one connection.
  const members = membersOf(db, segment, now, timeZone);
  const disabled = await count(members.where('u.status', '!=', ACTIVE));
  const left = await count(excluded(members.where('u.status', '=', ACTIVE), now, true));
  const reached = await count(excluded(members.where('u.status', '=', ACTIVE), now, false));
  return { reached, excluded: left, disabled };
}

/**
 * Writes the message to every member the segment reaches at `now`, in the approval's transaction (so it is sent
 * exactly when the request turns approved: once), its words kept once and each member's row naming them; members
 * are read and written SEGMENT_BATCH at a time, in id order. Answers what it wrote and whom it left out.
 */
export async function sendSegmentMessage(
  trx: Trx,
  message: SegmentMessage & { requestId: number },
  now: number,
  timeZone: string,
): Promise<SegmentReach & { segmentMessage: number }> {
  const reach = await segmentReach(trx, message.segment, now, timeZone);
  const { id } = await trx
    .insertInto('segment_messages')
    .values({
      request_id: message.requestId,
      segment: JSON.stringify(message.segment),
      title_tw: message.title.tw,
      title_zh: message.title.zh,
      title_en: message.title.en,
      body_tw: message.body.tw,
      body_zh: message.body.zh,
      body_en: message.body.en,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const params = JSON.stringify({ segment_message: Number(id) });
  const reached = excluded(membersOf(trx, message.segment, now, timeZone).where('u.status', '=', ACTIVE), now, false);
  let after = 0;
  let written = 0;
  for (;;) {
    const batch = await reached.select('u.id').where('u.id', '>', after).orderBy('u.id').limit(SEGMENT_BATCH).execute();
    if (batch.length === 0) break;
    await trx
      .insertInto('messages')
      .values(batch.map((member) => ({ user_id: Number(member.id), kind: 'segment_message', params, created_at: now, read_at: null })))
      .execute();
    written += batch.length;
    after = Number(batch[batch.length - 1]!.id);
  }
  return { ...reach, reached: written, segmentMessage: Number(id) };
}

/** The words of the segment messages named, by id (a member's list of messages reads them once per page). */
export async function segmentWords(db: Db | Trx, ids: number[]): Promise<Map<number, { title: Words; body: Words }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('segment_messages').selectAll().where('id', 'in', ids).execute();
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { title: { tw: row.title_tw, zh: row.title_zh, en: row.title_en }, body: { tw: row.body_tw, zh: row.body_zh, en: row.body_en } },
    ]),
  );
}
