import path from 'node:path'
import { AtelierError } from './errors/atelier-error.js'

export interface Config {
  port: number
  host: string
  /** Absolute path; holds `atelier.db` (SQLite) and `files/`. */
  dataDir: string
  /** A postgres:// URL selects PostgreSQL; absent means embedded SQLite. */
  databaseUrl: string | undefined
  ownerEmail: string | undefined
  ownerPassword: string | undefined
  logLevel: LogLevel
  seedDemo: boolean
  maxUploadBytes: number
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]

export const defaultMaxUploadBytes = 20_000_000

/** Reads the configuration from the environment; every problem is reported at once. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): Config {
  const problems: string[] = []

  const port = parseInteger(env.PORT, 3000)
  if (port === undefined || port < 0 || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${env.PORT}")`)
  }

  const databaseUrl = blankToUndefined(env.DATABASE_URL)
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push(
      'DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for SQLite)',
    )
  }

  const logLevel = blankToUndefined(env.LOG_LEVEL) ?? 'info'
  if (!isLogLevel(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')} (got "${logLevel}")`)
  }

  const seedDemoRaw = blankToUndefined(env.SEED_DEMO) ?? '1'
  if (!['0', '1', 'true', 'false'].includes(seedDemoRaw)) {
    problems.push(`SEED_DEMO must be 1 or 0 (got "${seedDemoRaw}")`)
  }

  const maxUploadBytes = parseInteger(env.MAX_UPLOAD_BYTES, defaultMaxUploadBytes)
  if (maxUploadBytes === undefined || maxUploadBytes < 1) {
    problems.push(
      `MAX_UPLOAD_BYTES must be a positive whole number (got "${env.MAX_UPLOAD_BYTES}")`,
    )
  }

  const ownerEmail = blankToUndefined(env.OWNER_EMAIL)
  const ownerPassword = blankToUndefined(env.OWNER_PASSWORD)
  if ((ownerEmail === undefined) !== (ownerPassword === undefined)) {
    problems.push('OWNER_EMAIL and OWNER_PASSWORD must be set together')
  }
  if (ownerEmail !== undefined && !ownerEmail.includes('@')) {
    problems.push('OWNER_EMAIL must be an email address')
  }
  if (ownerPassword !== undefined && ownerPassword.length < 8) {
    problems.push('OWNER_PASSWORD must be at least 8 characters long')
  }

  if (problems.length > 0) {
    throw new AtelierError('invalid-config', `Invalid configuration:\n- ${problems.join('\n- ')}`)
  }

  return {
    port: port as number,
    host: blankToUndefined(env.HOST) ?? '0.0.0.0',
    dataDir: path.resolve(cwd, blankToUndefined(env.DATA_DIR) ?? './data'),
    databaseUrl,
    ownerEmail,
    ownerPassword,
    logLevel: logLevel as LogLevel,
    seedDemo: seedDemoRaw === '1' || seedDemoRaw === 'true',
    maxUploadBytes: maxUploadBytes as number,
  }
}

function blankToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim()
}

function parseInteger(raw: string | undefined, fallback: number): number | undefined {
  const value = blankToUndefined(raw)
  if (value === undefined) return fallback
  return /^\d+$/.test(value) ? Number(value) : undefined
}

function isLogLevel(value: string): value is LogLevel {
  return (logLevels as readonly string[]).includes(value)
}
