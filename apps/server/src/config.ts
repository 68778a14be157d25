import net from 'node:net'
import path from 'node:path'
import { isValidEmail } from '@atelier/schema'
import { AtelierError } from './errors/atelier-error.js'
import { parseS3Url } from './files/s3-url.js'

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
  /**
   * Which proxies in front of Atelier to believe about the client's address (`X-Forwarded-For`),
   * passed to Fastify's `trustProxy`: false (the default: the connecting address is the client),
   * true (every proxy), a hop count, or proxy addresses and CIDR ranges. Per-visitor limits key on it.
   * Optional so hand-made configs (tests, tools) need not name it.
   */
  trustProxy?: TrustProxy
  /** `redis://…`: the limits shared by every process count there instead of in the database. */
  redisUrl?: string
  /**
   * `STRIPE_API_URL`: where the Stripe SDK sends its calls instead of Stripe (a Stripe-compatible
   * test server, `npm run stripe-test-server`). Absent, the SDK talks to Stripe.
   */
  stripeApiUrl?: string
  /** `STRIPE_JS_URL`: Stripe.js from a Stripe-compatible test server instead of js.stripe.com. */
  stripeJsUrl?: string
  /**
   * Where uploaded files live: absent, DATA_DIR/files on the local disk; `s3://bucket/prefix`, an
   * S3-compatible bucket (several machines share it). Optional so hand-made configs need not name it.
   */
  filesUrl?: string
  /** The S3-compatible endpoint (`S3_ENDPOINT`, e.g. `http://127.0.0.1:9000`); absent: AWS. */
  s3Endpoint?: string
  /** `AWS_REGION`; `us-east-1` when absent (what most S3-compatible servers accept). */
  s3Region?: string
}

export type TrustProxy = boolean | number | string[]

/** The setting as Fastify's types take it: they leave out the hop count, which a function says. */
export function fastifyTrustProxy(
  setting: TrustProxy = false,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting
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

  const trustProxy = parseTrustProxy(env.TRUST_PROXY)
  if (trustProxy === undefined) {
    problems.push(
      'TRUST_PROXY must be true, false, a hop count, or a comma-separated list of addresses and ' +
        `CIDR ranges (got "${env.TRUST_PROXY}")`,
    )
  }

  const redisUrl = blankToUndefined(env.REDIS_URL)
  if (redisUrl !== undefined && !/^rediss?:\/\//.test(redisUrl)) {
    problems.push(
      'REDIS_URL must start with redis:// or rediss:// (leave it unset to count in the database)',
    )
  }

  const stripeApiUrl = blankToUndefined(env.STRIPE_API_URL)
  if (stripeApiUrl !== undefined && !/^https?:\/\/[^/]+\/?$/.test(stripeApiUrl)) {
    problems.push('STRIPE_API_URL must be http(s)://host:port (leave it unset to talk to Stripe)')
  }

  const stripeJsUrl = blankToUndefined(env.STRIPE_JS_URL)
  if (stripeJsUrl !== undefined && !/^https?:\/\//.test(stripeJsUrl)) {
    problems.push('STRIPE_JS_URL must be an http(s) URL (leave it unset to load js.stripe.com)')
  }

  const ownerEmail = blankToUndefined(env.OWNER_EMAIL)
  const ownerPassword = blankToUndefined(env.OWNER_PASSWORD)
  if ((ownerEmail === undefined) !== (ownerPassword === undefined)) {
    problems.push('OWNER_EMAIL and OWNER_PASSWORD must be set together')
  }
  if (ownerEmail !== undefined && !isValidEmail(ownerEmail)) {
    problems.push('OWNER_EMAIL must be an email address')
  }
  if (ownerPassword !== undefined && ownerPassword.length < 8) {
    problems.push('OWNER_PASSWORD must be at least 8 characters long')
  }

  const filesUrl = blankToUndefined(env.FILES_URL)
  if (filesUrl !== undefined && parseS3Url(filesUrl) === undefined) {
    problems.push(
      `FILES_URL must be s3://bucket or s3://bucket/prefix (leave it unset for DATA_DIR/files; got "${filesUrl}")`,
    )
  }
  const s3Endpoint = blankToUndefined(env.S3_ENDPOINT)
  if (s3Endpoint !== undefined && !/^https?:\/\/[^/]+/.test(s3Endpoint)) {
    problems.push(`S3_ENDPOINT must be an http:// or https:// URL (got "${s3Endpoint}")`)
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
    trustProxy: trustProxy as TrustProxy,
    ...(redisUrl === undefined ? {} : { redisUrl }),
    ...(stripeApiUrl === undefined ? {} : { stripeApiUrl }),
    ...(stripeJsUrl === undefined ? {} : { stripeJsUrl }),
    ...(filesUrl === undefined ? {} : { filesUrl }),
    ...(s3Endpoint === undefined ? {} : { s3Endpoint }),
    ...(blankToUndefined(env.AWS_REGION) === undefined
      ? {}
      : { s3Region: blankToUndefined(env.AWS_REGION) }),
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

/** proxy-addr's names for the reserved ranges, which Fastify's `trustProxy` list also takes. */
const namedRanges = ['loopback', 'linklocal', 'uniquelocal']

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.includes(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = net.isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  if (!/^\d+$/.test(prefix)) return false
  return Number(prefix) <= (version === 4 ? 32 : 128)
}

/** TRUST_PROXY as Fastify's `trustProxy` takes it; undefined when it is none of those forms. */
function parseTrustProxy(raw: string | undefined): TrustProxy | undefined {
  const value = blankToUndefined(raw)?.toLowerCase()
  if (value === undefined || value === 'false') return false
  if (value === 'true') return true
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value)
  const entries = value.split(',').map((entry) => entry.trim())
  return entries.every(isAddressOrRange) ? entries : undefined
}

function isLogLevel(value: string): value is LogLevel {
  return (logLevels as readonly string[]).includes(value)
}
