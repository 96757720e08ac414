// The domains check (common/brandStudio/domains.ts): well-formed host names, none twice, none another brand's.
import { describe, expect, it } from 'vitest';
import { checkDomains } from '@common/brandStudio/domains';

const config = (domains: unknown, id = 'new-brand') => ({ brand: { domains, brand: { id } } });

describe('brand domains', () => {
  it('accepts lower-case host names the brand alone claims', () => {
    expect(checkDomains(config(['new.example', 'new-brand.localhost']), { otherBrandsDomains: {} })).toEqual([]);
  });

  it('refuses a domain another brand serves, naming that brand', () => {
    const problems = checkDomains(config(['a.example', 'Lucky.Example']), {
      otherBrandsDomains: { 'lucky-peso': ['lucky.example'], 'new-brand': ['a.example'] },
    });
    expect(problems).toEqual([
      expect.objectContaining({
        check: 'domains',
        path: '/brand/domains/1',
        messageKey: 'checks.domainTaken',
        params: { domain: 'Lucky.Example', brand: 'lucky-peso' },
      }),
    ]);
  });

  it('refuses malformed host names and a domain listed twice', () => {
    const problems = checkDomains(config(['ok.example', 'bad_host', 'http://x.example', 'a..b', 'OK.example']), {
      otherBrandsDomains: {},
    });
    expect(problems.map((p) => [p.path, p.messageKey])).toEqual([
      ['/brand/domains/1', 'checks.domainInvalid'],
      ['/brand/domains/2', 'checks.domainInvalid'],
      ['/brand/domains/3', 'checks.domainInvalid'],
      ['/brand/domains/4', 'checks.domainDuplicate'],
    ]);
  });
});
