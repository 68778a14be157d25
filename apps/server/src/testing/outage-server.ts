/**
 * A real server process for the database outage test: opens the PostgreSQL schema through the
 * URL in OUTAGE_PG_URL (a proxy the test can cut, with an `application_name` of its own), listens
 * on a free port and prints `listening <port>`. Its log lines (from `info` up) go to stdout
 * beside it, where the test reads what an operator would.
 */
import { buildApp } from '../app.js'
import { testConfig } from './test-app.js'
import { openStorage } from '../storage/open-storage.js'

const env = process.env
const storage = openStorage({
  kind: 'postgres',
  url: env.OUTAGE_PG_URL ?? '',
  schema: env.CHILD_PG_SCHEMA ?? '',
})
const app = await buildApp(testConfig(env.CHILD_DATA_DIR ?? '/tmp', { logLevel: 'info' }), {
  storage,
  // Every shopper comes from 127.0.0.1; the per-address add limit is not under test.
  cartAddLimiter: { tryAdd: () => true },
})
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
const port = typeof address === 'object' && address !== null ? address.port : 0
process.stdout.write(`listening ${port}\n`)
