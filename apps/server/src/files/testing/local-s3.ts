import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import type { Config } from '../../config.js'

interface S3rverInstance {
  run(): Promise<{ port: number }>
  close(): Promise<void>
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance

/** s3rver's fixed credentials, which the local server checks signatures against. */
const credentials = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' }

export interface LocalS3 {
  endpoint: string
  bucket: string
  /** The app configuration of an installation whose files live in this bucket under `prefix`. */
  config(prefix: string): Pick<Config, 'filesUrl' | 's3Endpoint' | 's3Region'>
  close(): Promise<void>
}

/**
 * A real S3-compatible server (s3rver) for tests: on a free port, in a temp directory, with one
 * bucket. The SDK finds its credentials in the environment, as it would in production.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass
  const directory = mkdtempSync(path.join(os.tmpdir(), 'atelier-s3-'))
  const bucket = 'atelier-test'
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  Object.assign(process.env, credentials)
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    config: (prefix) => ({
      filesUrl: `s3://${bucket}/${prefix}`,
      s3Endpoint: endpoint,
      s3Region: 'us-east-1',
    }),
    close: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
