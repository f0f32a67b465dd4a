// The operator's deny-list (issue 40, migration 062): addresses no deposit should come from and no payout go to, e.g.
// a sanctions list. An admin's CSV (address[,note]) replaces it whole, or changes nothing when any line is wrong.
import { createHash } from 'node:crypto';
import { writeAudit, type Actor } from '../audit/log';
import { InvalidAddressError, parseAddress, type Hex20 } from '../chain/address';
import type { Db, Trx } from '../db/schema';
import { AppError } from '../i18n/errors';
import { AML_ERR } from './errors';

export interface DenyListEntry {
  address: Hex20;
  note: string | null;
}

/** Rows inserted per statement (two parameters each). */
const INSERT_BATCH = 400;
/** Line numbers a refusal names at most. */
const LINES_NAMED = 20;

/** A note as written: a quoted CSV field ("a, b" with "" for a quote) unquoted; empty is none. */
function noteOf(raw: string): string | null {
  let note = raw.trim();
  if (note.length >= 2 && note.startsWith('"') && note.endsWith('"')) note = note.slice(1, -1).replaceAll('""', '"');
  return note === '' ? null : note.slice(0, 500);
}

/** A CSV file's lines as the upload carries them (a call's strings hold no line breaks): without a BOM or a last empty line. */
export function csvLines(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * The CSV's entries (blank lines and a first line `address[,note]` skipped; an address twice kept once, its first
 * note), or the numbers of the lines that hold no TRON address (base58 'T…' or 0x + 40 hex).
 */
export function parseDenyList(lines: readonly string[]): { entries: DenyListEntry[]; badLines: number[] } {
  const entries = new Map<Hex20, DenyListEntry>();
  const badLines: number[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const comma = line.indexOf(',');
    const first = (comma === -1 ? line : line.slice(0, comma)).trim().replace(/^"(.*)"$/, '$1');
    if (index === 0 && first.toLowerCase() === 'address') return;
    try {
      const address = parseAddress(first);
      if (!entries.has(address)) entries.set(address, { address, note: comma === -1 ? null : noteOf(line.slice(comma + 1)) });
    } catch (error) {
      if (!(error instanceof InvalidAddressError)) throw error;
      badLines.push(index + 1);
    }
  });
  return { entries: [...entries.values()], badLines };
}

/**
 * Replaces the deny-list with the CSV's addresses as `by`, audited `aml.denyList` (how many before and after, the
 * SHA-256 of the file's lines joined by '\n'). A wrong line refuses it all (70141, naming the lines), changing nothing.
 */
export async function replaceDenyList(
  trx: Trx,
  lines: readonly string[],
  by: Actor,
  now: number,
): Promise<{ count: number; sha256: string }> {
  const { entries, badLines } = parseDenyList(lines);
  if (badLines.length > 0) {
    const named = badLines.slice(0, LINES_NAMED).join(', ') + (badLines.length > LINES_NAMED ? ', …' : '');
    throw new AppError(AML_ERR.denyListInvalid, { lines: named });
  }
  const sha256 = createHash('sha256').update(lines.join('\n')).digest('hex');
  const before = await denyListSize(trx);
  await trx.deleteFrom('aml_deny_list').execute();
  for (let i = 0; i < entries.length; i += INSERT_BATCH)
    await trx
      .insertInto('aml_deny_list')
      .values(entries.slice(i, i + INSERT_BATCH).map((entry) => ({ ...entry, added_at: now })))
      .execute();
  await writeAudit(
    trx,
    { ...by, action: 'aml.denyList', target: 'aml_deny_list', before: { count: before }, after: { count: entries.length, sha256 } },
    now,
  );
  return { count: entries.length, sha256 };
}

export async function denyListSize(db: Db | Trx): Promise<number> {
  const row = await db
    .selectFrom('aml_deny_list')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The deny-list's entry for `address` (either spelling), or null: also for what is no TRON address (a bank card). */
export async function deniedEntry(db: Db | Trx, address: string): Promise<DenyListEntry | null> {
  let hex: Hex20;
  try {
    hex = parseAddress(address);
  } catch (error) {
    if (error instanceof InvalidAddressError) return null;
    throw error;
  }
  const row = await db.selectFrom('aml_deny_list').select(['address', 'note']).where('address', '=', hex).executeTakeFirst();
  return row ? { address: row.address as Hex20, note: row.note } : null;
}
