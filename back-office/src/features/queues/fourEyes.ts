import type { QueueRow } from './api/opsQueue';

/** Whether a withdrawal of this amount is paid only on a second operator's approval (above the threshold, as the api). */
export const needsTwo = (row: QueueRow, secondApprovalAbove: number) => row.amount > secondApprovalAbove;

/** A large withdrawal with its first approval recorded: a different operator must give the second. */
export const awaitsSecond = (row: QueueRow, secondApprovalAbove: number) => row.approvals.length > 0 && needsTwo(row, secondApprovalAbove);

/** The operators who approved it so far, by name (the api records them as 'operator:<name>'). */
export const approverNames = (row: QueueRow) => row.approvals.map((actor) => actor.replace(/^operator:/, '')).join(', ');
