#!/usr/bin/env node
// `npm run lint` (and npm test's lint stage): the Dockerfile through dockerfile-utils' validator, the checks of the
// Dockerfile language server. Docker itself is not on CI's machine, so this (and server/test/runtime-tree.test.ts)
// stands in for a `docker build`. Every problem fails, warnings too. Usage: node scripts/lint-dockerfile.mjs [file…]
import { readFileSync } from 'node:fs';
import { validate, ValidationSeverity } from 'dockerfile-utils';

const files = process.argv.slice(2).length ? process.argv.slice(2) : ['Dockerfile'];
// Stricter than the defaults, which ignore these.
const settings = {
  deprecatedMaintainer: ValidationSeverity.ERROR,
  directiveCasing: ValidationSeverity.ERROR,
  emptyContinuationLine: ValidationSeverity.ERROR,
  instructionCasing: ValidationSeverity.ERROR,
  instructionCmdMultiple: ValidationSeverity.ERROR,
  instructionEntrypointMultiple: ValidationSeverity.ERROR,
  instructionHealthcheckMultiple: ValidationSeverity.ERROR,
  instructionJSONInSingleQuotes: ValidationSeverity.ERROR,
  instructionWorkdirRelative: ValidationSeverity.ERROR,
};

let problems = 0;
for (const file of files) {
  for (const d of validate(readFileSync(file, 'utf8'), settings)) {
    problems++;
    const { line, character } = d.range.start;
    console.error(`${file}:${line + 1}:${character + 1} ${d.message}`);
  }
}
console.log(`${files.join(', ')}: ${problems ? `${problems} problem(s)` : 'no problems'}`);
process.exit(problems ? 1 : 0);
