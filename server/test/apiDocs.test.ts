import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { apiDocsPath, renderApiDocs } from '../scripts/apiDocs';

// docs/api.md is generated from schemas/api: a contract change without `npm run docs:api` fails here.
test('docs/api.md is what schemas/api generates', async () => {
  const expected = await renderApiDocs();
  expect(readFileSync(apiDocsPath, 'utf8') === expected, 'docs/api.md is stale: run npm run docs:api').toBe(true);
});
