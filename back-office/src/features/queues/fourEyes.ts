import type { QueueKind, QueueRow } from './api/opsQueue';

/**
 * A request that takes two approvals (the server decides: `needs_second`) with its first recorded: another operator
 * gives the second. An open deposit's `needs_second` is unknown until an amount is stated, so one still open with an
 * approval recorded is awaiting its second.
 */
export const awaitsSecond = (row: QueueRow, kind: QueueKind) => row.approvals.length > 0 && (row.needs_second || kind === 'open_deposit');

/** An operator by name (the api records them as 'operator:<name>'). */
export const operatorName = (actor: string) => actor.replace(/^operator:/, '');

/** The operators who approved it so far, by name. */
export const approverNames = (row: QueueRow) => row.approvals.map(operatorName).join(', ');
