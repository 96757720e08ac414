// Loads /m/gameList (every game of a demo brand, 600+) in Chromium on a Pixel 7 viewport, scrolls to the very end,
// and reports the most game cards ever in the DOM, the games loaded, and the JS heap. Run: npm run bench:games
// (builds first). Loopback only; DIST_DIR picks another build.
import { chromium, devices } from '@playwright/test';
import { startServer } from './serverProcess';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const server = await startServer(Number(process.env.BENCH_PORT ?? 5196));
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--enable-precise-memory-info'],
});
try {
  const page = await (await browser.newContext({ ...devices['Pixel 7'] })).newPage();
  const total = (
    (await (await fetch(`${server.url}/wps/game/list?brand=lucky-peso&pageSize=1`)).json()) as {
      value: { totalPages: number };
    }
  ).value.totalPages;
  let pageRequests = 0;
  page.on('request', (r) => {
    if (r.url().includes('/wps/game/list')) pageRequests++;
  });
  const started = Date.now();
  await page.goto(`${server.url}/m/gameList?brand=lucky-peso`);
  await page
    .getByRole('button', { name: /^Favourite / })
    .first()
    .waitFor();
  let maxCards = 0;
  let loaded = 0;
  // Scroll to the bottom until the list says it has everything.
  for (let step = 0; step < 400; step++) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(150);
    maxCards = Math.max(maxCards, await page.getByRole('button', { name: /^Favourite / }).count());
    if (await page.getByText("That's all the games.").isVisible()) break;
  }
  loaded = pageRequests;
  const heap = await page.evaluate(
    () => (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
  );
  console.log(
    `game list: ${total} games in pages of 26; ${loaded} page requests in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `max ${maxCards} game cards in the DOM at once; JS heap ${(heap / 1024 / 1024).toFixed(1)} MB after scrolling to the end`,
  );
} finally {
  await browser.close();
  server.stop();
}
