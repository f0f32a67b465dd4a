import { z } from 'zod';
import { call, id, requestSchema } from '../api/common';
import { calendarDay } from './reports';

/**
 * CSV exports of a period (issue 40): members who joined then, the fund log (one member's, or everyone's), the
 * transactions (deposits and withdrawals) and the audit log. A GET the console links to (its session cookie goes
 * with it), answered as the file itself, streamed as it is read: no envelope. Every export is recorded as a read.
 */
export const EXPORT_KINDS = ['members', 'fundLog', 'transactions', 'audit'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
/** The longest period one export covers. */
export const EXPORT_MAX_DAYS = 366;

export const opsExport = call({
  method: 'GET',
  path: '/api/ops/export',
  mutates: false,
  /** `user_id`: one member's fund log (with kind fundLog only). */
  request: requestSchema({ kind: z.enum(EXPORT_KINDS), from: calendarDay, to: calendarDay, user_id: id.optional() }).refine(
    (input) => input.user_id === undefined || input.kind === 'fundLog',
    { path: ['user_id'] },
  ),
  /** The CSV text (UTF-8 with a BOM, CRLF lines), as a download. */
  response: z.string(),
});

export const exportsCalls = { opsExport };
