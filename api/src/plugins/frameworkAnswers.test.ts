import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { proxyTrust } from '../http/proxyTrust';
import { buildTestApp, type TestApp } from '../testing/app';
import { cameOverHttps } from './security';

/**
 * Every answer is the envelope with the security headers, the framework's own refusals included (issue 9,
 * item 13): a malformed URL, an unknown path, a wrong method, a body too large or not JSON, a path climbing
 * out of the static folders. HSTS goes with answers to HTTPS requests.
 */
let t: TestApp;
let staticDir: string;
let base: string;

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  fs.mkdirSync(path.join(staticDir, 'shell/dist'), { recursive: true });
  fs.writeFileSync(path.join(staticDir, 'shell/dist/index.html'), '<!doctype html><head></head><p>shell</p>');
  fs.mkdirSync(path.join(staticDir, 'mf-account/dist'), { recursive: true });
  fs.writeFileSync(path.join(staticDir, 'mf-account/dist/remoteEntry.js'), 'remote();');
  // What a traversal would reach: a file beside the served folders.
  fs.writeFileSync(path.join(staticDir, 'secret.txt'), 'SECRET');
  t = await buildTestApp({ staticDir });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

/** A request over a real socket, the path sent exactly as written (inject would normalize '..' away). */
function raw(method: string, pathAsSent: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/`, { method, path: pathAsSent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function inject(options: InjectOptions) {
  const res = await t.app.inject(options);
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

describe('framework answers are the envelope, with the security headers', () => {
  it('a malformed URL (FST_ERR_BAD_URL), in the request language', async () => {
    for (const url of ['/api/user/%?lang=en', '/api/user/%E0%A4%A?lang=en']) {
      const res = await inject({ method: 'POST', url });
      expect(res).toMatchObject({
        status: 400,
        headers: { ...HEADERS, 'cache-control': 'no-store' },
        body: { code: 10012, msg: 'The request address is malformed', data: null },
      });
    }
    expect((await inject({ method: 'GET', url: '/%' })).body).toEqual({ code: 10012, msg: '請求地址格式錯誤', data: null });
    expect((await raw('GET', '/api/user/%')).body).toBe(JSON.stringify({ code: 10012, msg: '請求地址格式錯誤', data: null }));
  });

  it('an unknown path: 404', async () => {
    for (const url of ['/api/nope?lang=en', '/nope.js?lang=en', '/mf/account/nope.js?lang=en']) {
      expect(await inject({ method: 'GET', url })).toMatchObject({
        status: 404,
        headers: HEADERS,
        body: { code: 10005, msg: 'No such call', data: null },
      });
    }
  });

  it('a known path with another method: 405 naming the allowed one', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH'] as const) {
      const res = await inject({ method, url: '/api/user/login?lang=en' });
      expect(res).toMatchObject({
        status: 405,
        headers: { ...HEADERS, allow: 'POST' },
        body: { code: 10013, msg: 'This call does not accept this method, please use POST', data: null },
      });
    }
    expect((await inject({ method: 'POST', url: '/api/Task/kefu?lang=en' })).headers.allow).toMatch(/^GET/);
  });

  it('a body too large: 413; a body that is not JSON: 415', async () => {
    const large = await inject({
      method: 'POST',
      url: '/api/user/login?lang=en',
      payload: JSON.stringify({ host: 'x'.repeat(70_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(large).toMatchObject({ status: 413, headers: HEADERS, body: { code: 10003, msg: 'The request is too large', data: null } });
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const res = await inject({
        method: 'POST',
        url: '/api/user/login?lang=en',
        payload: 'account=demo&password=demo1234',
        headers: { 'content-type': type },
      });
      expect(res).toMatchObject({
        status: 415,
        headers: HEADERS,
        body: { code: 10004, msg: 'Unsupported content type, please send JSON', data: null },
      });
    }
  });

  it.each([
    '/mf/account/../../secret.txt',
    '/mf/account/../../../../../../etc/passwd',
    '/mf/account/%2e%2e/%2e%2e/secret.txt',
    '/mf/account/..%2f..%2fsecret.txt',
    '/mf/account/..%5c..%5csecret.txt',
    '/mf/account/..\\..\\secret.txt',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/../secret.txt',
    '/./index.html',
    '/api/../api/user/login',
  ])('a path climbing out of its folder, %s: 404, nothing served', async (pathAsSent) => {
    const res = await raw('GET', `${pathAsSent}?lang=en`);
    expect(res.status).toBe(404);
    expect(res.headers).toMatchObject(HEADERS);
    expect(JSON.parse(res.body)).toEqual({ code: 10005, msg: 'No such call', data: null });
  });

  it('files and pages are still served', async () => {
    expect(await raw('GET', '/mf/account/remoteEntry.js')).toMatchObject({ status: 200, body: 'remote();' });
    const page = await raw('GET', '/personal');
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/^<!doctype html><head>.*<\/head><p>shell<\/p>$/);
    expect(await raw('GET', '/remotes.json')).toMatchObject({ status: 200 });
  });
});

describe('Strict-Transport-Security', () => {
  const HSTS = 'max-age=31536000; includeSubDomains';

  it('is not sent over plain HTTP, nor for an X-Forwarded-Proto nobody trusts (TRUST_PROXY off)', async () => {
    expect((await inject({ method: 'GET', url: '/api/Task/kefu' })).headers['strict-transport-security']).toBeUndefined();
    expect(
      (await inject({ method: 'GET', url: '/api/Task/kefu', headers: { 'x-forwarded-proto': 'https' } })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
  });

  it('is sent when a trusted proxy says the request came over HTTPS, on every answer', async () => {
    const proxied = await buildTestApp({ trustProxy: true });
    try {
      const https = { 'x-forwarded-proto': 'https' };
      expect(
        (await proxied.app.inject({ method: 'GET', url: '/api/Task/kefu', headers: https })).headers['strict-transport-security'],
      ).toBe(HSTS);
      expect((await proxied.app.inject({ method: 'GET', url: '/api/nope', headers: https })).headers['strict-transport-security']).toBe(
        HSTS,
      );
      expect((await proxied.app.inject({ method: 'GET', url: '/api/user/%', headers: https })).headers['strict-transport-security']).toBe(
        HSTS,
      );
      expect(
        (await proxied.app.inject({ method: 'GET', url: '/api/Task/kefu', headers: { 'x-forwarded-proto': 'http' } })).headers[
          'strict-transport-security'
        ],
      ).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('counts a TLS socket as HTTPS, and only the nearest proxy hop of X-Forwarded-Proto, from a trusted peer', () => {
    const request = (encrypted: boolean, proto?: string, peer = '10.0.0.1') =>
      ({
        socket: { encrypted, remoteAddress: peer },
        headers: proto ? { 'x-forwarded-proto': proto } : {},
      }) as unknown as http.IncomingMessage;
    const oneHop = proxyTrust(1);
    expect(cameOverHttps(request(true), null)).toBe(true);
    expect(cameOverHttps(request(false), null)).toBe(false);
    expect(cameOverHttps(request(false, 'https'), null)).toBe(false);
    expect(cameOverHttps(request(false, 'https'), oneHop)).toBe(true);
    expect(cameOverHttps(request(false, 'https, http'), oneHop)).toBe(false);
    expect(cameOverHttps(request(false, 'http, HTTPS'), oneHop)).toBe(true);
    const listed = proxyTrust(['10.0.0.0/8']);
    expect(cameOverHttps(request(false, 'https', '::ffff:10.0.0.1'), listed)).toBe(true);
    expect(cameOverHttps(request(false, 'https', '192.0.2.1'), listed)).toBe(false);
  });
});
