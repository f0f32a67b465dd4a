// Helpers for tests of the back office's calls (not used by the server): operators enrolled and signed in through
// the console's own calls, and a clock moved by whole TOTP steps.
import type { FastifyInstance } from 'fastify';
import { generateSync } from 'otplib';
import { OPS_CSRF_HEADER, type OperatorRole } from 'shared-contracts/ops';
import { CLI_ACTOR } from '../audit/log';
import { addOperator } from '../operators/accounts';

export const OPS_PASSWORD = 'correct horse battery staple';

export interface SignedOperator {
  cookie: string;
  csrf: string;
  secret: string;
  name: string;
}

export type OpsSessionHeaders = Pick<SignedOperator, 'cookie' | 'csrf'>;

/**
 * The kit of one test file. Call it at the top level: it installs a clock that `nextStep()` moves by whole TOTP
 * steps (a code is good once, so each sign-in needs a later step).
 */
export function opsTestKit(appOf: () => FastifyInstance) {
  let offset = 0;
  const realNow = Date.now.bind(Date);
  beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => realNow() + offset));
  afterEach(() => jest.restoreAllMocks());
  /** Moves the clock by `ms` (negative: back). */
  const advance = (ms: number) => (offset += ms);
  const nextStep = () => advance(30_000);
  const codeOf = (secret: string) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) });

  /** A POST to an ops call, as the console sends it: the cookie, and the CSRF token (pass `csrf` to override). */
  async function call(url: string, body: Record<string, unknown> = {}, session?: OpsSessionHeaders, csrf = session?.csrf) {
    const res = await appOf().inject({
      method: 'POST',
      url,
      payload: body,
      headers: { ...(session ? { cookie: session.cookie } : {}), ...(csrf ? { [OPS_CSRF_HEADER]: csrf } : {}) },
    });
    const setCookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('ops_session='));
    return { status: res.statusCode, setCookie, ...(res.json() as { code: number; msg: string; data: any }) };
  }

  /**
   * Every row of a cursor-paged call (lists/keyset.ts), `limit` a page, each page asked with the cursor the one before
   * answered; `between` runs after each page (rows written meanwhile). Every page holds at most `limit` rows.
   */
  async function walk(
    url: string,
    body: Record<string, unknown>,
    session: OpsSessionHeaders,
    limit: number,
    between: () => Promise<unknown> = async () => null,
  ) {
    const rows: Array<Record<string, any>> = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const answer = await call(url, { ...body, limit, ...(cursor ? { cursor } : {}) }, session);
      if (answer.code !== 1) throw new Error(`${url} answered ${answer.code} ${answer.msg}`);
      if (answer.data.rows.length > limit) throw new Error(`${url} answered ${answer.data.rows.length} rows, asked ${limit}`);
      rows.push(...(answer.data.rows as Array<Record<string, any>>));
      cursor = answer.data.next as string | undefined;
      pages += 1;
      await between();
    } while (cursor);
    return { rows, ids: rows.map((row) => row.id as number), pages };
  }

  let names = 0;
  /** An operator added as the CLI adds one, enrolled through the console's calls, signed in. */
  async function enrolled(role: OperatorRole): Promise<SignedOperator> {
    const name = `op${(names += 1)}${role}`;
    const { token } = await appOf()
      .db.transaction()
      .execute((trx) => addOperator(trx, { name, role }, CLI_ACTOR));
    const enrolment = await call('/api/ops/enrolment', { token });
    expect(enrolment.data).toMatchObject({ name, role, otpauth_uri: expect.stringMatching(/^otpauth:\/\/totp\//) });
    const secret = enrolment.data.secret as string;
    const done = await call('/api/ops/enrol', { token: enrolment.data.token, password: OPS_PASSWORD, code: codeOf(secret) });
    expect(done).toMatchObject({ code: 1, data: { operator: { name, role }, csrf: expect.any(String) } });
    return { cookie: done.setCookie!.split(';')[0]!, csrf: done.data.csrf, secret, name };
  }

  /** A fresh name for an operator a test adds itself. */
  const freshName = (prefix: string) => `${prefix}${(names += 1)}`;

  return { call, walk, enrolled, nextStep, advance, codeOf, freshName };
}
