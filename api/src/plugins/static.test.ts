import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { loadLotterySettings } from '../lottery/engine/settings';
import { buildTestApp, type TestApp } from '../testing/app';

/**
 * The built files travel compressed: the copies the build wrote beside them (scripts/precompress.mjs), brotli when
 * the browser accepts it, else gzip, else the file itself; hashed files are cached for good, entry files revalidated.
 */
let t: TestApp;
let staticDir: string;

const CHUNK = `console.log(${JSON.stringify('a chunk '.repeat(200))});`;
const MAIN = `import(${JSON.stringify('the shell '.repeat(200))});`;
const REMOTE_ENTRY = `var remote = ${JSON.stringify('the account remote '.repeat(200))};`;
const PAGE = `<!doctype html><html><head><title>shell</title></head><body>${'<p>page</p>'.repeat(100)}</body></html>`;
const MANIFEST = JSON.stringify({ name: 'Trade', display: 'standalone', icons: Array(8).fill({ src: '/icon-192.png', sizes: '192x192' }) });
const OPS_PAGE = `<!doctype html><html><head><title>back office</title></head><body>${'<p>ops</p>'.repeat(100)}</body></html>`;
const ICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h24v24H0z"/>'.repeat(40)}</svg>`;

// What the pages are built from: a line whose address would close a script element, a remote elsewhere (wallet).
const LINES: [string, string] = ['https://line0.example', 'https://line1.example/</script><script>alert(1)</script>'];
const WALLET_ELSEWHERE = 'https://cdn.example/mf-wallet/mf-manifest.json';
// A demo's calendar, not the defaults: the pages must state this one.
const LOTTERY = loadLotterySettings({
  LOTTERY_SCHEDULER: 'off',
  LOTTERY_ROUND_SECONDS: '20',
  LOTTERY_SEAL_SECONDS: '5',
  LOTTERY_SALES_OPEN: '09:30',
  LOTTERY_SALES_CLOSE: '23:45',
  LOTTERY_TIME_ZONE: 'Europe/London',
  LOTTERY_ALWAYS_OPEN: '1',
});
const SCHEDULE = {
  roundSeconds: 20,
  sealSeconds: 5,
  salesOpen: '09:30',
  salesClose: '23:45',
  timeZone: 'Europe/London',
  alwaysOpen: true,
};

/** A built file with the copies the build writes beside it. */
function writeBuilt(file: string, text: string, copies = true) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  if (!copies) return;
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  writeBuilt(path.join(staticDir, 'shell/dist/index.html'), PAGE);
  writeBuilt(path.join(staticDir, 'shell/dist/main.js'), MAIN);
  writeBuilt(path.join(staticDir, 'shell/dist/manifest.webmanifest'), MANIFEST);
  writeBuilt(path.join(staticDir, 'shell/dist/87.0123abcd.js'), CHUNK);
  // Too small to gain from compression: the build writes no copy.
  writeBuilt(path.join(staticDir, 'shell/dist/9.89abcdef.js'), 'x();', false);
  writeBuilt(path.join(staticDir, 'mf-account/dist/remoteEntry.js'), REMOTE_ENTRY);
  writeBuilt(path.join(staticDir, 'mf-content/dist/14c5345757d5d22343a8.svg'), ICON);
  writeBuilt(path.join(staticDir, 'back-office/dist/index.html'), OPS_PAGE);
  writeBuilt(path.join(staticDir, 'back-office/dist/main.0123abcd.js'), CHUNK);
  t = await buildTestApp({ staticDir, apiLines: LINES, remoteUrls: { wallet: WALLET_ELSEWHERE }, lottery: LOTTERY });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const BROWSER = 'gzip, deflate, br, zstd';
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function get(url: string, acceptEncoding?: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

describe('built files travel compressed', () => {
  it('a script asked with br comes as brotli, the bytes of the file once decoded, with its length', async () => {
    const res = await get('/87.0123abcd.js', BROWSER);
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': expect.stringMatching(/javascript/),
      vary: 'Accept-Encoding',
    });
    expect(zlib.brotliDecompressSync(res.bytes).toString()).toBe(CHUNK);
    expect(Number(res.headers['content-length'])).toBe(res.bytes.length);
    expect(res.bytes.length).toBeLessThan(CHUNK.length / 10);
  });

  it('a browser that accepts gzip only gets gzip', async () => {
    const res = await get('/87.0123abcd.js', 'gzip, deflate');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.bytes).toString()).toBe(CHUNK);
  });

  it('a client that accepts no encoding gets the file as it is', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/87.0123abcd.js', acceptEncoding);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.bytes.toString()).toBe(CHUNK);
    }
  });

  it('a file without copies is sent as it is, whatever the browser accepts', async () => {
    const res = await get('/9.89abcdef.js', BROWSER);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.bytes.toString()).toBe('x();');
  });

  it('the pages: /, a deep link, a remote entry, an icon and the web app manifest are compressed too, the pages with their CSP', async () => {
    for (const url of ['/', '/personal']) {
      const res = await get(url, BROWSER);
      expect(res.headers).toMatchObject({ 'content-encoding': 'br', 'content-type': 'text/html; charset=utf-8' });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(zlib.brotliDecompressSync(res.bytes).toString()).toBe((await get(url)).bytes.toString());
    }
    const entry = await get('/mf/account/remoteEntry.js', 'gzip');
    expect(entry.headers).toMatchObject({ 'content-encoding': 'gzip', 'access-control-allow-origin': '*' });
    expect(zlib.gunzipSync(entry.bytes).toString()).toBe(REMOTE_ENTRY);
    const icon = await get('/mf/content/14c5345757d5d22343a8.svg', BROWSER);
    expect(icon.headers).toMatchObject({ 'content-encoding': 'br', 'content-type': 'image/svg+xml' });
    expect(zlib.brotliDecompressSync(icon.bytes).toString()).toBe(ICON);
    const manifest = await get('/manifest.webmanifest', BROWSER);
    expect(manifest.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': expect.stringMatching(/^application\/manifest\+json/),
    });
    expect(JSON.parse(zlib.brotliDecompressSync(manifest.bytes).toString())).toEqual(JSON.parse(MANIFEST));
  });
});

describe('caching, the same compressed or not', () => {
  it.each([BROWSER, 'gzip', undefined])('hashed chunks and assets are immutable (accept-encoding: %s)', async (acceptEncoding) => {
    for (const url of ['/87.0123abcd.js', '/9.89abcdef.js', '/mf/content/14c5345757d5d22343a8.svg']) {
      expect((await get(url, acceptEncoding)).headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it.each([BROWSER, 'gzip', undefined])('entry files and pages are revalidated (accept-encoding: %s)', async (acceptEncoding) => {
    for (const url of ['/', '/index.html', '/personal', '/main.js', '/mf/account/remoteEntry.js']) {
      expect((await get(url, acceptEncoding)).headers['cache-control']).toBe('no-cache');
    }
  });

  it('an entry file revalidates per encoding: 304 for the copy the browser holds, the other copy in full', async () => {
    const first = await get('/main.js', BROWSER);
    const again = (acceptEncoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/main.js',
        headers: { 'accept-encoding': acceptEncoding, 'if-none-match': first.headers.etag! },
      });
    expect((await again(BROWSER)).statusCode).toBe(304);
    const gzip = await again('gzip');
    expect(gzip.statusCode).toBe(200);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(MAIN);
  });

  it('the copies are no address of their own in the shell', async () => {
    expect((await get('/main.js.br')).status).toBe(404);
  });

  it.each(['br', 'gz'])("nor in a remote (.%s), however the address is spelled, yet still the plain address's encoding", async (ext) => {
    for (const url of [
      `/mf/account/remoteEntry.js.${ext}`,
      `/mf/account/remoteEntry.js%2E${ext}`,
      `/mf/account/remoteEntry.js.${ext}?v=1`,
    ]) {
      expect((await get(url, BROWSER)).status).toBe(404);
    }
    const plain = await get('/mf/account/remoteEntry.js', ext === 'br' ? 'br' : 'gzip');
    expect(plain.headers['content-encoding']).toBe(ext === 'br' ? 'br' : 'gzip');
    const decoded = ext === 'br' ? zlib.brotliDecompressSync(plain.bytes) : zlib.gunzipSync(plain.bytes);
    expect(decoded.toString()).toBe(REMOTE_ENTRY);
  });
});

describe("the shell's page", () => {
  const page = async (url: string, acceptEncoding?: string) => (await get(url, acceptEncoding)).bytes.toString();
  const preloads = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*>/g)].map(([link]) => link);

  it('has the runtime config written in, where no value can close its element, the page around it intact', async () => {
    const html = await page('/personal');
    const written = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(written![1]!)).toEqual({ lines: LINES, schedule: SCHEDULE });
    expect(JSON.parse((await get('/config.json')).bytes.toString())).toEqual({ lines: LINES, schedule: SCHEDULE });
    expect(written!.index).toBeLessThan(html.indexOf('</head>'));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain(`<body>${'<p>page</p>'.repeat(100)}</body>`);
  });

  it("preloads the manifest of the route's remote, wherever it lives", async () => {
    expect(preloads(await page('/login'))).toEqual(['<link rel="preload" href="/mf/account/mf-manifest.json" as="fetch" crossorigin>']);
    expect(preloads(await page('/LOTTERY'))).toEqual(['<link rel="preload" href="/mf/trade/mf-manifest.json" as="fetch" crossorigin>']);
    expect(preloads(await page('/Recharge'))).toEqual([`<link rel="preload" href="${WALLET_ELSEWHERE}" as="fetch" crossorigin>`]);
    // No remote's route.
    expect(preloads(await page('/room'))).toEqual([]);
  });

  it('travels in the best encoding the browser accepts (a q of 0 refuses one), the same page in each', async () => {
    const identity = await page('/login');
    const gzip = await get('/login', 'br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.bytes).toString()).toBe(identity);
    expect((await get('/login', 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('revalidates per encoding: 304 for the copy the browser holds, the other copy in full', async () => {
    const first = await get('/login', BROWSER);
    const again = (acceptEncoding: string) =>
      t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': acceptEncoding, 'if-none-match': first.headers.etag! } });
    expect((await again(BROWSER)).statusCode).toBe(304);
    const gzip = await again('gzip');
    expect(gzip.statusCode).toBe(200);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('<p>page</p>');
  });

  it('follows a new build of the shell without a restart', async () => {
    const index = path.join(staticDir, 'shell/dist/index.html');
    const later = new Date(Date.now() + 60_000);
    fs.writeFileSync(index, PAGE.replace('shell', 'shell v2'));
    fs.utimesSync(index, later, later);
    expect(await page('/login')).toContain('<title>shell v2</title>');
  });
});

describe("the back office's console", () => {
  it('is served at /ops/, its page for every client route under it, never the shell, with the CSP', async () => {
    for (const url of ['/ops/', '/ops/signin', '/ops/enrol']) {
      const res = await get(url);
      expect([url, res.status, res.bytes.toString()]).toEqual([url, 200, OPS_PAGE]);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
    expect((await get('/ops')).headers.location).toBe('/ops/');
    const script = await get('/ops/main.0123abcd.js', BROWSER);
    expect([script.status, script.headers['content-encoding'], script.headers['cache-control']]).toEqual([200, 'br', IMMUTABLE]);
    expect((await get('/ops/missing.js')).status).toBe(404);
  });
});
