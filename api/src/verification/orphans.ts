// Images no submission names (uploaded, then never submitted, or replaced by another upload) are removed once
// KYC_UPLOAD_ORPHAN_HOURS old, from the upload store and the table: the maintenance loop's hourly sweep (issue 40).
import { isPostgres } from '../db/rawStatement';
import type { Db, Trx } from '../db/schema';
import type { UploadStore } from './store';

/** Files one sweep takes at most; the next hour's takes the rest. */
export const ORPHAN_BATCH = 500;

const unnamed = (db: Db | Trx) =>
  db
    .selectFrom('verification_files as f')
    .select(['f.id', 'f.path'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('verification_submissions as s')
            .select('s.id')
            .where((eb) => eb.or([eb('s.document_file', '=', eb.ref('f.id')), eb('s.selfie_file', '=', eb.ref('f.id'))])),
        ),
      ),
    );

/**
 * Removes the images no submission names that were uploaded before `now - olderThanMs`; answers how many. Each one in
 * its own transaction: the row locked and checked again (a submission naming it may have come since; submitting locks
 * the rows too), deleted, its object removed, then committed, so a removal that fails leaves the row for the next sweep.
 */
export async function removeOrphanImages(db: Db, store: UploadStore, olderThanMs: number, now: number): Promise<number> {
  const candidates = await unnamed(db)
    .where('f.created_at', '<', now - olderThanMs)
    .orderBy('f.id')
    .limit(ORPHAN_BATCH)
    .execute();
  let removed = 0;
  for (const candidate of candidates) {
    const id = Number(candidate.id);
    const gone = await db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('verification_files')
        .select('id')
        .where('id', '=', id)
        .$if(isPostgres(trx), (q) => q.forUpdate())
        .execute();
      const still = await unnamed(trx).where('f.id', '=', id).executeTakeFirst();
      if (!still) return false;
      await trx.deleteFrom('verification_files').where('id', '=', id).execute();
      await store.remove(still.path);
      return true;
    });
    if (gone) removed++;
  }
  return removed;
}
