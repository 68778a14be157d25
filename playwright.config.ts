import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import pg from 'pg'

// The server under test gets a port nobody uses and a throwaway DATA_DIR (fresh SQLite database
// with the demo site), so end-to-end runs never touch ./data. Playwright evaluates this file in its
// runner and again in each worker; the environment carries the runner's choice to the workers.
async function freePort(envName: string): Promise<number> {
  const fromEnv = Number(process.env[envName])
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

const port = await freePort('ATELIER_E2E_PORT')
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

// The flows that move money and stock run a second time on PostgreSQL (`postgres` project): a
// second server on a fresh schema of TEST_DATABASE_URL, dropped by `e2e/postgres-teardown.ts`.
const postgres = await postgresServer()

// The demo's popup overlay (page type 104) appears a few seconds after a page opens; every test
// starts with it remembered as answered so it cannot cover what the test clicks. The popup's own
// test clears this (`test.use({ storageState: … })`).
function popupAnswered(serverPort: number) {
  return {
    cookies: [],
    origins: [
      {
        origin: `http://localhost:${serverPort}`,
        localStorage: [
          {
            name: `atelier:popup-overlay:localhost:${serverPort}`,
            value: JSON.stringify({ submitted: true }),
          },
        ],
      },
    ],
  }
}

const chromium = {
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
}

/** The server under test: the demo site on a throwaway DATA_DIR, and the database `env` names. */
function server(serverPort: number, env: Record<string, string>) {
  return {
    command: 'node apps/server/dist/main.js',
    url: `http://localhost:${serverPort}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      // e2e/webhooks.spec.ts delivers to a receiver on 127.0.0.1 (refused in production).
      ATELIER_WEBHOOKS_ALLOW_LOCALHOST: '1',
      OWNER_EMAIL: 'owner@atelier.test',
      OWNER_PASSWORD: 'e2e-owner-password',
      ...env,
    },
  }
}

/**
 * The PostgreSQL server's port, schema and DATABASE_URL, or undefined without TEST_DATABASE_URL
 * (said aloud; on CI its absence fails the run). The runner creates the schema once; the workers,
 * which evaluate this file again, find its name in the environment.
 */
async function postgresServer(): Promise<
  { port: number; schema: string; url: string; dataDir: string } | undefined
> {
  const testUrl = process.env.TEST_DATABASE_URL
  if (testUrl === undefined || testUrl === '') {
    if (process.env.CI) {
      throw new Error('CI runs the money and stock flows on PostgreSQL: set TEST_DATABASE_URL.')
    }
    if (process.env.ATELIER_E2E_PG_SKIP_SAID === undefined) {
      process.env.ATELIER_E2E_PG_SKIP_SAID = '1'
      console.warn(
        'Skipping the postgres project (checkout, refunds, subscriptions, gift cards on ' +
          'PostgreSQL): TEST_DATABASE_URL is not set.',
      )
    }
    return undefined
  }
  const pgPort = await freePort('ATELIER_E2E_PG_PORT')
  process.env.ATELIER_E2E_PG_PORT = String(pgPort)
  let schema = process.env.ATELIER_E2E_PG_SCHEMA
  if (schema === undefined) {
    schema = `e2e_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
    const client = new pg.Client({ connectionString: testUrl })
    await client.connect()
    try {
      await client.query(`CREATE SCHEMA ${schema}`)
    } finally {
      await client.end()
    }
    process.env.ATELIER_E2E_PG_SCHEMA = schema
  }
  const url = new URL(testUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  const pgDataDir =
    process.env.ATELIER_E2E_PG_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-e2e-pg-'))
  process.env.ATELIER_E2E_PG_DATA_DIR = pgDataDir
  return { port: pgPort, schema, url: url.toString(), dataDir: pgDataDir }
}

/** The specs of money and stock: checkout, refunds, subscriptions, gift cards. */
const moneySpecs = [
  'checkout.spec.ts',
  'gift-card.spec.ts',
  'back-office-orders.spec.ts',
  'finish-order.spec.ts',
]

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  snapshotPathTemplate: 'e2e/screenshots/{testFilePath}/{arg}{ext}',
  fullyParallel: false,
  workers: 1,
  // On CI (`.ci/run` sets CI=1) a failed test runs once more and the list reporter marks it
  // "flaky": a defect that shows every time still fails the run, while one slow moment of a fresh
  // machine does not throw away the session's work. Locally a failure is a failure. The flaky
  // reporter ends the output with `flaky: N` and the title of each test that needed its retry.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./e2e/flaky-reporter.ts']],
  globalTeardown: './e2e/postgres-teardown.ts',
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...chromium, storageState: popupAnswered(port) },
    },
    ...(postgres === undefined
      ? []
      : [
          {
            name: 'postgres',
            testMatch: moneySpecs,
            use: {
              ...chromium,
              baseURL: `http://localhost:${postgres.port}`,
              storageState: popupAnswered(postgres.port),
            },
          },
        ]),
  ],
  webServer: [
    // The Stripe-compatible test server (payments/stripe/testing/): the SDK's API and a stand-in
    // for Stripe.js, signing its webhooks to the SQLite server.
    {
      command: 'node apps/server/dist/payments/stripe/testing/stripe-test-server-cli.js',
      url: `${stripeUrl}/v3/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        STRIPE_TEST_PORT: String(stripePort),
        STRIPE_WEBHOOK_URL: `${baseURL}/api/commerce/payments/stripe/webhook`,
        STRIPE_SECRET_KEY: 'sk_test_atelierE2e',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_atelierE2e',
        STRIPE_WEBHOOK_SECRET: 'whsec_atelierE2e',
      },
    },
    server(port, {
      DATA_DIR: dataDir,
      STRIPE_API_URL: stripeUrl,
      STRIPE_JS_URL: `${stripeUrl}/v3/`,
    }),
    ...(postgres === undefined
      ? []
      : [
          server(postgres.port, {
            DATA_DIR: postgres.dataDir,
            DATABASE_URL: postgres.url,
          }),
        ]),
  ],
})
