import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface ReportRow {
  index: number;
  flagsOn: string[];
  flagsOff: string[];
  variants: string;
  checks: number;
  problems: string[];
  ms: number;
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** One row per configuration: what was on and off, how many checks ran, and what failed. */
export function writeReport(file: string, rows: ReportRow[], when = new Date()): void {
  const body = rows
    .sort((a, b) => a.index - b.index)
    .map(
      (r) => `<tr class="${r.problems.length ? 'fail' : 'pass'}">
  <th scope="row">${r.index}</th>
  <td>${r.problems.length ? 'FAIL' : 'pass'}</td>
  <td>${esc(r.variants)}</td>
  <td>${r.flagsOn.map(esc).join(', ')}</td>
  <td>${r.flagsOff.map(esc).join(', ')}</td>
  <td>${r.checks}</td>
  <td>${(r.ms / 1000).toFixed(1)} s</td>
  <td>${r.problems.length ? `<ul>${r.problems.map((p) => `<li>${esc(p)}</li>`).join('')}</ul>` : ''}</td>
</tr>`,
    )
    .join('\n');
  const failed = rows.filter((r) => r.problems.length).length;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Flag permutations</title>
<style>body{font:14px system-ui;margin:1rem}table{border-collapse:collapse}td,th{border:1px solid #999;padding:4px;vertical-align:top}
.fail{background:#fde2e2}.pass td:nth-child(2){color:#0a6b2b}</style>
<h1>Flag permutations (pairwise)</h1>
<p>${rows.length} configurations, ${failed} failed. Generated ${esc(when.toISOString())} by tests/qa/permutations.spec.ts.</p>
<table><thead><tr><th>#</th><th>Result</th><th>Variants</th><th>Flags on</th><th>Flags off</th><th>Checks</th><th>Time</th><th>Problems</th></tr></thead>
<tbody>
${body}
</tbody></table></html>`,
  );
}
