#!/usr/bin/env node
// The back office's first load (issue 29): the bytes that travel (brotli, as the api sends them) when a browser opens
// /ops/signin on the production build: the page and every script it names. Run after `npm run build`.
import { startApi } from './localApp.mjs';

const api = await startApi(Number(process.env.PORT ?? 8932));
try {
  let total = 0;
  const fetched = async (path) => {
    const res = await fetch(api.base + path, { headers: { 'accept-encoding': 'br' } });
    const body = await res.arrayBuffer();
    // fetch decodes the body: the wire is the content-length the server sent.
    const wire = Number(res.headers.get('content-length') ?? body.byteLength);
    total += wire;
    console.log(`${path}\t${res.headers.get('content-encoding') ?? 'identity'}\t${wire} B`);
    return new TextDecoder().decode(body);
  };
  const page = await fetched('/ops/signin');
  for (const [, path] of page.matchAll(/(?:src|href)="?(\/ops\/[^" >]+)/g)) await fetched(path);
  console.log(`first load: ${total} B on the wire`);
} finally {
  api.stop();
}
