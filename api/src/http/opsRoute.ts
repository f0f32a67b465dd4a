import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from 'shared-contracts';
import type { CallDef } from 'shared-contracts/api';
import { OPS_CSRF_HEADER } from 'shared-contracts/ops';
import type { z } from 'zod';
import { wroteAudit, type Actor } from '../audit/log';
import type { Db, Trx } from '../db/schema';
import { AppError } from '../i18n/errors';
import { localeOf } from '../i18n/translate';
import { OPS_ERR } from '../operators/errors';
import { mayDo, type OpsPermission } from '../operators/roles';
import { resolveSession, type OperatorSession } from '../operators/sessions';
import { consoleAdmits } from '../operators/settings';
import { success } from './envelope';
import { parseInput } from './validate';

/** The cookie of an operator's session: HttpOnly, SameSite=Strict, only sent to the back office's calls. */
export const OPS_COOKIE = 'ops_session';
export const OPS_COOKIE_PATH = '/api/ops';

type In<C> = C extends CallDef<infer Req, z.ZodType> ? z.output<Req> : never;
type Out<C> = C extends CallDef<z.ZodType, infer Res> ? z.input<Res> : never;
/** The db a call's handler gets: a mutating call's transaction, a read's app.db (a def whose flag is not a literal: either). */
type DbOf<C> = C extends { mutates: true } ? Trx : C extends { mutates: false } ? Db : Db | Trx;

export interface ConsoleCall<I, D extends Db | Trx> {
  input: I;
  lang: Locale;
  req: FastifyRequest;
  reply: FastifyReply;
  app: FastifyInstance;
  /** In a mutating call's handle, the transaction its audit row must be written in; elsewhere app.db. */
  db: D;
  /** The signed-in operator's session; reading it in a public call is a bug. */
  readonly session: OperatorSession;
  /** Who acts, for the services' audit rows: the session's operator, from the request's address. */
  readonly actor: Actor;
}

export interface OpsCallOptions<C, P> {
  /** Who may call it: a permission of operators/roles.ts, or 'public' (enrolment, sign-in). */
  permission: OpsPermission | 'public';
  /** Runs before a mutating call's transaction, with the plain db: reads and slow work (scrypt). May refuse. */
  prepare?: (ctx: ConsoleCall<In<C>, Db>) => Promise<P>;
  /** In a mutating call, `ctx.db` is the transaction (never use `ctx.app.db` there: SQLite has one connection). */
  handle: (ctx: ConsoleCall<In<C>, DbOf<C>>, prepared: P) => Promise<Out<C>>;
}

/**
 * A back-office call, answered only to the addresses of OPS_ALLOWED_CIDRS when set: validated input; unless public, an open operator session (the cookie) whose role may do it;
 * a mutating one also needs the session's CSRF token in its header, runs in one transaction and must write its audit
 * row there (a mutating call that records nothing is a bug: it fails rather than act unrecorded).
 */
export function opsCall<C extends CallDef, P = undefined>(app: FastifyInstance, def: C, options: OpsCallOptions<C, P>): void {
  const admits = consoleAdmits(app.config.operators);
  app.route({
    method: def.method,
    url: def.path,
    handler: async (req, reply) => {
      const raw = def.method === 'GET' ? req.query : req.body;
      const lang = localeOf((raw as { lang?: unknown } | null | undefined)?.lang);
      req.lang = lang;
      if (!admits(req.ip)) throw new AppError(OPS_ERR.addressRefused);
      const session = options.permission === 'public' ? null : await signedIn(app, req, def, options.permission);
      const input = parseInput(def.request, raw, lang) as In<C>;
      const context = <D extends Db | Trx>(db: D) => consoleCall(app, req, reply, input, lang, db, session, def.path);
      const prepared = options.prepare ? await options.prepare(context(app.db)) : (undefined as P);
      // DbOf<C> follows def.mutates, checked here; TypeScript cannot narrow the generic C by it.
      const handle = options.handle as (ctx: ConsoleCall<In<C>, Db | Trx>, prepared: P) => Promise<Out<C>>;
      if (!def.mutates) return success(lang, await handle(context(app.db), prepared));
      const answer = await app.db.transaction().execute(async (trx) => {
        const answer = await handle(context(trx), prepared);
        if (!wroteAudit(trx)) throw new Error(`${def.path} changed state without an audit row`);
        return answer;
      });
      return success(lang, answer);
    },
  });
}

function consoleCall<I, D extends Db | Trx>(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  input: I,
  lang: Locale,
  db: D,
  session: OperatorSession | null,
  path: string,
): ConsoleCall<I, D> {
  return {
    input,
    lang,
    req,
    reply,
    app,
    db,
    get session() {
      if (!session) throw new Error(`${path} is public: it has no session`);
      return session;
    },
    get actor() {
      return { actor: `operator:${this.session.operator.name}`, address: req.ip };
    },
  };
}

/** A file the console downloads: its name and its text, produced piece by piece as the client reads it. */
export interface Download {
  file: string;
  type: string;
  body: AsyncIterable<string>;
}

/**
 * A back-office GET answered as a file, streamed (exports, issue 40): the same gate as opsCall (address, session
 * cookie, role, validated input), then the body sent as it is produced, with backpressure: a slow reader slows the
 * reading, and no more than a piece is held at once. A refusal before the first byte answers the usual envelope.
 */
export function opsDownload<C extends CallDef>(
  app: FastifyInstance,
  def: C,
  options: { permission: OpsPermission; handle: (ctx: ConsoleCall<In<C>, Db>) => Promise<Download> },
): void {
  const admits = consoleAdmits(app.config.operators);
  app.route({
    method: def.method,
    url: def.path,
    handler: async (req, reply) => {
      const lang = localeOf((req.query as { lang?: unknown } | null | undefined)?.lang);
      req.lang = lang;
      if (!admits(req.ip)) throw new AppError(OPS_ERR.addressRefused);
      const session = await signedIn(app, req, def, options.permission);
      const input = parseInput(def.request, req.query, lang) as In<C>;
      const download = await options.handle(consoleCall(app, req, reply, input, lang, app.db, session, def.path));
      return reply
        .header('content-type', download.type)
        .header('content-disposition', `attachment; filename="${download.file}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(download.body));
    },
  });
}

async function signedIn(app: FastifyInstance, req: FastifyRequest, def: CallDef, permission: OpsPermission): Promise<OperatorSession> {
  const session = await resolveSession(app.db, sessionToken(req), app.config.operators.sessionMaxMs);
  if (!session) throw new AppError(OPS_ERR.signedOut);
  if (def.mutates && req.headers[OPS_CSRF_HEADER] !== session.csrf) throw new AppError(OPS_ERR.csrf);
  if (!mayDo(session.operator.role, permission)) throw new AppError(OPS_ERR.forbidden);
  return session;
}

/** The session token of the request's cookie header, if any (tokens are base64url: nothing to decode). */
function sessionToken(req: FastifyRequest): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.trim().split('=', 2);
    if (name === OPS_COOKIE && value) return value;
  }
  return undefined;
}

/** Sets the session cookie (Secure when the request came over https). */
export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${OPS_COOKIE}=${token}; Path=${OPS_COOKIE_PATH}; HttpOnly; SameSite=Strict${secure}`);
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.header('set-cookie', `${OPS_COOKIE}=; Path=${OPS_COOKIE_PATH}; HttpOnly; SameSite=Strict; Max-Age=0`);
}
