import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';
import ISOLATED_UNIT from './isolated-unit.json';

// isolated-unit.json lists the unit files that run isolated (vitest.config.ts, project unit-isolated): each mocks a
// module or reads module state another file may have changed (the reported configuration problems, axios's
// adapter). The other unit files share one jsdom and their loaded modules per worker.

const root = resolve(import.meta.dirname, '../..');

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(name) ? [relative(root, path)] : [];
  });
}

test('every unit file that mocks a module runs isolated (the others share loaded modules)', () => {
  const files = [...testFiles(join(root, 'src')), ...testFiles(join(root, 'tests/unit'))];
  const mocking = files.filter((f) => /\bvi\.(mock|doMock)\(/.test(readFileSync(join(root, f), 'utf8')));
  expect(mocking.length).toBeGreaterThan(0);
  expect(mocking.filter((f) => !ISOLATED_UNIT.includes(f))).toEqual([]);
  expect(ISOLATED_UNIT.filter((f) => !files.includes(f))).toEqual([]);
});
