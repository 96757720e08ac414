import { existsSync } from 'node:fs';

// The browser the test suites drive (journeys, stories). Debian's old headless shell (apt package
// chromium-headless-shell) when it is installed: the same engine as /usr/bin/chromium without the browser's UI and
// GPU-process work, so it costs about a third less CPU per journey on two cores (docs/performance.md, "Test
// suite"). Benchmarks and Lighthouse keep the full browser, as players have it. CHROMIUM_PATH overrides both.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

export const testBrowserPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
