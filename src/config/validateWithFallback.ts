import type { ValidateFunction, ValidationError } from './generated/validate-function';

/** One invalid part of a configuration and what was used instead. */
export interface ConfigProblem {
  source: string;
  path: string;
  message: string;
}

export interface CheckedConfig<T> {
  value: T;
  problems: ConfigProblem[];
}

const decode = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** JSON pointer of the failing value: for a missing or unknown key, the key itself. */
function errorPath(error: ValidationError): string {
  const key =
    (error.params.missingProperty as string | undefined) ?? (error.params.additionalProperty as string | undefined);
  return key === undefined
    ? error.instancePath
    : `${error.instancePath}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

function segments(path: string): string[] {
  return path.split('/').slice(1).map(decode);
}

function getAt(root: unknown, parts: string[]): { found: boolean; value: unknown } {
  let node: unknown = root;
  for (const part of parts) {
    if (typeof node !== 'object' || node === null || !(part in node)) return { found: false, value: undefined };
    node = (node as Record<string, unknown>)[part];
  }
  return { found: true, value: node };
}

/** Replaces the value at `parts` with the default's (or deletes it when the default has none). */
function patch(target: Record<string, unknown>, defaults: unknown, parts: string[]): void {
  if (parts.length === 0) return;
  let node: Record<string, unknown> = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next !== 'object' || next === null) return;
    node = next as Record<string, unknown>;
  }
  const last = parts[parts.length - 1]!;
  const fallback = getAt(defaults, parts);
  if (fallback.found) node[last] = structuredClone(fallback.value);
  else if (Array.isArray(node)) node.splice(Number(last), 1);
  else delete node[last];
}

/**
 * Validates `raw` and replaces every failing part with the matching part of `defaults`.
 * Never throws: a configuration that cannot be repaired part by part falls back to `defaults` whole.
 */
export function validateWithFallback<T>(
  source: string,
  validate: ValidateFunction,
  raw: unknown,
  defaults: T,
): CheckedConfig<T> {
  if (validate(raw)) return { value: raw as T, problems: [] };
  const problems: ConfigProblem[] = [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    problems.push({ source, path: '', message: 'must be an object' });
    return { value: structuredClone(defaults), problems };
  }
  const repaired = structuredClone(raw) as Record<string, unknown>;
  // A few passes: repairing a parent can uncover nothing new, but an array splice can shift indexes.
  for (let pass = 0; pass < 3 && !validate(repaired); pass++) {
    const errors = [...(validate.errors ?? [])];
    // Deepest paths first so array splices do not shift later indexes.
    const paths = [...new Set(errors.map(errorPath))].sort((a, b) => b.length - a.length);
    for (const error of errors) {
      const path = errorPath(error);
      if (!problems.some((p) => p.path === path))
        problems.push({ source, path, message: error.message ?? describeError(error) });
    }
    for (const path of paths) patch(repaired, defaults, segments(path));
  }
  if (!validate(repaired)) return { value: structuredClone(defaults), problems };
  return { value: repaired as T, problems };
}

/** A short reason from an error's keyword and params (the browser's validators carry no message strings). */
function describeError({ keyword, params }: ValidationError): string {
  const detail = Object.values(params).map(String).join(', ');
  return detail ? `${keyword} (${detail})` : keyword;
}
