// The domains check: each of the brand's host names is well formed, listed once, and not served by another brand
// (host names are case-insensitive, so they are compared lower-cased).
import { at, problem, type BrandProblem } from './problem';

/** A DNS host name: dot-separated labels of letters, digits and inner hyphens, each 1–63 long, 253 in all. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
export const isHostName = (host: string): boolean =>
  host.length > 0 && host.length <= 253 && host.split('.').every((label) => LABEL.test(label));

export interface DomainContext {
  /** Every other brand's domains by brand id (the brand's own id, if present, is skipped). */
  otherBrandsDomains: Record<string, string[]>;
}

export function checkDomains(config: unknown, { otherBrandsDomains }: DomainContext): BrandProblem[] {
  const domains = at(config, 'brand', 'domains');
  if (!Array.isArray(domains)) return [];
  const self = at(config, 'brand', 'brand', 'id');
  const owner = new Map<string, string>();
  for (const [brand, list] of Object.entries(otherBrandsDomains)) {
    if (brand === self) continue;
    for (const d of list) owner.set(d.toLowerCase(), brand);
  }
  const seen = new Set<string>();
  const problems: BrandProblem[] = [];
  domains.forEach((domain: unknown, i) => {
    const path = `/brand/domains/${i}`;
    if (typeof domain !== 'string' || !isHostName(domain)) {
      problems.push(problem('domains', path, 'domainInvalid', { domain: String(domain) }));
      return;
    }
    const key = domain.toLowerCase();
    if (seen.has(key)) problems.push(problem('domains', path, 'domainDuplicate', { domain }));
    else if (owner.has(key)) problems.push(problem('domains', path, 'domainTaken', { domain, brand: owner.get(key) }));
    seen.add(key);
  });
  return problems;
}
