import type { InjectOptions } from 'fastify';
import { CLIENT_HEADER, OUR_CLIENT } from 'shared-contracts';
import { buildTestApp, type TestApp } from '../testing/app';
import { post, registerMember } from '../testing/http';

/**
 * Table tests of malformed input on every call of this area: wrong types, missing fields, unknown fields,
 * huge strings, non-JSON, and SQL/HTML metacharacters. Each must answer a refusal with a message (never a
 * 5xx) and leave every table exactly as it was.
 */
let t: TestApp;
let token: string;

const WALLET = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const META = [
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u0000\u0001\u001b',
  '../../etc/passwd',
  '${7*7}{{7*7}}',
  '１２３４５６',
];

interface CallCase {
  url: string;
  /** A body the call accepts in shape (it may still be refused by a rule, which is fine here). */
  base: Record<string, unknown>;
  /** Fields whose value must follow a rule, so metacharacters in them are refused. */
  ruled: string[];
  auth: boolean;
  /** Fields the schema lets one leave out (leaving them out is not malformed). */
  optional?: string[];
}

const CALLS: CallCase[] = [
  { url: '/api/user/register', base: { username: 'demo', password: 'secret123' }, ruled: ['username'], auth: false },
  { url: '/api/user/login', base: { account: 'demo', password: 'wrong-pass' }, ruled: ['account', 'password'], auth: false },
  { url: '/api/user/guest', base: {}, ruled: [], auth: false },
  { url: '/api/user/logout', base: {}, ruled: [], auth: true },
  { url: '/api/user/userInfo', base: {}, ruled: [], auth: true },
  { url: '/api/user/profile', base: { idcard: 'A123456789', avatar: 2 }, ruled: ['idcard'], auth: true, optional: ['idcard', 'avatar'] },
  { url: '/api/user/newPass', base: { after_pass: 'wrong-pass', new_pass: 'newpass123' }, ruled: ['after_pass'], auth: true },
  { url: '/api/user/safetyInfo', base: {}, ruled: [], auth: true },
  { url: '/api/user/setSafety', base: { new_code: '222222', after_code: '000000' }, ruled: ['new_code', 'after_code'], auth: true },
  { url: '/api/user/payInfo', base: { type: 1 }, ruled: [], auth: true },
  { url: '/api/user/setPayInfo', base: { type: 1, acc: WALLET, acc_name: 'USDT-TRC20' }, ruled: ['acc', 'acc_name'], auth: true },
  { url: '/api/index/noticeList', base: { page: 1 }, ruled: [], auth: true, optional: ['page'] },
];

function wrongTypes(value: unknown): unknown[] {
  const others = [null, true, {}, [], [1, 2], { $gt: '' }];
  return typeof value === 'number' ? ['1', 'abc', 1.5, -1, 1e308, ...others] : [12345, ...others];
}

/** Every malformed variant of a call: [label, inject options]. */
function variants(c: CallCase): [string, InjectOptions][] {
  const json = (label: string, body: unknown): [string, InjectOptions] => [
    label,
    { method: 'POST', url: c.url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
  ];
  const out: [string, InjectOptions][] = [
    ...[null, [], 'text', 42, true].map((b) => json(`body ${JSON.stringify(b)}`, b)),
    json('unknown field', { ...c.base, evil: 1 }),
    json('unknown field named like a column', { ...c.base, user_id: 1, group_id: 1, money: 1e9 }),
    json('bad lang', { ...c.base, lang: 'fr' }),
    json('huge host', { ...c.base, host: 'h'.repeat(300) }),
    ['not JSON', { method: 'POST', url: c.url, payload: '{"a":', headers: { 'content-type': 'application/json' } }],
    ['empty JSON body', { method: 'POST', url: c.url, payload: '', headers: { 'content-type': 'application/json' } }],
    ['text/plain', { method: 'POST', url: c.url, payload: 'username=x', headers: { 'content-type': 'text/plain' } }],
    [
      'form encoded',
      { method: 'POST', url: c.url, payload: 'username=x&password=y', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ],
    json('body over the size limit', { ...c.base, host: 'x'.repeat(70_000) }),
  ];
  for (const [field, value] of Object.entries(c.base)) {
    const { [field]: _, ...without } = c.base;
    if (!c.optional?.includes(field)) out.push(json(`missing ${field}`, without));
    for (const wrong of wrongTypes(value)) out.push(json(`${field} = ${JSON.stringify(wrong)}`, { ...c.base, [field]: wrong }));
    if (typeof value === 'string') out.push(json(`${field} huge`, { ...c.base, [field]: 'x'.repeat(20_000) }));
  }
  for (const field of c.ruled) for (const meta of META) out.push(json(`${field} = ${JSON.stringify(meta)}`, { ...c.base, [field]: meta }));
  return out;
}

const TABLES = ['users', 'sessions', 'pay_infos', 'idempotency_keys', 'notices', 'articles', 'games', 'plans', 'odds'] as const;
async function snapshot(): Promise<string> {
  const parts = await Promise.all(TABLES.map((name) => t.app.db.selectFrom(name).selectAll().execute()));
  return JSON.stringify(parts.map((rows) => rows.map((r) => JSON.stringify(r)).sort()));
}

beforeAll(async () => {
  t = await buildTestApp();
  const m = await registerMember(t.app);
  token = m.token;
  await post(t.app, '/api/user/setSafety', { new_code: '123456' }, { token });
});
afterAll(async () => t.close());

describe.each(CALLS)('$url', (c) => {
  it('refuses every malformed variant with a message, never a 5xx, changing nothing', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const [label, options] of variants(c)) {
      // Our strict wire: the legacy dialect takes some of these forms on purpose (http/legacy/legacyCalls.test.ts).
      const headers = { ...options.headers, [CLIENT_HEADER]: OUR_CLIENT, ...(c.auth ? { token } : {}) };
      const res = await t.app.inject({ ...options, headers });
      const body = res.json();
      if (res.statusCode >= 500 || body.code === 1 || typeof body.msg !== 'string' || !body.msg)
        failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toBe(before);
  });
});

describe('GET calls', () => {
  it.each(['/api/Task/kefu', '/api/index/index', '/api/index/articleList'])('%s refuses bad queries without a 5xx', async (url) => {
    const before = await snapshot();
    for (const query of ['evil=1', 'lang=fr', `host=${'h'.repeat(300)}`, "lang=' OR 1=1 --", 'lang=<script>', 'lang[]=tw&lang[]=en']) {
      const res = await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers: { token } });
      expect([query, res.statusCode < 500, res.json().code !== 1]).toEqual([query, true, true]);
    }
    expect(await snapshot()).toBe(before);
  });
});

it('a refusal message names the field, in the request language', async () => {
  expect((await post(t.app, '/api/user/login', { password: 'x', lang: 'en' })).msg).toBe('Missing field: account');
  expect((await post(t.app, '/api/user/login', { account: 1, password: 'x', lang: 'zh' })).msg).toBe('参数类型错误：账号');
  expect((await post(t.app, '/api/user/login', { account: 'x'.repeat(65), password: 'x' })).msg).toBe('參數過長：賬號');
  expect((await post(t.app, '/api/user/setSafety', { new_code: '123456', after_code: '123456', rm: 1, lang: 'en' }, { token })).msg).toBe(
    'Unknown field: rm',
  );
});

it('metacharacters in free-text fields are stored verbatim and interpreted by nothing', async () => {
  const card = {
    type: 0,
    acc: 'O\'Brien <b>"x"</b>',
    acc_name: '6222020200001234',
    acc_bank: '"; DROP TABLE users; --',
    acc_code: "' OR '1'='1",
    acc_fh: '<script>alert(1)</script>',
    mark: '${7*7}',
  };
  const res = await post(t.app, '/api/user/setPayInfo', card, { token });
  expect(res.code).toBe(1);
  expect((await post(t.app, '/api/user/payInfo', { type: 0 }, { token })).data).toEqual(card);
  expect((await post(t.app, '/api/user/userInfo', {}, { token })).code).toBe(1);
});
