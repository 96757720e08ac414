// Writes server/src/content/commonPasswords.json: the 1,000 most common passwords that the length rule alone would
// accept (8–64 characters), in rank order, from the password dictionary of @zxcvbn-ts/language-common (a dev
// dependency, so the server needs no dictionary at run time and the browser never gets the list).
// Run: npx tsx scripts/gen-common-passwords.ts   (again after upgrading @zxcvbn-ts/language-common)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dictionary } from '@zxcvbn-ts/language-common';

const COUNT = 1000;
const out = fileURLToPath(new URL('../server/src/content/commonPasswords.json', import.meta.url));
const pkg = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../node_modules/@zxcvbn-ts/language-common/package.json', import.meta.url)),
    'utf8',
  ),
) as { version: string };

// Shorter entries are refused by the 8-character minimum already; listing them would only push real ones out.
const ranked = dictionary['passwords-common'];
const seen = new Set<string>();
const passwords: string[] = [];
let lastRank = 0;
for (const [rank, word] of ranked.entries()) {
  const length = [...word].length;
  const key = word.normalize('NFKC').toLowerCase();
  if (length < 8 || length > 64 || word.trim() === '' || seen.has(key)) continue;
  seen.add(key);
  passwords.push(key);
  lastRank = rank + 1;
  if (passwords.length === COUNT) break;
}
if (passwords.length !== COUNT) throw new Error(`only ${passwords.length} eligible passwords in the dictionary`);

const file = {
  source: `@zxcvbn-ts/language-common@${pkg.version} dictionary "passwords-common"`,
  rule: `the ${COUNT} highest-ranked entries of 8 to 64 characters (ranks 1..${lastRank}), lower case`,
  generatedBy: 'scripts/gen-common-passwords.ts',
  passwords,
};
writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`);
console.log(`wrote ${passwords.length} passwords (ranks 1..${lastRank}) to ${out}`);
