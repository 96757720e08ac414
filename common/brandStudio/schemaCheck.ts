// The schema check: the whole BrandConfig against schemas/brand-config.schema.json, through the precompiled
// standalone validator (scripts/gen-config.mjs), so the console ships no ajv compiler.
import { validateBrandConfig } from '../../src/config/generated/validators.js';
import { pointerSegment, problem, type BrandProblem } from './problem';

/** ajv's message keywords the console has a text for; any other keyword reads as `checks.schema.other`. */
export const SCHEMA_KEYWORDS = new Set([
  'type',
  'required',
  'additionalProperties',
  'pattern',
  'enum',
  'const',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'anyOf',
]);

export function checkSchema(config: unknown): BrandProblem[] {
  if (validateBrandConfig(config)) return [];
  const problems: BrandProblem[] = [];
  const seen = new Set<string>();
  for (const error of validateBrandConfig.errors ?? []) {
    const params = error.params;
    // A missing or unknown property is named by the field itself, where the form shows it.
    const field =
      error.keyword === 'required'
        ? params.missingProperty
        : error.keyword === 'additionalProperties'
          ? params.additionalProperty
          : undefined;
    const path = typeof field === 'string' ? `${error.instancePath}/${pointerSegment(field)}` : error.instancePath;
    const keyword = SCHEMA_KEYWORDS.has(error.keyword) ? error.keyword : 'other';
    // anyOf repeats its branches' errors at the same place (the logo): one problem per field and keyword.
    if (seen.has(`${path} ${keyword}`)) continue;
    seen.add(`${path} ${keyword}`);
    problems.push({
      ...problem('schema', path, `schema.${keyword}`, { ...params, keyword: error.keyword }),
      fixKey: 'checks.schemaFix',
    });
  }
  return problems;
}
