/**
 * A real server process on the test database (the shared-limits test's child, with every limit as configured): opens the
 * PostgreSQL schema from the environment, listens on a free port and prints `listening <port>`.
 */
import { buildApp } from '../../app.js'
import { defaultMaxUploadBytes } from '../../config.js'
import type { Config } from '../../config.js'
import { openStorage } from '../../storage/open-storage.js'

const env = process.env
const storage = openStorage({
  kind: 'postgres',
  url: env.CHILD_PG_URL ?? '',
  schema: env.CHILD_PG_SCHEMA ?? '',
})
const config: Config = {
  port: 0,
  host: '127.0.0.1',
  dataDir: env.CHILD_DATA_DIR ?? '/tmp',
  databaseUrl: undefined,
  ownerEmail: undefined,
  ownerPassword: undefined,
  logLevel: 'silent',
  seedDemo: false,
  maxUploadBytes: defaultMaxUploadBytes,
}
// The default limits: they are what is under test.
const app = await buildApp(config, {
  storage,
  logger: false,
})
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
const port = typeof address === 'object' && address !== null ? address.port : 0
process.stdout.write(`listening ${port}\n`)
