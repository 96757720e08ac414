// The checks that block a publish (issue 30), run by the server on the configuration about to go live: the same pure
// checks the console runs while editing (common/brandStudio/checkBrandConfig.ts), against every other live brand's
// domains, and the brand id the configuration must keep.
import { checkBrandConfig } from '@common/brandStudio/checkBrandConfig';
import { at, problem } from '@common/brandStudio/problem';
import type { BrandProblem } from '@common/generated/api';
import type { BrandFile } from '../../brands/loadBrands';

/** Every live brand's domains but this one's. */
export function otherBrandsDomains(brands: Map<string, BrandFile>, brandId: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [id, file] of brands) if (id !== brandId) out[id] = file.domains;
  return out;
}

/** Every problem of the configuration, against the other live brands (ctx.brands); empty: it may go live. */
export function checkConfig(brands: Map<string, BrandFile>, brandId: string, config: unknown): BrandProblem[] {
  const problems = checkBrandConfig(config, { otherBrandsDomains: otherBrandsDomains(brands, brandId) });
  // The id is the brand's for good: a configuration of another id is refused as a schema `const` would be.
  if (at(config, 'brand', 'brand', 'id') !== brandId)
    problems.unshift({
      ...problem('schema', '/brand/brand/id', 'schema.const', { allowedValue: brandId, keyword: 'const' }),
      fixKey: 'checks.schemaFix',
    });
  return problems;
}
