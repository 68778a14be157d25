/**
 * `atelier worker` in a process of its own, on the test's database (the crash test's child): it
 * runs every worker step, campaign sending among them, until it is killed.
 */
import { buildApp } from '../../../app.js'
import { runCli } from '../../../cli/run-cli.js'
import { defaultMaxUploadBytes } from '../../../config.js'
import type { Config } from '../../../config.js'
import { openStorage } from '../../../storage/open-storage.js'

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
const io = {
  out: (text: string) => process.stdout.write(`${text}\n`),
  err: (text: string) => process.stderr.write(`${text}\n`),
}
process.exitCode = await runCli(['worker'], config, io, storage, { buildApp })
