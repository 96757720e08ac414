/**
 * Unit files that run isolated (vitest.config.ts, project unit-isolated): each mocks a module or reads module state
 * another file may have changed (the reported configuration problems, axios's adapter). The other unit files share
 * one jsdom and their loaded modules per worker. isolatedUnit.test.ts checks that every file that mocks is here.
 */
export const ISOLATED_UNIT = [
  'src/api/callApi.test.ts',
  'src/config/validateWithFallback.test.ts',
  'src/storybook/wpsReplies.test.ts',
  'src/app/qa/QaDrawerGate.test.tsx',
  'src/features/help/HelpScreen.test.tsx',
  'tests/unit/bootData.test.ts',
];
