// Writes docs/api.md from schemas/api (see apiDocs.ts). Run: npm run docs:api
import { writeFileSync } from 'node:fs';
import { apiDocsPath, renderApiDocs } from './apiDocs';

writeFileSync(apiDocsPath, await renderApiDocs());
console.log(`wrote ${apiDocsPath}`);
