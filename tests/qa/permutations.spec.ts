// Walks every pairwise flag configuration through the running app against the reference server: no console error,
// no axe violation, and every flag-gated item shown exactly when its flag says so. Writes qa-report/permutations.html.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { previewDraft } from '../e2e/brandDraft';
import { apiLogin, DEMO } from '../e2e/helpers';
import { pairwisePermutations } from './permutations';
import { writeReport, type ReportRow } from './report';
import { expectations, walk, type Who } from './walk';

const BRAND = process.env.QA_BRAND ?? 'lucky-peso';
const AGENT = { username: 'agent', password: 'agent1234!' };
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The English catalogue as the app merges it (src/i18n/locales/en/*.json), to find items by their label. */
const english = readdirSync('src/i18n/locales/en')
  .sort()
  .map((f) => JSON.parse(readFileSync(join('src/i18n/locales/en', f), 'utf8')) as object)
  .reduce<Record<string, unknown>>((all, part) => deepMerge(all, part), {});

function deepMerge(a: Record<string, unknown>, b: object): Record<string, unknown> {
  for (const [k, v] of Object.entries(b))
    a[k] = v && typeof v === 'object' && !Array.isArray(v) ? deepMerge({ ...(a[k] as object) }, v) : v;
  return a;
}

const label = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], english);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** What the unread dot adds to an entry's name for screen readers ("Unread messages: 3"). */
const unreadNote = escape(String(label('member.unread')).split('{{')[0]!.trim());

/**
 * A link, button or tab named by the label, optionally followed by a count or the unread note ("Messages Unread
 * messages: 3"), but not by more words: "Deposit" must not find "Deposit record".
 */
function control(area: Locator, text: string): Locator {
  const name = new RegExp(`^${escape(text)}(?:$|\\s*[,(\\d]|\\s*${unreadNote})`);
  return area.getByRole('link', { name }).or(area.getByRole('button', { name })).or(area.getByRole('tab', { name }));
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: object[] }> } }).axe;
    const r = await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return r.violations as { id: string; nodes: { target: string[] }[] }[];
  });
  return found.map((v) => `axe ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// Every configuration runs even when one fails (a failure restarts the worker): rows are kept one file each, in a
// folder per run (QA_RUN is set once by the Playwright config, which the workers inherit).
const ROWS = `qa-report/rows-${process.env.QA_RUN ?? 'local'}`;

test.afterAll(() => {
  const rows = existsSync(ROWS)
    ? readdirSync(ROWS).map((f) => JSON.parse(readFileSync(join(ROWS, f), 'utf8')) as ReportRow)
    : [];
  writeReport('qa-report/permutations.html', rows);
});

for (const permutation of pairwisePermutations()) {
  test(`configuration ${permutation.index}`, async ({ browser, request }) => {
    // Six pages, each with an axe run: more than the journeys' default 30 s on a busy machine.
    test.setTimeout(120_000);
    const started = Date.now();
    // The configuration is the brand's draft, seen through its preview (as the QA drawer shows it): the live
    // version never changes.
    const draft = await previewDraft(request, BRAND, permutation.patch);
    const problems: string[] = [];
    let checks = 0;
    const sessions: Partial<Record<Who, Page>> = {};
    const pageFor = async (who: Who) => {
      if (sessions[who]) return sessions[who]!;
      const context = await browser.newContext({
        ...test.info().project.use,
        // axe is injected as a script tag; the app's CSP (script-src 'self') would refuse it.
        bypassCSP: true,
      });
      const page = await context.newPage();
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(`console (${who}) ${page.url()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`page error (${who}) ${page.url()}: ${e.message}`));
      if (who !== 'visitor') {
        const account = who === 'agent' ? AGENT : DEMO;
        const session = await apiLogin(request, BRAND, account.username, account.password);
        await page.addInitScript((s) => {
          localStorage.setItem('MC_SESSION_INFO', JSON.stringify(s));
          sessionStorage.setItem('homePopupSeen', '1');
        }, session);
      }
      return (sessions[who] = page);
    };
    for (const stop of walk) {
      const page = await pageFor(stop.who);
      await page.goto(`${stop.path}?brand=${BRAND}&wl_preview=${draft.token}`);
      await page.locator('main').first().waitFor();
      await page.waitForLoadState('networkidle');
      // Items that must show are waited for (data loads after the shell); then the rest must be absent.
      const items = expectations(stop, permutation.flags).sort((a, b) => Number(b.shown) - Number(a.shown));
      for (const item of items) {
        const name = label(item.labelKey);
        if (typeof name !== 'string') {
          problems.push(`${stop.path}: no English label for ${item.labelKey}`);
          continue;
        }
        const found = control(page.locator(stop.within).first(), name);
        if (item.shown)
          await found
            .first()
            .waitFor({ timeout: 5_000 })
            .catch(() => undefined);
        const count = await found.count();
        checks++;
        if (count > 0 !== item.shown)
          problems.push(
            `${stop.path}: "${name}" (${item.flag} ${permutation.flags[item.flag] ? 'on' : 'off'}) should ${item.shown ? '' : 'not '}show`,
          );
      }
      problems.push(...(await axeViolations(page)).map((v) => `${stop.path}: ${v}`));
      checks++;
    }
    for (const page of Object.values(sessions)) await page.context().close();
    await draft.discard();
    const on = Object.entries(permutation.flags);
    mkdirSync(ROWS, { recursive: true });
    const row: ReportRow = {
      index: permutation.index,
      flagsOn: on.filter(([, v]) => v).map(([k]) => k),
      flagsOff: on.filter(([, v]) => !v).map(([k]) => k),
      variants: `mem_cen ${permutation.variants.memberCentre}, dep_func ${permutation.variants.depositDetail}`,
      checks,
      problems,
      ms: Date.now() - started,
    };
    writeFileSync(join(ROWS, `${permutation.index}.json`), JSON.stringify(row));
    expect(problems).toEqual([]);
  });
}
