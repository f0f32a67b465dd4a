import type { QueueRow } from './api/opsQueue';

/** A request that takes two approvals (the server decides: `needs_second`) with its first recorded: another operator gives the second. */
export const awaitsSecond = (row: QueueRow) => row.approvals.length > 0 && row.needs_second;

/** An operator by name (the api records them as 'operator:<name>'). */
export const operatorName = (actor: string) => actor.replace(/^operator:/, '');

/** The operators who approved it so far, by name. */
export const approverNames = (row: QueueRow) => row.approvals.map(operatorName).join(', ');
