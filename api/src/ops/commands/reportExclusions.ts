import { exclusionsAt } from '../../play/exclusions';
import { row, usageError, type OpsCommand } from '../command';

const at = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString().slice(0, 19));

/** The exclusion report, as the console's /ops/exclusions lists it (play/exclusions.ts). */
export const reportExclusions: OpsCommand = {
  name: 'report:exclusions',
  usage: '',
  summary: 'every member on a break now: exclusions and time-outs, since, until, imposed by support (who, why) or self',
  async run({ db, out, now }, args) {
    if (args.length) throw usageError(reportExclusions);
    const entries = await exclusionsAt(db, now());
    if (!entries.length) return out('no member is excluded or on a time-out');
    out(row('user_id', 'username', 'kind', 'since', 'until', 'imposed by', 'reason'));
    for (const e of entries)
      out(row(e.userId, e.username, e.kind, at(e.since), e.indefinite ? 'indefinite' : at(e.until), e.imposedBy ?? 'self', e.reason ?? ''));
  },
};
