import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { baseURL, port } from './base-url';
import { chromiumArgs, chromiumPath } from './chromium';

// E2E_BASE_URL points the tests at a portal that is already running; otherwise
// the real server is started here with its own embedded PostgreSQL in a fresh data folder.
// Workers load this file again: the folder is made once, in the runner, and inherited through the
// environment, so a test can reach the server's database (support/database.ts).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node --import tsx ../apps/server/src/server.ts',
        url: `${baseURL}/readyz`,
        timeout: 180_000,
        reuseExistingServer: false,
        gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
        env: {
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          NODE_ENV: 'test',
          // The onboarding spec walks through the Pro terms gate, which is off by default.
          FEATURE_FLAGS: 'AGREEMENT_CHECK=true',
          // Every browser of the suite signs up from the one address 127.0.0.1; the production
          // default (20 an hour) would refuse the later specs' new users.
          AUTH_IP_SIGNUPS_PER_HOUR: '1000',
          // The specs read mailed links from the outbox (GET /api/dev/mail), from this machine.
          DEV_TOOLS: 'true',
          // The demo fleet publishes the seeded devices' readings over MQTT; the specs make its
          // faults happen themselves (POST /api/dev/simulator/faults) instead of the scripted
          // ones a minute after start, and the embedded broker takes any free port.
          SIMULATOR: 'true',
          SIMULATOR_FAULTS: 'false',
          MQTT_PORT: '0',
        },
      },
});
