import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  REMOTE_NAMES,
  RUNTIME_CONFIG_ELEMENT_ID,
  ownerOf,
  type RemoteName,
  type RemotesConfig,
  type RuntimeConfig,
} from 'shared-contracts';

export type PageEncoding = 'br' | 'gzip';

/** One rendered page: its bytes as they are and compressed, with an ETag per encoding. */
export interface ShellPage {
  body(encoding: PageEncoding | null): Buffer;
  etag(encoding: PageEncoding | null): string;
}

interface Sources {
  shellDir: string;
  remotes: RemotesConfig;
  runtime: RuntimeConfig;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const manifestPreload = (url: string) => `<link rel="preload" href="${escapeAttribute(url)}" as="fetch" crossorigin>`;

/**
 * The shell's index.html as the server sends it, so the first screen waits on fewer round trips:
 * - the runtime config written in (RUNTIME_CONFIG_ELEMENT_ID, data the CSP lets be: it never runs), which the shell
 *   then reads instead of fetching /config.json after main.js;
 * - for a route a remote owns, a preload of that remote's mf-manifest.json, which the federation runtime would
 *   otherwise ask for only once the shell has started (its fetch reuses the preloaded answer). Its entry and chunks
 *   are left to the runtime: they follow remotes.json as the shell reads it, and, fetched beside the shell's start
 *   chunk, they would only slow it down.
 * One page per remote (and one for the routes none owns), rendered and compressed (brotli, gzip) at start, and again
 * when a build rewrites index.html.
 */
export function shellPages(sources: Sources): (pathname: string) => ShellPage {
  const indexFile = path.join(sources.shellDir, 'index.html');
  const rendered = new Map<RemoteName | null, { mtimeMs: number; page: ShellPage }>();

  function pageOf(remote: RemoteName | null): ShellPage {
    const { mtimeMs } = fs.statSync(indexFile);
    const known = rendered.get(remote);
    if (known?.mtimeMs === mtimeMs) return known.page;
    const head = runtimeConfigElement(sources.runtime) + (remote ? manifestPreload(sources.remotes[remote]) : '');
    const html = fs.readFileSync(indexFile, 'utf8');
    const page = compressed(html.includes('</head>') ? html.replace('</head>', `${head}</head>`) : head + html);
    rendered.set(remote, { mtimeMs, page });
    return page;
  }

  for (const remote of [null, ...REMOTE_NAMES]) pageOf(remote);
  return (pathname) => pageOf(ownerOf(pathname));
}

/** The config as JSON inside a script element: `<` escaped, so no value can close the element. */
function runtimeConfigElement(runtime: RuntimeConfig): string {
  const json = JSON.stringify(runtime).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`;
}

function compressed(html: string): ShellPage {
  const identity = Buffer.from(html);
  const bodies = {
    br: zlib.brotliCompressSync(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: zlib.gzipSync(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  return {
    body: (encoding) => (encoding ? bodies[encoding] : identity),
    etag: (encoding) => `"${hash}${encoding ? `-${encoding}` : ''}"`,
  };
}

/** The encoding to send a page in: brotli, else gzip, when the request accepts it (a q of 0 refuses), else none. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    quality.set(name.toLowerCase(), q ? Number(q.slice(2)) : 1);
  }
  const accepts = (encoding: string) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}
