import { LOCALES } from 'shared-contracts';
import { SEGMENT_ACTIVE_DAYS_MAX, SUPPORT_BODY_MAX, SUPPORT_TITLE_MAX, type Segment } from 'shared-contracts/ops';
import { z } from 'zod';
import { segmentReach, type SegmentMessage } from '../../messages/segments';
import { askChange } from '../../operators/requests';
import { requirePermission } from '../../operators/permission';
import { hasControlChars } from '../../security/controlChars';
import { OpsError, usageError, type OpsCommand } from '../command';
import { refusedInWords } from './adminRefusal';
import { readJson } from './contentFile';
import { printAsked, takeReason } from './requestArgs';

const plain = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'needed')
    .max(max, `at most ${max} characters`)
    .refine((text) => !hasControlChars(text), 'no control characters (tabs, line breaks ...)');
const words = z.strictObject({ title: plain(SUPPORT_TITLE_MAX), body: plain(SUPPORT_BODY_MAX) });
/** The JSON file: {tw: {title, body}, zh: {...}, en: {...}}, plain text as the console's. */
const messageFile = z.strictObject({ tw: words, zh: words, en: words });

/**
 * One in-site message to a segment, asked as the console's opsSegmentAsk (messages/segments.ts): another operator
 * approves it (request:approve), which sends it once; excluded and disabled members are left out. `--preview` only
 * counts.
 */
export const messageSegment: OpsCommand = {
  name: 'message:segment',
  usage: 'deposited-this-month | deposited <YYYY-MM-DD> <YYYY-MM-DD> | active <days> | all  (<file> --reason "..." | --preview)',
  summary:
    'ask to send one in-site message {tw: {title, body}, zh: {...}, en: {...}} to a segment of members (another ' +
    'support or admin approves; excluded and disabled members are left out; audited); --preview counts whom it reaches',
  async run(ctx, args) {
    const preview = args.includes('--preview');
    const { reason, rest } = takeReason(
      messageSegment,
      args.filter((arg) => arg !== '--preview'),
      preview,
    );
    // The file is the last argument, unless only counting.
    const path = preview ? null : rest.pop();
    const segment = segmentOf(rest);
    const reach = await refusedInWords(() => segmentReach(ctx.db, segment, ctx.now(), ctx.config.wallet.timeZone));
    ctx.out(`reaches ${reach.reached} members; left out: ${reach.excluded} excluded, ${reach.disabled} disabled`);
    if (!path) return;
    const message = await messageOf(path, segment);
    const id = await refusedInWords(() =>
      ctx.db.transaction().execute(async (trx) => {
        await requirePermission(trx, ctx.by, 'support');
        return askChange(ctx, trx, { kind: 'message.segment', payload: message, reason }, ctx.by);
      }),
    );
    printAsked(ctx, id, `send "${message.title.en}" to ${segment.kind}`);
  },
};

function segmentOf(spec: string[]): Segment {
  const [kind, first, second] = spec;
  if (kind === 'deposited-this-month' && spec.length === 1) return { kind: 'deposited_this_month' };
  if (kind === 'deposited' && spec.length === 3) return { kind: 'deposited_between', begin: first!, end: second! };
  if (kind === 'all' && spec.length === 1) return { kind: 'all_active' };
  if (kind === 'active' && spec.length === 2) {
    const days = Number(first);
    if (!Number.isInteger(days) || days < 1 || days > SEGMENT_ACTIVE_DAYS_MAX)
      throw new OpsError(`"${first}" is not a number of days (1 to ${SEGMENT_ACTIVE_DAYS_MAX})`, 2);
    return { kind: 'active_days', days };
  }
  throw usageError(messageSegment);
}

async function messageOf(path: string, segment: Segment): Promise<SegmentMessage> {
  const parsed = messageFile.safeParse(await readJson(path));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'the file'}: ${issue.message}`);
    throw new OpsError(`"${path}" is not a message file {tw: {title, body}, zh: {...}, en: {...}}: ${problems.join('; ')}`);
  }
  const texts = parsed.data;
  return {
    segment,
    title: Object.fromEntries(LOCALES.map((lang) => [lang, texts[lang].title])) as SegmentMessage['title'],
    body: Object.fromEntries(LOCALES.map((lang) => [lang, texts[lang].body])) as SegmentMessage['body'],
  };
}
