import { z } from 'zod';
import { LOCALES } from '../domain/locale';

/** Every call carries host and lang (body for POST, query for GET). */
export const commonFields = {
  host: z.string().max(255).optional(),
  lang: z.enum(LOCALES).optional(),
};

/** A request body: the common fields plus the call's own; any other field is refused. */
export function requestSchema<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject({ ...commonFields, ...shape });
}

export const emptyRequest = requestSchema({});

/** A successful answer of the call, as it travels: the answer in data (and in msg too when the spec reads it there). */
export function envelopeSchema<Req extends z.ZodType, Res extends z.ZodType>(def: CallDef<Req, Res>) {
  return z.object({ code: z.number().int(), msg: def.answerInMsg ? def.response : z.string(), data: def.response });
}

/** Money on the wire: an integer count of minor units (see domain/money). */
export const minor = z.number().int().safe();
export const positiveMinor = minor.positive();
export const nonnegativeMinor = minor.nonnegative();
/**
 * A row id: a positive int32, as a JSON integer or as its canonical decimal text ("12", what a client reads
 * from a query string). Nothing else is converted: true, [1], " 1 ", "01", "+1", "1e0" and "1.0" are refused.
 */
export const id = z
  .union([
    z.number().int(),
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/)
      .transform(Number),
  ])
  .pipe(
    z
      .number()
      .positive()
      .max(2 ** 31 - 1),
  );
/** The shape of a date filter; the server checks the rule (a real day from 2018-01-01 to today, begin <= end) with domain/dates. */
export const dateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const unixSeconds = z.number().int().nonnegative();
export const page = z.number().int().min(1).max(10_000).optional();

/** A call of docs/api.md: its method, path, request and answer schema. */
export interface CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType, M extends boolean = boolean> {
  method: 'GET' | 'POST';
  path: string;
  request: Req;
  response: Res;
  /** Whether the call changes state (so carries an Idempotency-Key). */
  mutates: M;
  /** Whether the call is sent without a token. */
  public?: boolean;
  /** The spec's client reads this answer from msg (userInfo: `msg{user fields}`): it travels in msg as well as data. */
  answerInMsg?: boolean;
}

/** Keeps `mutates` as its literal, so the api can type a handler's db by it (a mutation's is the transaction). */
export function call<Req extends z.ZodType, Res extends z.ZodType, M extends boolean>(def: CallDef<Req, Res, M>): CallDef<Req, Res, M> {
  return def;
}

export type RequestOf<C> = C extends CallDef<infer Req, z.ZodType> ? Omit<z.input<Req>, 'host' | 'lang'> : never;
export type ResponseOf<C> = C extends CallDef<z.ZodType, infer Res> ? z.output<Res> : never;
