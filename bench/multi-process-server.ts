/**
 * One Atelier process of the multi-process benchmark: the app on a shared PostgreSQL database
 * (BENCH_DB_URL), the demo site seeded by the first process (BENCH_SEED=1), without the per-address
 * add limit (every simulated visitor comes from 127.0.0.1). Prints `listening <port>`.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../apps/server/src/app.js'
import { seedDemo } from '../apps/server/src/demo/seed-demo.js'
import { openStorage } from '../apps/server/src/storage/open-storage.js'
import { runMigrations } from '../apps/server/src/storage/run-migrations.js'
import { testConfig } from '../apps/server/src/testing/test-app.js'

const storage = openStorage({ kind: 'postgres', url: process.env.BENCH_DB_URL ?? '' })
const dataDir = process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-mp-'))
if (process.env.BENCH_SEED === '1') await runMigrations(storage)
const app = await buildApp(testConfig(dataDir), {
  storage,
  logger: false,
  cartAddLimiter: { tryAdd: () => true },
})
if (process.env.BENCH_SEED === '1') await seedDemo(storage, app.atelier, { images: false })
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`)
process.on('SIGTERM', () => {
  void app.close().then(() => storage.close().then(() => process.exit(0)))
})
