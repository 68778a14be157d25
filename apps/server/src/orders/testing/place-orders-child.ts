/**
 * A server process placing orders as fast as it can until it is killed (the crash test's child).
 * Reads the database and the store from the environment.
 */
import { buildApp } from '../../app.js'
import { openStorage } from '../../storage/open-storage.js'
import { defaultMaxUploadBytes } from '../../config.js'
import type { Config } from '../../config.js'
import { CheckoutVisitor } from './checkout-visitor.js'

const env = process.env
const storage =
  env.CHILD_DIALECT === 'postgres'
    ? openStorage({
        kind: 'postgres',
        url: env.CHILD_PG_URL ?? '',
        schema: env.CHILD_PG_SCHEMA ?? '',
      })
    : openStorage({ kind: 'sqlite', file: env.CHILD_SQLITE_FILE ?? '' })
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
const app = await buildApp(config, {
  storage,
  logger: false,
  cartAddLimiter: { tryAdd: () => true },
})
const host = env.CHILD_HOST ?? ''
let placed = 0
for (;;) {
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      const visitor = new CheckoutVisitor(app, host)
      await visitor.add({ itemId: env.CHILD_ITEM_ID, sku: env.CHILD_SKU, quantity: 1 })
      const answer = await visitor.order()
      if (answer.statusCode === 201) placed += 1
    }),
  )
  if (placed > 0) process.stdout.write(`placed ${placed}\n`)
}
