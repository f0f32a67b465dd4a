// Brotli (.br) and gzip (.gz) copies of every text file a browser fetches from a built dist, written beside it
// at build time so the server sends them as they are (api/src/plugins/static.ts, preCompressed) instead of
// compressing per request. A copy is made only when it is smaller than the file; a fresh one is kept.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|svg|json|webmanifest)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const ENCODERS = {
  '.br': (data) =>
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  '.gz': (data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

function compressibleFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes the missing or stale .br/.gz copies under `dir`; returns how many files it wrote. */
export async function precompressDir(dir) {
  let written = 0;
  await Promise.all(
    compressibleFiles(dir).map(async (file) => {
      const { mtimeMs } = fs.statSync(file);
      const data = fs.readFileSync(file);
      for (const [extension, encode] of Object.entries(ENCODERS)) {
        const target = file + extension;
        if (fs.existsSync(target) && fs.statSync(target).mtimeMs >= mtimeMs) continue;
        fs.rmSync(target, { force: true });
        const encoded = await encode(data);
        // The server falls back to the next encoding, then to the file itself, when a copy is missing.
        if (encoded.length >= data.length) continue;
        // Written aside then renamed: a server never reads half a file.
        fs.writeFileSync(`${target}.tmp`, encoded);
        fs.renameSync(`${target}.tmp`, target);
        written++;
      }
    }),
  );
  return written;
}
