import { hex20ToTron } from '../chain/address';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CLIENT_HEADER, OUR_CLIENT, isSuccessCode, type Envelope } from 'shared-contracts';
import { calls, envelopeSchema, type CallDef } from 'shared-contracts/api';

export interface CallOptions {
  token?: string;
  idempotencyKey?: string;
  /** Client address (for throttling tests); default 127.0.0.1. */
  ip?: string;
  headers?: Record<string, string>;
  /** 'legacy': sent as the legacy client sends it, without our client header (http/legacy); ours by default. */
  dialect?: 'ours' | 'legacy';
}

export interface Answer<T = any> extends Envelope<T> {
  status: number;
  headers: Record<string, unknown>;
}

/** The headers every request of a test carries: our client's name, unless it plays the legacy client. */
function baseHeaders(opts: CallOptions): Record<string, string> {
  return {
    ...(opts.dialect === 'legacy' ? {} : { [CLIENT_HEADER]: OUR_CLIENT }),
    ...(opts.token ? { token: opts.token } : {}),
  };
}

const callsByPath = new Map<string, CallDef>(Object.values(calls).map((def) => [def.path, def]));

/**
 * Every successful answer a test receives must match its call's shared-contracts schema, envelope included:
 * the whole api suite doubles as the wire-contract test of docs/api.md.
 */
function checkedAgainstContract<T>(url: string, body: Envelope<T>): Envelope<T> {
  const def = callsByPath.get(url.split('?')[0]!);
  if (!def || typeof body?.code !== 'number' || !isSuccessCode(body.code)) return body;
  const parsed = envelopeSchema(def).safeParse(body);
  if (!parsed.success) throw new Error(`${def.path} answered outside its contract: ${parsed.error.message}`);
  return body;
}

/** POST a JSON body, answer the parsed envelope plus the HTTP status. */
export async function post<T = any>(app: FastifyInstance, url: string, body: unknown = {}, opts: CallOptions = {}): Promise<Answer<T>> {
  const res = await app.inject({
    method: 'POST',
    url,
    payload: body as object,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: {
      ...baseHeaders(opts),
      ...(opts.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : {}),
      ...opts.headers,
    },
  });
  return { ...answerOf(url, res.json() as Envelope<T>, opts), status: res.statusCode, headers: res.headers };
}

export async function get<T = any>(app: FastifyInstance, url: string, opts: CallOptions = {}): Promise<Answer<T>> {
  const res = await app.inject({
    method: 'GET',
    url,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: { ...baseHeaders(opts), ...opts.headers },
  });
  return { ...answerOf(url, res.json() as Envelope<T>, opts), status: res.statusCode, headers: res.headers };
}

/** Our answers are checked against the contract; legacy ones are checked by the legacy tests themselves. */
function answerOf<T>(url: string, body: Envelope<T>, opts: CallOptions): Envelope<T> {
  return opts.dialect === 'legacy' ? body : checkedAgainstContract(url, body);
}

let counter = 0;
/** A username that follows the rules and is unique in this process. */
export function uniqueUsername(prefix = 'u'): string {
  counter += 1;
  return `${prefix}${randomBytes(3).toString('hex')}${counter}`.slice(0, 20);
}

/** Registers a member; answers the token and the user id. Each call uses its own address (no registration limit). */
export async function registerMember(
  app: FastifyInstance,
  username = uniqueUsername(),
  password = 'secret123',
): Promise<{ token: string; id: number; username: string; password: string }> {
  counter += 1;
  const res = await post(app, '/api/user/register', { username, password }, { ip: `10.9.${(counter >> 8) & 255}.${counter & 255}` });
  if (res.code !== 1) throw new Error(`register failed: ${res.code} ${res.msg}`);
  return { token: res.data.token, id: res.data.id, username, password };
}

/** A TRON address of its own for a member to bind (two members sharing one open an anti-money-laundering case). */
export function freshWallet(): string {
  return hex20ToTron(`0x${randomBytes(20).toString('hex')}`);
}
