import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** Per port, so two runs side by side (E2E_PORT) keep their own data. */
export const E2E_DATA_DIR = `.tmp/e2e-data-${PORT}`;
/** tools/fake-courier for the journeys: parcels move only when a test says so. */
export const FAKE_COURIER_URL = `http://127.0.0.1:${Number(process.env.E2E_FAKE_COURIER_PORT ?? 4310)}`;

/** Journeys in Debian's Chromium against the built app on a fresh embedded database. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, testIgnore: /phone\.spec/ },
    // The same journeys in Bangla: a browser that prefers it, users who chose it (e2e/ui-text.ts).
    {
      name: 'bangla',
      metadata: { language: 'bn' },
      use: { viewport: { width: 1280, height: 800 }, locale: 'bn-BD' },
      // These choose their language themselves; phone.spec is about the phone's width.
      testIgnore: /bangla|language|phone\.spec/,
    },
    // The seller's phone, 360×740 with touch: every journey again, each failing if the screen it ends on
    // scrolls sideways (e2e/journey-test.ts); phone.spec checks each screen's main action. Nothing is left
    // out: the toolbars fold into "More actions" and forms become sheets below `sm`, so each journey
    // takes another path here, and the Bangla walk reads the phone's menus too.
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 740 }, hasTouch: true },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx tools/fake-courier/src/main.ts',
      url: `${FAKE_COURIER_URL}/_control/parcels`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_COURIER_PORT: new URL(FAKE_COURIER_URL).port, FAKE_COURIER_AUTO_MS: '0' },
    },
    {
      command: `rm -rf ${E2E_DATA_DIR} && node --import tsx apps/server/src/main.ts`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_DATA_DIR,
        APP_URL: `http://127.0.0.1:${PORT}`,
        PLATFORM_ADMIN_EMAILS: 'master@e2e.test',
        LOG_LEVEL: 'warn',
        STEADFAST_BASE_URL: `${FAKE_COURIER_URL}/steadfast/api/v1`,
        PATHAO_BASE_URL: `${FAKE_COURIER_URL}/pathao`,
        REDX_BASE_URL: `${FAKE_COURIER_URL}/redx/v1.0.0-beta`,
      },
    },
  ],
});
