import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.js'

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    expect(loadConfig({}, '/srv/atelier')).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/atelier/data',
      databaseUrl: undefined,
      ownerEmail: undefined,
      ownerPassword: undefined,
      logLevel: 'info',
      seedDemo: true,
      maxUploadBytes: 20_000_000,
      trustProxy: false,
    })
  })

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/atelier',
        DATABASE_URL: 'postgres://u@db/atelier',
        OWNER_EMAIL: 'me@example.com',
        OWNER_PASSWORD: 'a long secret',
        LOG_LEVEL: 'warn',
        SEED_DEMO: '0',
        MAX_UPLOAD_BYTES: '5000000',
      },
      '/',
    )
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/atelier',
      databaseUrl: 'postgres://u@db/atelier',
      logLevel: 'warn',
      seedDemo: false,
      maxUploadBytes: 5_000_000,
    })
  })

  it('reports every problem at once, in words', () => {
    expect(() =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        OWNER_EMAIL: 'me@example.com',
      }),
    ).toThrow(
      [
        'Invalid configuration:',
        '- PORT must be a whole number from 0 to 65535 (got "eighty")',
        '- DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for SQLite)',
        '- LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
        '- OWNER_EMAIL and OWNER_PASSWORD must be set together',
      ].join('\n'),
    )
  })

  it('reads FILES_URL, S3_ENDPOINT and AWS_REGION for files in an S3-compatible bucket', () => {
    expect(
      loadConfig({
        FILES_URL: 's3://atelier-files/shop-one',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        AWS_REGION: 'eu-north-1',
      }),
    ).toMatchObject({
      filesUrl: 's3://atelier-files/shop-one',
      s3Endpoint: 'http://127.0.0.1:9000',
      s3Region: 'eu-north-1',
    })
    expect(loadConfig({}).filesUrl).toBeUndefined()
    expect(() => loadConfig({ FILES_URL: '/var/files' })).toThrow(
      'FILES_URL must be s3://bucket or s3://bucket/prefix',
    )
    expect(() => loadConfig({ FILES_URL: 's3://b/../x' })).toThrow('FILES_URL must be')
    expect(() => loadConfig({ S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT must be an http:// or https:// URL',
    )
  })

  it('refuses a zero upload limit and a short owner password', () => {
    expect(() => loadConfig({ MAX_UPLOAD_BYTES: '0' })).toThrow(
      'MAX_UPLOAD_BYTES must be a positive whole number',
    )
    expect(() => loadConfig({ OWNER_EMAIL: 'a<b@c.d', OWNER_PASSWORD: 'long enough' })).toThrow(
      'OWNER_EMAIL must be an email address',
    )
    expect(() => loadConfig({ OWNER_EMAIL: 'a@b.c', OWNER_PASSWORD: 'short' })).toThrow(
      'OWNER_PASSWORD must be at least 8 characters long',
    )
  })

  it('reads TRUST_PROXY as Fastify takes it: off, every proxy, a hop count or addresses', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy
    expect(trust('')).toBe(false)
    expect(trust('false')).toBe(false)
    expect(trust('0')).toBe(false)
    expect(trust('true')).toBe(true)
    expect(trust('TRUE')).toBe(true)
    expect(trust('2')).toBe(2)
    expect(trust('10.0.0.1')).toEqual(['10.0.0.1'])
    expect(trust('127.0.0.1, 10.0.0.0/8,fd00::/8, loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ])
  })

  it('reads REDIS_URL and refuses one that is not a redis:// address', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    )
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL must start with redis/)
  })

  it('refuses a TRUST_PROXY that is none of those', () => {
    for (const value of ['yes', '10.0.0.0/33', '10.0.0.1,proxy.local', '-1', '::1/129']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        `TRUST_PROXY must be true, false, a hop count, or a comma-separated list of addresses and CIDR ranges (got "${value}")`,
      )
    }
  })
})
