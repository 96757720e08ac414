// Temporary (helper h4): one project's server only, with a longer start-up timeout on a loaded machine.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const only = process.env.H4_PROJECT ?? 'hydration';
const index = only === 'hydration' ? 1 : 0;
const servers = Array.isArray(base.webServer) ? base.webServer : [];
export default defineConfig({
  ...base,
  projects: base.projects!.filter((p) => p.name === only),
  webServer: [{ ...servers[index]!, timeout: 900_000 }],
});
