import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A stand-in for the build's renderer (as in ssr.test.ts): every page is rendered with the brand's notices, asked of
// the server's own API, whose replies the server caches between pages. Content tests read a page to see whether a
// console change reached it (ops-content.test.ts in one instance, cluster-content.test.ts across two).
const ENTRY = `
export const plan = async (url) => ({
  url: new URL(url, 'http://localhost').pathname,
  requests: [{ id: 'announcements', query: { types: 'PL' }, key: 'notices' }],
});
export const deviceKey = () => 'any';
export async function render({ bootJson }) {
  const notices = JSON.parse(bootJson).replies?.notices?.notices ?? [];
  return { html: '<ul>' + notices.map((n) => '<li>' + n.title + '</li>').join('') + '</ul>', css: '', images: [] };
}
`;

/** A build folder whose server renderer lists the brand's notices. */
export function noticesDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'wps-notices-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, '.ssr', '.vite'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><div id="root"><!--app-html--><!--/app-html--></div><!--app-data--></body></html>',
  );
  writeFileSync(join(dist, '.ssr', 'entry-server-1.js'), ENTRY);
  writeFileSync(
    join(dist, '.ssr', '.vite', 'manifest.json'),
    JSON.stringify({ 'src/entry-server.tsx': { file: 'entry-server-1.js', isEntry: true } }),
  );
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({}));
  writeFileSync(join(dist, '.vite', 'boot.json'), JSON.stringify({ routes: {}, aliases: {}, catalogues: {} }));
  return dist;
}
