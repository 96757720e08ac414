import { observable, runInAction } from 'mobx';
import type { ConfigProblem } from './validateWithFallback';

/** Problems found so far; the dev overlay renders this list. */
export const configProblems = observable.array<ConfigProblem>([], { deep: false });
const reported = new Set<string>();

/** Reports each failing path once: a console warning always, the overlay list in development. */
export function reportConfigProblems(problems: ConfigProblem[]): void {
  const fresh = problems.filter((p) => !reported.has(`${p.source}${p.path}`));
  if (fresh.length === 0) return;
  for (const p of fresh) reported.add(`${p.source}${p.path}`);
  console.warn(
    `[config] ${fresh.length} invalid value(s); brand defaults used instead:\n` +
      fresh.map((p) => `  ${p.source}${p.path || '/'}: ${p.message}`).join('\n'),
  );
  runInAction(() => configProblems.push(...fresh));
}
