import type { Actor } from '../audit/log';
import type { Trx } from '../db/schema';
import { AppError } from '../i18n/errors';
import { OPS_ERR } from './errors';
import { mayDo, type OpsPermission } from './roles';

/**
 * `by` is an active operator whose role may take `permission` (the table of roles): the same check whichever door
 * they use (the console's routes check it on the session too).
 */
export async function requirePermission(trx: Trx, by: Actor, permission: OpsPermission): Promise<void> {
  const name = by.actor.startsWith('operator:') ? by.actor.slice('operator:'.length) : null;
  const operator = name
    ? await trx.selectFrom('operators').select('role').where('name', '=', name).where('status', '=', 0).executeTakeFirst()
    : undefined;
  if (!operator || !mayDo(operator.role, permission)) throw new AppError(OPS_ERR.forbidden);
}
