import { parseMoney } from 'shared-contracts';
import type { z } from 'zod';
import { OpsError, usageError, type OpsCommand } from '../command';

/** `--reason <text>` taken out of the arguments (the rest in order); the reason is required unless `optional`. */
export function takeReason(command: OpsCommand, args: string[], optional = false): { reason: string; rest: string[] } {
  const { value, rest } = takeOption(command, args, '--reason', optional);
  return { reason: value, rest };
}

/** `<flag> <text>` taken out of the arguments (the rest in order); required unless `optional` ('' when absent). */
export function takeOption(command: OpsCommand, args: string[], flag: string, optional = false): { value: string; rest: string[] } {
  const at = args.indexOf(flag);
  const value = at === -1 ? '' : (args[at + 1] ?? '').trim();
  if ((at === -1 && !optional) || (at !== -1 && !value)) throw usageError(command);
  return { value, rest: at === -1 ? args : args.filter((_, i) => i !== at && i !== at + 1) };
}

/** The arguments as the console's call takes them, refused (exit 2) as the call refuses them. */
export function parsed<S extends z.ZodType>(command: OpsCommand, schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new OpsError(`${usageError(command).message} (${result.error.issues[0]!.message})`, 2);
  return result.data;
}

/** A positive amount in u (at most 2 decimals) as minor units, or a usage refusal naming the text. */
export function positiveAmount(text: string): number {
  const amount = parseMoney(text);
  if (amount === null || amount <= 0) throw new OpsError(`"${text}" is not a positive amount in u with at most 2 decimals`, 2);
  return amount;
}

/** A request's id argument. */
export function requestId(command: OpsCommand, text: string | undefined): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id <= 0) throw usageError(command);
  return id;
}

/** A decision command's arguments: the request's id, and `--reason` (required to reject, optional to approve). */
export function decisionArgs(command: OpsCommand, args: string[], verb: 'approve' | 'reject'): { id: number; reason: string } {
  const { reason, rest } = takeReason(command, args, verb === 'approve');
  if (rest.length !== 1) throw usageError(command);
  return { id: requestId(command, rest[0]), reason };
}

/** The usage line of a decision command. */
export const decisionUsage = (verb: 'approve' | 'reject') => (verb === 'approve' ? '<id> [--reason "..."]' : '<id> --reason "..."');

/** What asking printed: the request and how it applies. */
export function printAsked(ctx: { out: (line: string) => void }, id: number, what: string, approve = `request:approve ${id}`): void {
  ctx.out(`request ${id}: ${what}; pending until another operator approves it (${approve})`);
}
