// The shape every publish check reports in (schemas/api/opsBrands.api.json#/definitions/BrandProblem), and the
// helpers the checks share to read a configuration that may be mid-edit or invalid without throwing.
import type { BrandDiffEntry, BrandProblem } from '@common/generated/api';
import type { BrandConfig } from '../../src/config/generated/types';

export type { BrandConfig, BrandDiffEntry, BrandProblem };
export type BrandCheck = BrandProblem['check'];

/** Message and fix keys live in the console's `brands` namespace under `checks.` (src/ops/i18n/<lang>/brands.json). */
export function problem(
  check: BrandCheck,
  path: string,
  key: string,
  params: Record<string, unknown> = {},
  fixParams?: Record<string, unknown>,
): BrandProblem {
  const out: BrandProblem = { check, path, messageKey: `checks.${key}`, params, fixKey: `checks.${key}Fix` };
  if (fixParams) out.fixParams = fixParams;
  return out;
}

/** A JSON pointer segment (RFC 6901). */
export const pointerSegment = (key: string | number): string => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value at a path of plain keys, or undefined where any step is missing or of the wrong kind. */
export function at(value: unknown, ...keys: string[]): unknown {
  let cur = value;
  for (const key of keys) {
    if (!isObject(cur)) return undefined;
    cur = cur[key];
  }
  return cur;
}
