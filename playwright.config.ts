import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// The server under test gets a port nobody uses and a throwaway DATA_DIR (fresh SQLite database
// with the demo site), so end-to-end runs never touch ./data. Playwright evaluates this file in its
// runner and again in each worker; the environment carries the runner's choice to the workers.
async function freePort(name = 'ATELIER_E2E_PORT'): Promise<number> {
  const fromEnv = Number(process.env[name])
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

const port = await freePort()
process.env.ATELIER_E2E_PORT = String(port)
const dataDir =
  process.env.ATELIER_E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-e2e-'))
process.env.ATELIER_E2E_DATA_DIR = dataDir
const baseURL = `http://localhost:${port}`
// Stripe cannot be reached: the Stripe-compatible test server stands in for its API and, at
// /v3/, for Stripe.js (apps/server/src/payments/stripe/testing/); the Stripe spec enters its keys.
const stripePort = await freePort('ATELIER_E2E_STRIPE_PORT')
process.env.ATELIER_E2E_STRIPE_PORT = String(stripePort)
const stripeUrl = `http://127.0.0.1:${stripePort}`

// The demo's popup overlay (page type 104) appears a few seconds after a page opens; every test
// starts with it remembered as answered so it cannot cover what the test clicks. The popup's own
// test clears this (`test.use({ storageState: … })`).
const popupAnswered = {
  cookies: [],
  origins: [
    {
      origin: baseURL,
      localStorage: [
        {
          name: `atelier:popup-overlay:localhost:${port}`,
          value: JSON.stringify({ submitted: true }),
        },
      ],
    },
  ],
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  snapshotPathTemplate: 'e2e/screenshots/{testFilePath}/{arg}{ext}',
  fullyParallel: false,
  workers: 1,
  // On CI (`.ci/run` sets CI=1) a failed test runs once more and the list reporter marks it
  // "flaky": a defect that shows every time still fails the run, while one slow moment of a fresh
  // machine does not throw away the session's work. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    storageState: popupAnswered,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: 'node apps/server/dist/payments/stripe/testing/stripe-test-server-cli.js',
      url: `${stripeUrl}/v3/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        STRIPE_TEST_PORT: String(stripePort),
        STRIPE_WEBHOOK_URL: `${baseURL}/api/commerce/payments/stripe/webhook`,
        STRIPE_SECRET_KEY: 'sk_test_atelierE2e',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_atelierE2e',
        STRIPE_WEBHOOK_SECRET: 'whsec_atelierE2e',
      },
    },
    {
      command: 'node apps/server/dist/main.js',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: '1',
        OWNER_EMAIL: 'owner@atelier.test',
        OWNER_PASSWORD: 'e2e-owner-password',
        STRIPE_API_URL: stripeUrl,
        STRIPE_JS_URL: `${stripeUrl}/v3/`,
      },
    },
  ],
})
