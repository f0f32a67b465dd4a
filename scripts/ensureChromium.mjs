#!/usr/bin/env node
// The browser tests use Debian's chromium (never a downloaded browser). Installs it when missing.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

// Chinese fonts too, so the screenshots show what a user reads instead of empty boxes.
const CHROMIUM = '/usr/bin/chromium';
const CJK_FONTS = '/usr/share/fonts/opentype/noto';
const missing = [!fs.existsSync(CHROMIUM) && 'chromium', !fs.existsSync(CJK_FONTS) && 'fonts-noto-cjk'].filter(Boolean);
if (missing.length) {
  console.log(`e2e: installing ${missing.join(' ')} from Debian`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
    stdio: 'inherit',
  });
}
