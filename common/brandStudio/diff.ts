// The publish diff: what changes between the live configuration and the draft, as JSON-pointer leaf changes.
import { isObject, pointerSegment, type BrandDiffEntry } from './problem';

type Id = string | number;
const idOf = (v: unknown): Id | undefined =>
  isObject(v) && (typeof v.id === 'string' || typeof v.id === 'number') ? v.id : undefined;

/** Items with unique ids on both sides are matched by id (a reorder is not a change of every item). */
function idsOf(list: unknown[]): Id[] | undefined {
  const ids = list.map(idOf);
  if (list.length === 0 || ids.some((id) => id === undefined) || new Set(ids).size !== ids.length) return undefined;
  return ids as Id[];
}

/** One entry per leaf under `value`, on the side it is on (an added or removed subtree, spelled out). */
function leaves(path: string, value: unknown, side: 'before' | 'after', out: BrandDiffEntry[]): void {
  const entries = isObject(value) ? Object.entries(value) : Array.isArray(value) ? value.map((v, i) => [i, v]) : [];
  if (entries.length === 0) {
    out.push({ path, [side]: value });
    return;
  }
  for (const [key, v] of entries) leaves(`${path}/${pointerSegment(key as Id)}`, v, side, out);
}

function walk(path: string, before: unknown, after: unknown, out: BrandDiffEntry[]): void {
  if (Array.isArray(before) && Array.isArray(after)) {
    const [beforeIds, afterIds] = [idsOf(before), idsOf(after)];
    if (beforeIds && afterIds) {
      if (beforeIds.join('\u0000') !== afterIds.join('\u0000')) out.push({ path, before: beforeIds, after: afterIds });
      after.forEach((item, i) => {
        const j = beforeIds.indexOf(afterIds[i]!);
        if (j < 0) leaves(`${path}/${i}`, item, 'after', out);
        else walk(`${path}/${i}`, before[j], item, out);
      });
      before.forEach((item, j) => {
        if (!afterIds.includes(beforeIds[j]!)) leaves(`${path}/${j}`, item, 'before', out);
      });
      return;
    }
    const n = Math.max(before.length, after.length);
    for (let i = 0; i < n; i++) {
      if (i >= after.length) leaves(`${path}/${i}`, before[i], 'before', out);
      else if (i >= before.length) leaves(`${path}/${i}`, after[i], 'after', out);
      else walk(`${path}/${i}`, before[i], after[i], out);
    }
    return;
  }
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(before)) {
      const sub = `${path}/${pointerSegment(key)}`;
      if (key in after) walk(sub, before[key], after[key], out);
    }
    // Added keys after the changed ones, removed keys last: the order a reader checks them in.
    for (const key of Object.keys(after))
      if (!(key in before)) leaves(`${path}/${pointerSegment(key)}`, after[key], 'after', out);
    for (const key of Object.keys(before))
      if (!(key in after)) leaves(`${path}/${pointerSegment(key)}`, before[key], 'before', out);
    return;
  }
  if (!Object.is(before, after)) out.push({ path, before, after });
}

/** The leaf changes from `before` to `after`; `before` absent in an entry: added, `after` absent: removed. */
export function diffConfigs(before: unknown, after: unknown): BrandDiffEntry[] {
  const out: BrandDiffEntry[] = [];
  walk('', before, after, out);
  return out;
}
