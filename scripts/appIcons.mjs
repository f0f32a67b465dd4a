#!/usr/bin/env node
// Draws the app's icons from shell/public/favicon.svg with Debian's chromium, into shell/public (committed; run
// again after changing the SVG): the manifest's 192 and 512 px icons, the same as maskable (the background fills
// the square: the launcher cuts its own shape; the candles stay inside the safe circle of 40%), the 180 px
// apple-touch-icon (full square too: iOS rounds it) and favicon.ico (16 and 32 px) for clients that ask it by name.
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium, root } from './localApp.mjs';

const dir = path.join(root, 'shell/public');
const svg = fs.readFileSync(path.join(dir, 'favicon.svg'), 'utf8');
const fullSquare = svg.replace(/(<rect id="background"[^>]*?) rx="\d+"/, '$1');
if (fullSquare === svg) throw new Error('favicon.svg: no <rect id="background" ... rx="..."> to square off');

const PICTURES = [
  { file: 'icon-192.png', size: 192, svg },
  { file: 'icon-512.png', size: 512, svg },
  { file: 'icon-maskable-192.png', size: 192, svg: fullSquare },
  { file: 'icon-maskable-512.png', size: 512, svg: fullSquare },
  { file: 'apple-touch-icon.png', size: 180, svg: fullSquare },
];
const ICO_SIZES = [16, 32];

/** An .ico holding PNG pictures (every browser since IE 11 reads them). */
function ico(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.data)]);
}

const browser = await launchChromium();
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const draw = async (source, size) => {
    await page.setViewportSize({ width: size, height: size });
    const sized = source.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><body style="margin:0">${sized}</body>`);
    return page.locator('svg').screenshot({ omitBackground: true });
  };
  for (const picture of PICTURES) {
    fs.writeFileSync(path.join(dir, picture.file), await draw(picture.svg, picture.size));
    console.log(`shell/public/${picture.file}`);
  }
  const small = [];
  for (const size of ICO_SIZES) small.push({ size, data: await draw(svg, size) });
  fs.writeFileSync(path.join(dir, 'favicon.ico'), ico(small));
  console.log('shell/public/favicon.ico');
} finally {
  await browser.close();
}
