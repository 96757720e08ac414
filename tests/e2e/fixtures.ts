// The journeys' `test`: Playwright's, plus fresh players (tests/e2e/players.ts) and a client address of their own.
import { test as base } from '@playwright/test';
import { Players } from './players';

export { expect } from '@playwright/test';

let journeys = 0;

export const test = base.extend<{ players: Players }>({
  // Each journey comes from its own address (X-Forwarded-For; the e2e servers run with TRUST_PROXY=1), as if from its
  // own phone: the per-address limits (sign-ins, registrations, captchas, SMS; services/rateLimiter.ts) count each
  // journey alone, so journeys side by side neither wait for nor trip over each other's limits.
  // Playwright reads a fixture's dependencies from the destructuring: this one has none.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, provide, testInfo) => {
    const n = ++journeys;
    const w = testInfo.workerIndex;
    await provide({ 'X-Forwarded-For': `10.${(w >> 8) & 255}.${w & 255}.${n & 255}` });
  },
  players: async ({ request }, provide) => provide(new Players(request)),
});
