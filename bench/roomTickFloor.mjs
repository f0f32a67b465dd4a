// The floor under bench/roomTick.mjs: a page with no app at all doing only what every room tick must do (a 2 s
// fetch of the 300-bet answer, a 1 s countdown text), measured the same way (main-thread task time between
// answers, chromium, 4x CPU throttling). NOCOUNT=1 drops the countdown, TINY=1 answers an empty feed.
import { launchChromium } from '../scripts/localApp.mjs';

const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const sample = async () =>
    Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value * 1000])).TaskDuration;
  const bets = Array.from({ length: 300 }, (_, id) => ({
    id,
    nickname: `m***${id % 10}`,
    issue: '20260101001',
    play_method: 'Long,Odd',
    quantity: 1000 + id,
    play_type: '1,3',
  }));
  let before = null;
  const costs = [];
  let n = 0;
  await page.route('http://floor.test/heart', async (route) => {
    const now = await sample();
    if (before !== null && n > 2) costs.push(now - before);
    before = now;
    n++;
    await route.fulfill({
      json: { code: 0, data: { message: process.env.TINY ? [] : bets } },
      headers: { 'access-control-allow-origin': '*' },
    });
  });
  await page.route('http://floor.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><meta name=viewport content="width=device-width"><body style="margin:0;font:14px sans-serif"><div style="contain:layout paint;will-change:transform"><span id=c>01:00</span></div><script>
    let left = 3600; if (!${process.env.NOCOUNT ? 'true' : 'false'}) setInterval(() => { left--; document.getElementById('c').textContent = String(Math.floor(left/60)).padStart(2,'0') + ':' + String(left%60).padStart(2,'0'); }, 1000);
    const beat = async () => { const r = await fetch('http://floor.test/heart'); window.last = await r.json(); }; beat(); setInterval(beat, 2000);
  </script>`,
    }),
  );
  await page.goto('http://floor.test/');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  while (costs.length < 20) await page.waitForTimeout(500);
  costs.sort((a, b) => a - b);
  console.log(
    `${process.env.NOCOUNT ? 'no countdown ' : ''}${process.env.TINY ? 'tiny payload ' : ''}idle floor (2 s fetch of 300 bets + 1 s text countdown, 4x): median ${costs[10].toFixed(1)} ms, min ${costs[0].toFixed(1)}, max ${costs.at(-1).toFixed(1)}`,
  );
} finally {
  await browser.close();
}
