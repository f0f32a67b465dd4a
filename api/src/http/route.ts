import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSuccessCode, type Envelope, type Locale } from 'shared-contracts';
import type { CallDef } from 'shared-contracts/api';
import type { z } from 'zod';
import type { AuthUser } from '../accounts/authUser';
import type { Db, Trx } from '../db/schema';
import { AppError, ERR } from '../i18n/errors';
import { failure, success, successInMsg } from './envelope';
import { localeOf, type MessageKey } from '../i18n/translate';
import { IDEMPOTENCY_HEADER, checkKey, idempotentMutation, requestHash } from './idempotency';
import { legacyAnswer, legacyInstead, legacyRequest } from './legacy/convert';
import { dialectOf, type Dialect } from './legacy/dialect';
import { legacySessionRefusal } from './legacy/session';
import { parseInput } from './validate';

/** What a handler receives. In a mutation's `handle`, `db` IS the transaction that also stores the idempotency key. */
export interface CallContext<I, D extends Db = Db> {
  input: I;
  lang: Locale;
  /** The request's wire (legacy/dialect.ts); handlers see our form either way, a rule may differ by it. */
  dialect: Dialect;
  ip: string;
  req: FastifyRequest;
  /** For answer headers (a cookie); the helper sends the body. */
  reply: FastifyReply;
  app: FastifyInstance;
  db: D;
  /** The token's user; reading it in a public call without a user answers 50008. */
  readonly user: AuthUser;
  userOrNull: AuthUser | null;
}

type In<C> = C extends CallDef<infer Req, z.ZodType> ? z.output<Req> : never;
type Out<C> = C extends CallDef<z.ZodType, infer Res> ? z.input<Res> : never;

export interface ReadOptions<C> {
  handle: (ctx: CallContext<In<C>>) => Promise<Out<C>>;
  message?: MessageKey;
  /**
   * The call reads only what the process holds in memory (the heartbeat): while the database cannot be reached it
   * may still accept a session this process held (Sessions.resolve), so players keep the room while it is away.
   */
  fromMemory?: boolean;
}

export interface WriteOptions<C, P> {
  /** Runs before the transaction with the plain db: reads and slow work (scrypt). May refuse. */
  prepare?: (ctx: CallContext<In<C>>) => Promise<P>;
  /** The write; `ctx.db` is the transaction. */
  handle: (ctx: CallContext<In<C>, Trx>, prepared: P) => Promise<Out<C>>;
  message?: MessageKey;
  /**
   * false for the calls that open a session (login, register, guest): they ignore the Idempotency-Key and run
   * again on every retry, re-checking password, lock and status, so a stored answer never mints a session.
   */
  replayable?: false;
  /**
   * true for the calls a disabled account may still make (docs/money.md): withdrawing its balance and what that needs
   * (a security code, a binding), reading a message, signing out. Any other write answers 20010.
   */
  whileDisabled?: true;
  /** The largest body this call takes, when more than the app's 64 KB (an image upload). */
  bodyLimit?: number;
}

function rawInput(req: FastifyRequest, method: 'GET' | 'POST'): unknown {
  return method === 'GET' ? req.query : req.body;
}

/** A class rather than an object literal with a getter: it is built on every request. */
class Context<I, D extends Db = Db> implements CallContext<I, D> {
  constructor(
    readonly input: I,
    readonly lang: Locale,
    readonly dialect: Dialect,
    readonly req: FastifyRequest,
    readonly reply: FastifyReply,
    readonly app: FastifyInstance,
    readonly db: D,
    readonly userOrNull: AuthUser | null,
  ) {}

  get ip(): string {
    return this.req.ip;
  }

  get user(): AuthUser {
    if (!this.userOrNull) throw new AppError(ERR.tokenUnknown.unknown);
    return this.userOrNull;
  }

  /** The same call with the transaction as its db. */
  within(trx: Trx): Context<I, Trx> {
    return new Context(this.input, this.lang, this.dialect, this.req, this.reply, this.app, trx, this.userOrNull);
  }
}

async function context<C extends CallDef>(
  app: FastifyInstance,
  def: C,
  req: FastifyRequest,
  reply: FastifyReply,
  dialect: Dialect,
  fromMemory = false,
  /** Whether a disabled account's session may make the call (every read; the writes of WriteOptions.whileDisabled). */
  whileDisabled = def.mutates !== true,
): Promise<Context<In<C>>> {
  const raw = rawInput(req, def.method);
  const lang = localeOf((raw as { lang?: unknown } | null | undefined)?.lang);
  req.lang = lang;
  const userOrNull = def.public
    ? null
    : await app.authenticate(req, { fromMemory }).catch((error: unknown) => {
        throw dialect === 'legacy' ? legacySessionRefusal(req, error) : error;
      });
  // Before the input, as the token: what a disabled account may not do is refused whatever it sends.
  if (userOrNull?.disabled && !whileDisabled) throw new AppError(ERR.accountDisabled);
  const input = parseInput(def.request, dialect === 'legacy' ? legacyRequest(app, def, raw, lang) : raw, lang) as In<C>;
  return new Context(input, lang, dialect, req, reply, app, app.db, userOrNull);
}

/** The answer as the request's dialect reads it; a refusal is the same in both. Ours as it is, with no extra await. */
function inDialect(
  ctx: Context<unknown>,
  def: CallDef,
  answer: Envelope<unknown, unknown>,
): Envelope<unknown, unknown> | Promise<Envelope<unknown, unknown>> {
  if (ctx.dialect !== 'legacy' || !isSuccessCode(answer.code)) return answer;
  return legacyAnswer(def, answer.data, ctx).then((data) => ({
    ...answer,
    data,
    ...(def.answerInMsg && { msg: data }),
  }));
}

/** A legacy request that asks for another call's answer (legacy/forms.ts `insteadWhenMissing`) gets that call's handler. */
function legacyStandIn(app: FastifyInstance, def: CallDef, req: FastifyRequest, dialect: Dialect) {
  const instead = dialect === 'legacy' ? legacyInstead(def, rawInput(req, def.method)) : null;
  return instead && app.readHandlers.get(instead.path);
}

/** A read call of docs/api.md: validated input, auth unless public, the envelope around the answer. */
export function readCall<C extends CallDef>(app: FastifyInstance, def: C, options: ReadOptions<C>): void {
  if (def.mutates) throw new Error(`${def.path} changes state: use writeCall`);
  if (def.answerInMsg && options.message) throw new Error(`${def.path} answers in msg: it has no message`);
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const dialect = dialectOf(req);
    const standIn = legacyStandIn(app, def, req, dialect);
    if (standIn) return standIn.call(app, req, reply);
    const ctx = await context(app, def, req, reply, dialect, options.fromMemory);
    const answer = await options.handle(ctx);
    return inDialect(ctx, def, def.answerInMsg ? successInMsg(answer) : success(ctx.lang, answer, options.message));
  };
  app.route({ method: def.method, url: def.path, handler });
  app.readHandlers.set(def.path, handler);
}

/** A state-changing call: as readCall, plus one transaction and the Idempotency-Key (see idempotency.ts). */
export function writeCall<C extends CallDef, P = undefined>(app: FastifyInstance, def: C, options: WriteOptions<C, P>): void {
  if (!def.mutates) throw new Error(`${def.path} is a read: use readCall`);
  if (def.answerInMsg) throw new Error(`${def.path}: answering in msg is built for reads only`);
  app.route({
    method: def.method,
    url: def.path,
    ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
    handler: async (req, reply) => {
      const dialect = dialectOf(req);
      const standIn = legacyStandIn(app, def, req, dialect);
      if (standIn) return standIn.call(app, req, reply);
      const ctx = await context(app, def, req, reply, dialect, false, options.whileDisabled);
      const key = options.replayable === false ? null : checkKey(req.headers[IDEMPOTENCY_HEADER]);
      const { answer, replayed } = await idempotentMutation({
        db: app.db,
        scope: ctx.userOrNull ? `u:${ctx.userOrNull.id}` : `ip:${ctx.ip}`,
        key,
        hash: requestHash(app.requestHashKey, def.method, def.path, ctx.input),
        prepare: async () => (options.prepare ? options.prepare(ctx) : (undefined as P)),
        run: async (trx, prepared) => success(ctx.lang, await options.handle(ctx.within(trx), prepared), options.message),
        refusal: (error) => failure(ctx.lang, error),
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      // Stored in our form: a retry in either dialect gets it in its own.
      return inDialect(ctx, def, answer);
    },
  });
}
