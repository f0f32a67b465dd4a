import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import serviceApp from '../app';
import { freshDatabase, type TestDatabase } from '../testing/app';

/** The app plus one HTML page, as the static plugin would serve it. */
let app: FastifyInstance;
let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase({ corsOrigins: ['https://shell.example'], cspExtraSources: ['https://cdn.example'] });
  app = Fastify();
  await app.register(fp(serviceApp), { config: database.config });
  app.get('/page', async (_req, reply) => reply.type('text/html').send('<!doctype html><p>hi</p>'));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('security headers', () => {
  it('every answer carries them; api answers are not cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/Task/kefu' });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'cache-control': 'no-store',
    });
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('pages get a CSP that allows only our origin plus the configured sources', async () => {
    const res = await app.inject({ method: 'GET', url: '/page' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://cdn.example");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('CORS allow-list', () => {
  it('answers an allowed origin, with the token, Idempotency-Key and client headers allowed', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/user/login',
      headers: {
        origin: 'https://shell.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,token,idempotency-key,x-client',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://shell.example');
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/token/);
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/idempotency-key/);
    // Our app names itself on every call (shared-contracts CLIENT_HEADER): a line on another origin must let it through.
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/x-client/i);
  });

  it('gives no CORS grant to any other origin', async () => {
    for (const origin of ['https://evil.example', 'https://shell.example.evil.com', 'null']) {
      const res = await app.inject({ method: 'GET', url: '/api/Task/kefu', headers: { origin } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('no CORS_ORIGINS (the default: the shell and the api share an origin)', () => {
  let sameOrigin: FastifyInstance;
  let db: TestDatabase;
  beforeAll(async () => {
    db = await freshDatabase({});
    sameOrigin = Fastify();
    await sameOrigin.register(fp(serviceApp), { config: db.config });
    await sameOrigin.ready();
  });
  afterAll(async () => {
    await sameOrigin.close();
    await db.drop();
  });

  it('grants no origin, neither to a preflight nor to a call, and keeps the security headers', async () => {
    const preflight = await sameOrigin.inject({
      method: 'OPTIONS',
      url: '/api/user/login',
      headers: { origin: 'https://shell.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'token' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
    const call = await sameOrigin.inject({ method: 'GET', url: '/api/Task/kefu', headers: { origin: 'https://shell.example' } });
    expect(call.statusCode).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
    expect(call.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('error answers', () => {
  it('an unknown path answers 404 in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope?lang=en' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 10005, msg: 'No such call', data: null });
  });
});
