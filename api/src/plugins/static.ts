import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES, remotesWithDefaults, type RuntimeConfig } from 'shared-contracts';
import { scheduleOf } from '../lottery/engine/settings';
import { pageEncoding, shellPages } from './shellPage';

/**
 * Files named by content hash (chunks: 87.0123e500.js, assets: 14c5345757d5d22343a8.svg) never change; the rest
 * (index.html, main.js, remoteEntry.js, manifests) is revalidated. A precompressed copy (.br, .gz) caches as its file.
 */
const HASHED = /(\.[0-9a-f]{8}\.js|\/[0-9a-f]{20}\.\w+)$/;
const COPY = /\.(br|gz)$/;
const cacheControl = (file: string) => (HASHED.test(file.replace(COPY, '')) ? 'public, max-age=31536000, immutable' : 'no-cache');

/**
 * The build writes a brotli and a gzip copy beside each text file (scripts/precompress.mjs): the plugin sends the
 * one the browser accepts (br, else gzip, else the file). The copies have no address of their own: the shell's
 * routes (one per file) leave them out, the remotes' (one wildcard route each) refuse them.
 */
const COMPRESSION: Pick<FastifyStaticOptions, 'preCompressed' | 'globIgnore' | 'allowedPath'> = {
  preCompressed: true,
  globIgnore: ['**/*.br', '**/*.gz'],
  allowedPath: (pathname) => !COPY.test(pathname),
};
const setCacheControl = (res: { setHeader(name: string, value: string): unknown }, file: string) =>
  res.setHeader('cache-control', cacheControl(file));

/**
 * Serves the built shell at / (deep links get the same page: its index.html with the runtime config written in and
 * the manifest of the route's remote preloaded, ./shellPage.ts), each remote at /mf/<name>/, and the runtime
 * configuration the shell reads at start: /remotes.json and /config.json (never baked into a build). The security
 * plugin adds the CSP to the pages.
 */
export default async function staticPlugin(app: FastifyInstance) {
  const { staticDir, remoteUrls, apiLines, lottery } = app.config;
  if (!staticDir) return;
  const shellDir = path.join(staticDir, 'shell/dist');
  if (!fs.existsSync(path.join(shellDir, 'index.html'))) throw new Error(`no built shell at ${shellDir}: run npm run build`);

  // A cache keeps one answer per Accept-Encoding (after CORS's Vary: Origin, set on the reply, not on the socket).
  app.addHook('onSend', (_request, reply, payload, done) => {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    done(null, payload);
  });

  const remotes = remotesWithDefaults(remoteUrls);
  const runtime: RuntimeConfig = { lines: apiLines, schedule: scheduleOf(lottery.calendar) };
  app.get('/remotes.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(remotes));
  app.get('/config.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(runtime));

  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    wildcard: false,
    // '/' is a page like any deep link (below).
    index: false,
    cacheControl: false,
    ...COMPRESSION,
    setHeaders: setCacheControl,
  });
  for (const name of REMOTE_NAMES) {
    const dir = path.join(staticDir, `mf-${name}/dist`);
    if (!fs.existsSync(dir)) continue;
    await app.register(fastifyStatic, {
      root: dir,
      prefix: `/mf/${name}/`,
      decorateReply: false,
      cacheControl: false,
      ...COMPRESSION,
      setHeaders: (res, file) => {
        // The shell fetches mf-manifest.json with fetch(); a shell on another origin needs CORS for it.
        res.setHeader('access-control-allow-origin', '*');
        setCacheControl(res, file);
      },
    });
  }

  await serveBackOffice(app, path.join(staticDir, 'back-office/dist'));

  // Deep links (/personal, /Recharge?czqbdz=...) load the shell, which routes on the client.
  const pageOf = shellPages({ shellDir, remotes, runtime });
  app.get('/*', (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isPage = !/^\/(api|mf|ops)(\/|$)/.test(pathname) && !path.extname(pathname);
    if (!isPage) return reply.callNotFound();
    const page = pageOf(pathname);
    const encoding = pageEncoding(request.headers['accept-encoding']);
    const etag = page.etag(encoding);
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(page.body(encoding));
  });
}

/**
 * The back office's console (issue 29, docs/back-office.md) at /ops/: its files, and its page for every client route
 * under it (/ops/signin, /ops/enrol#...). Never part of the player's shell; absent until built.
 */
async function serveBackOffice(app: FastifyInstance, dir: string) {
  const page = path.join(dir, 'index.html');
  if (!fs.existsSync(page)) return;
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/ops/',
    wildcard: false,
    index: false,
    decorateReply: false,
    cacheControl: false,
    ...COMPRESSION,
    setHeaders: setCacheControl,
  });
  app.get('/ops', (_request, reply) => reply.redirect('/ops/'));
  app.get('/ops/*', (request, reply) => {
    if (path.extname(request.url.split('?')[0]!)) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.readFileSync(page));
  });
}
