import { mkdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storybookDir } from '../src/routes/devQa';
import { startServer, type Envelope } from './harness';

describe('QA tools', () => {
  // A stand-in Storybook build, made only when none is built (never touches a real build).
  const fake = !existsSync(join(storybookDir, 'index.html'));
  if (fake) {
    mkdirSync(storybookDir, { recursive: true });
    writeFileSync(join(storybookDir, 'index.html'), '<!doctype html><title>Storybook</title>');
  }
  afterAll(() => {
    if (fake) rmSync(join(storybookDir, 'index.html'));
  });

  it('with the dev tools: the status names the brands, and the Storybook is served under /storybook/', async () => {
    const s = await startServer();
    try {
      const status = (await s.inject({ url: '/__dev/status' })).json() as Envelope<{ brands: string[] }>;
      expect(status.success).toBe(true);
      expect(status.value!.brands).toContain('lucky-peso');
      const page = await s.inject({ url: '/storybook/' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Storybook');
      expect((await s.inject({ url: '/storybook' })).headers.location).toBe('/storybook/');
      // Storybook frames its preview: its policy allows same-origin frames, the app's does not.
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      const app = await s.inject({ url: '/m/home' });
      expect(app.headers['content-security-policy'] ?? '').not.toContain("'unsafe-eval'");
    } finally {
      await s.close();
    }
  });

  it('without them (production): both answer 404', async () => {
    const s = await startServer({ devTools: false });
    try {
      expect((await s.inject({ url: '/__dev/status' })).statusCode).toBe(404);
      expect((await s.inject({ url: '/storybook/' })).statusCode).toBe(404);
    } finally {
      await s.close();
    }
  });
});
