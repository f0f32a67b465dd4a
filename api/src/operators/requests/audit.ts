import type { Db } from '../../db/schema';
import { CORRECTION_REF, correctionRef, ENTRY_TYPE } from '../../domain/ledger';
import type { CorrectionPayload } from './kinds';

/** A correcting entry no approved request wrote, or an approved correction whose entry is not what it asked. */
export type CorrectionProblem =
  { kind: 'correction_unasked'; entryId: number; ref: string } | { kind: 'correction_unmatched'; requestId: number };

/**
 * The corrections' part of `ledger:verify`: every gift entry naming a request (`request:<id>`, operators/requests
 * kinds.ts) is the one entry its approved correction wrote, for its member and its signed amount, and every approved
 * correction wrote it.
 */
export async function verifyCorrections(db: Db): Promise<{ corrections: number; problems: CorrectionProblem[] }> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const entries = await trx
        .selectFrom('ledger_entries')
        .select(['id', 'user_id', 'delta', 'ref'])
        .where('type', '=', ENTRY_TYPE.gift)
        .where('ref', 'like', `${CORRECTION_REF}%`)
        .execute();
      const requests = await trx
        .selectFrom('ops_requests')
        .select(['id', 'payload', 'result'])
        .where('kind', '=', 'ledger.correct')
        .where('state', '=', 'approved')
        .execute();
      const byRef = new Map(entries.map((e) => [e.ref!, e]));
      const problems: CorrectionProblem[] = [];
      const matched = new Set<number>();
      for (const request of requests) {
        const asked = JSON.parse(request.payload) as CorrectionPayload;
        const wrote = JSON.parse(request.result!) as { entry_id: number };
        const entry = byRef.get(correctionRef(request.id));
        if (entry && Number(entry.id) === wrote.entry_id && Number(entry.user_id) === asked.userId && Number(entry.delta) === asked.delta)
          matched.add(Number(entry.id));
        else problems.push({ kind: 'correction_unmatched', requestId: Number(request.id) });
      }
      for (const entry of entries)
        if (!matched.has(Number(entry.id))) problems.push({ kind: 'correction_unasked', entryId: Number(entry.id), ref: entry.ref! });
      return { corrections: requests.length, problems };
    });
}
