// @vitest-environment node
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js') });
const RULE = 'local/no-cross-feature-imports';

/** The rule's messages for a snippet linted as if it were the given file. */
async function boundaryErrors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('features import shared layers only (eslint.config.js)', () => {
  it('refuses an import of another feature, at any depth, static or lazy', async () => {
    expect(
      await boundaryErrors("import x from '../games/GameCard';\nexport { x };\n", 'src/features/home/Probe.tsx'),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        "import x from '../../games/GameCard';\nexport { x };\n",
        'src/features/auth/forget/Probe.tsx',
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        "export const load = () => import('../lottery/LotteryScreen');\n",
        'src/features/home/P.tsx',
      ),
    ).toHaveLength(1);
    expect(await boundaryErrors("export { x } from '../auth/LoginForm';\n", 'src/features/shell/P.ts')).toHaveLength(1);
  });

  it('refuses an import of the app from a feature', async () => {
    expect(
      await boundaryErrors("import { App } from '../../app/App';\nexport { App };\n", 'src/features/home/P.tsx'),
    ).toHaveLength(1);
  });

  it('allows the feature itself and the shared layers', async () => {
    const allowed = [
      "import { GameGrid } from './GameGrid';",
      "import { GameCard } from '../../ui/games/GameCard';",
      "import { useLaunchGame } from '../../api/useLaunchGame';",
      "import { paths } from '../../registry/paths';",
      "import { observer } from 'mobx-react-lite';",
    ];
    expect(await boundaryErrors(`${allowed.join('\n')}\n`, 'src/features/games/Probe.tsx')).toEqual([]);
  });

  it('leaves the app free to compose features', async () => {
    expect(
      await boundaryErrors("import x from '../features/home/HomeScreen';\nexport { x };\n", 'src/app/P.tsx'),
    ).toEqual([]);
  });
});
