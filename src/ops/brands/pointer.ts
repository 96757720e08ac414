import { unescapePointer } from './tabs';

const segments = (pointer: string) => pointer.split('/').slice(1).map(unescapePointer);

/** The value at a JSON pointer (RFC 6901), or undefined when a step is missing. */
export function getAt(value: unknown, pointer: string): unknown {
  let node = value;
  for (const segment of segments(pointer)) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/**
 * A copy of `value` with `next` at the pointer: the objects on the way are copied, the rest shared, so React sees a
 * new value and the live configuration the draft started from is never mutated. Missing steps become objects;
 * `undefined` removes the key (an optional part left empty).
 */
export function setAt<T>(value: T, pointer: string, next: unknown): T {
  const path = segments(pointer);
  if (path.length === 0) return next as T;
  const [head, ...rest] = path as [string, ...string[]];
  const node: Record<string, unknown> = Array.isArray(value)
    ? ([...value] as unknown as Record<string, unknown>)
    : { ...((value ?? {}) as Record<string, unknown>) };
  const child = rest.length === 0 ? next : setAt(node[head], `/${rest.join('/')}`, next);
  if (child === undefined && !Array.isArray(node)) delete node[head];
  else node[head] = child;
  return node as T;
}
