// Anti-money-laundering cases (issue 40, migration 061): opened by the server when a rule trips (aml/screening.ts),
// worked and closed by support with notes and a decision, every step audited. While one is open the member's
// withdrawals wait (refuseWhileCaseOpen): closing pays or rejects nothing, the cashier decides after.
import { CASE_DECISIONS } from 'shared-contracts/ops';
import { writeAudit, type Actor } from '../audit/log';
import { isPostgres } from '../db/rawStatement';
import type { Db, Trx } from '../db/schema';
import { AppError } from '../i18n/errors';
import { keysetPage, partsRead, type Page, type PageAsked } from '../lists/keyset';
import { AML_ERR } from './errors';
import { AML_RULES, type AmlRule } from './rules';

export type CaseDecision = (typeof CASE_DECISIONS)[number];

/**
 * Opens a case in the caller's transaction (the movement's): nothing when the member already has one open for the
 * rule. The partial unique index (one open per member and rule) makes that hold under concurrency too; the insert
 * never fails on it, so a rule tripping never stops the movement (a deposit is credited whatever it trips).
 */
export async function openCase(trx: Db | Trx, opened: { userId: number; rule: AmlRule; evidence: unknown }, now: number): Promise<void> {
  await trx
    .insertInto('aml_cases')
    .values({ user_id: opened.userId, rule: opened.rule, evidence: JSON.stringify(opened.evidence), opened_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The member's oldest open case, or null. */
export async function openCaseOf(db: Db | Trx, userId: number): Promise<{ id: number; rule: string } | null> {
  const row = await db
    .selectFrom('aml_cases')
    .select(['id', 'rule'])
    .where('user_id', '=', userId)
    .where('decision', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  return row ? { id: Number(row.id), rule: row.rule } : null;
}

/** Refuses (70140, naming the case) a cashier's approval or payout of a withdrawal while its member has an open case. */
export async function refuseWhileCaseOpen(db: Db | Trx, userId: number): Promise<void> {
  const open = await openCaseOf(db, userId);
  if (open) throw new AppError(AML_ERR.caseOpen, { id: open.id });
}

/** A case locked for a change (PostgreSQL), refused when unknown (70142) or closed (70143). */
async function openCaseForChange(trx: Trx, id: number) {
  const row = await trx
    .selectFrom('aml_cases')
    .select(['id', 'user_id', 'rule', 'decision'])
    .where('id', '=', id)
    .$if(isPostgres(trx), (q) => q.forUpdate())
    .executeTakeFirst();
  if (!row) throw new AppError(AML_ERR.caseUnknown);
  if (row.decision !== null) throw new AppError(AML_ERR.caseClosed, { id });
  return row;
}

async function addNoteRow(trx: Trx, caseId: number, by: Actor, note: string, now: number): Promise<void> {
  await trx.insertInto('aml_case_notes').values({ case_id: caseId, author: by.actor, note, created_at: now }).execute();
}

/** Adds support's note to an open case, audited `aml.caseNote` (the note as the reason). */
export async function addCaseNote(trx: Trx, asked: { id: number; note: string }, by: Actor, now: number): Promise<void> {
  const row = await openCaseForChange(trx, asked.id);
  await addNoteRow(trx, asked.id, by, asked.note, now);
  await writeAudit(
    trx,
    { ...by, action: 'aml.caseNote', target: `aml_case:${asked.id}`, after: { member: Number(row.user_id) }, reason: asked.note },
    now,
  );
}

/** Closes an open case with a decision and a note, audited `aml.caseClose`. Pays, rejects or releases nothing itself. */
export async function closeCase(
  trx: Trx,
  asked: { id: number; decision: CaseDecision; note: string },
  by: Actor,
  now: number,
): Promise<void> {
  const row = await openCaseForChange(trx, asked.id);
  await trx
    .updateTable('aml_cases')
    .set({ decision: asked.decision, decided_by: by.actor, decided_at: now })
    .where('id', '=', asked.id)
    .execute();
  await addNoteRow(trx, asked.id, by, asked.note, now);
  await writeAudit(
    trx,
    {
      ...by,
      action: 'aml.caseClose',
      target: `aml_case:${asked.id}`,
      before: { decision: null },
      after: { member: Number(row.user_id), rule: row.rule, decision: asked.decision },
      reason: asked.note,
    },
    now,
  );
}

export interface CaseNote {
  author: string;
  note: string;
  createdAt: number;
}

export interface AmlCase {
  id: number;
  userId: number;
  username: string;
  rule: AmlRule;
  evidence: Record<string, unknown>;
  openedAt: number;
  decision: CaseDecision | null;
  decidedBy: string | null;
  decidedAt: number | null;
  notes: CaseNote[];
}

const caseRows = (db: Db | Trx) =>
  db
    .selectFrom('aml_cases as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.user_id', 'u.username', 'c.rule', 'c.evidence', 'c.opened_at', 'c.decision', 'c.decided_by', 'c.decided_at']);
type CaseRead = Awaited<ReturnType<ReturnType<typeof caseRows>['execute']>>[number];

/** Cases read with their notes. */
async function withNotes(db: Db | Trx, rows: CaseRead[]): Promise<AmlCase[]> {
  const notes = await notesOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    userId: Number(row.user_id),
    username: row.username,
    rule: row.rule as AmlRule,
    evidence: JSON.parse(row.evidence) as Record<string, unknown>,
    openedAt: Number(row.opened_at),
    decision: row.decision as CaseDecision | null,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at === null ? null : Number(row.decided_at),
    notes: notes.get(Number(row.id)) ?? [],
  }));
}

/** One case with its notes, or undefined. */
export async function caseOf(db: Db | Trx, id: number): Promise<AmlCase | undefined> {
  return (await withNotes(db, await caseRows(db).where('c.id', '=', id).execute()))[0];
}

/**
 * Cases a page at a time, every member's or one's: open ones first, oldest first (the queue's order), then closed ones,
 * newest first; the page's key is the part (0: open, 1: closed) and the id.
 */
export async function casesPage(db: Db | Trx, filter: { userId?: number | undefined }, asked: PageAsked): Promise<Page<AmlCase>> {
  const ofMember = <Q extends ReturnType<typeof caseRows>>(q: Q) =>
    filter.userId === undefined ? q : (q.where('c.user_id', '=', filter.userId) as Q);
  const page = await keysetPage(
    asked,
    2,
    partsRead<CaseRead>([
      (after, take) =>
        ofMember(caseRows(db))
          .where('c.decision', 'is', null)
          .$if(after !== undefined, (q) => q.where('c.id', '>', after!))
          .orderBy('c.id', 'asc')
          .limit(take)
          .execute(),
      (after, take) =>
        ofMember(caseRows(db))
          .where('c.decision', 'is not', null)
          .$if(after !== undefined, (q) => q.where('c.id', '<', after!))
          .orderBy('c.id', 'desc')
          .limit(take)
          .execute(),
    ]),
    (row) => [row.decision === null ? 0 : 1, Number(row.id)],
  );
  return { ...page, rows: await withNotes(db, page.rows) };
}

async function notesOf(db: Db | Trx, caseIds: number[]): Promise<Map<number, CaseNote[]>> {
  const byCase = new Map<number, CaseNote[]>();
  if (caseIds.length === 0) return byCase;
  const rows = await db.selectFrom('aml_case_notes').selectAll().where('case_id', 'in', caseIds).orderBy('id').execute();
  for (const row of rows)
    byCase.set(Number(row.case_id), [
      ...(byCase.get(Number(row.case_id)) ?? []),
      { author: row.author, note: row.note, createdAt: Number(row.created_at) },
    ]);
  return byCase;
}

/** One line of the cases report: a rule and how many of its cases are open, cleared, confirmed. */
export interface CaseCounts {
  rule: AmlRule;
  open: number;
  cleared: number;
  confirmed: number;
}

/** The cases opened in [from, to) (unix ms), counted by rule (every rule, in AML_RULES' order) and outcome. */
export async function caseReport(db: Db | Trx, from: number, to: number): Promise<CaseCounts[]> {
  const rows = await db
    .selectFrom('aml_cases')
    .select((eb) => ['rule', 'decision', eb.fn.countAll<string | number>().as('n')])
    .where('opened_at', '>=', from)
    .where('opened_at', '<', to)
    .groupBy(['rule', 'decision'])
    .execute();
  return AML_RULES.map((rule) => {
    const count = (decision: string | null) => Number(rows.find((row) => row.rule === rule && row.decision === decision)?.n ?? 0);
    return { rule, open: count(null), cleared: count('cleared'), confirmed: count('confirmed') };
  });
}
