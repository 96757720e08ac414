import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { repoRoot } from '../config';

// Brand files are validated against schemas/brand.schema.json at start; their types are generated from it.
export type { BrandFile, BrandMeta, RegisterField, RegisterSettings } from '@common/generated/api';
import type { BrandFile } from '@common/generated/api';

export const schemasDir = join(repoRoot, 'schemas');
export const brandsDir = join(repoRoot, 'brands');

/** A copy of a schema with every `required` removed (as scripts/gen-config.mjs derives the theme partial). */
function partialOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(partialOf);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(Object.entries(schema).flatMap(([k, v]) => (k === 'required' ? [] : [[k, partialOf(v)]])));
}

/**
 * The shared JSON Schemas of schemas/ (brand, settings, register settings, brand config), keyed by $id, with the
 * derived `theme-partial.schema.json` (a brand's theme.json) that brand-config.schema.json refers to.
 */
export function readSharedSchemas(): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const file of readdirSync(schemasDir).filter((f) => f.endsWith('.schema.json'))) {
    const schema = JSON.parse(readFileSync(join(schemasDir, file), 'utf8')) as Record<string, unknown>;
    out[String(schema.$id ?? file)] = schema;
  }
  const theme = out['theme.schema.json'];
  if (theme)
    out['theme-partial.schema.json'] = {
      ...(partialOf(theme) as Record<string, unknown>),
      $id: 'theme-partial.schema.json',
      title: 'ThemeTokensPartial',
    };
  return out;
}

/** Reads every brands/<id>/brand.json and validates it; an invalid file stops the start with its errors. */
export function loadBrands(dir = brandsDir): Map<string, BrandFile> {
  const ajv = new Ajv({ allErrors: true, strict: false });
  for (const schema of Object.values(readSharedSchemas())) ajv.addSchema(schema);
  const validate = ajv.getSchema('brand.schema.json');
  if (!validate) throw new Error('schemas/brand.schema.json missing');
  const brands = new Map<string, BrandFile>();
  for (const id of readdirSync(dir).sort()) {
    const file = join(dir, id, 'brand.json');
    if (!existsSync(file)) continue;
    const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!validate(data)) throw new Error(`${file} is invalid: ${ajv.errorsText(validate.errors)}`);
    const brand = data as BrandFile;
    if (brand.brand.id !== id) throw new Error(`${file}: brand.id "${brand.brand.id}" differs from its folder`);
    brands.set(id, brand);
  }
  if (brands.size === 0) throw new Error(`no brands in ${dir}`);
  return brands;
}

/** Host name → brand id, from each brand's `domains`. */
export function domainMap(brands: Map<string, BrandFile>): Map<string, string> {
  const map = new Map<string, string>();
  for (const [id, file] of brands) for (const d of file.domains) map.set(d.toLowerCase(), id);
  return map;
}

/** DEFAULT_BRAND, else lucky-peso when present, else the first id alphabetically. */
export function defaultBrandId(brands: Map<string, BrandFile>, preferred?: string): string {
  if (preferred && brands.has(preferred)) return preferred;
  if (brands.has('lucky-peso')) return 'lucky-peso';
  return [...brands.keys()].sort()[0]!;
}
