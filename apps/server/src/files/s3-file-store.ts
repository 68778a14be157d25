import { PassThrough, Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { AtelierError } from '../errors/atelier-error.js'
import type { FileStore, StoredFileStat } from './file-store.js'
import { safeRelativePath } from './safe-relative-path.js'

export interface S3FileStoreOptions {
  bucket: string
  /** Key prefix without leading or trailing slash; '' for the bucket's root. */
  prefix: string
  /** An S3-compatible endpoint (MinIO, Ceph, R2…); absent: AWS itself. */
  endpoint?: string
  region: string
  /** Absent: the SDK's own chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY from the environment). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

/** Answers the SDK gives for a key that does not exist (GET says NoSuchKey, HEAD only 404). */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return (
    failure.name === 'NoSuchKey' ||
    failure.name === 'NotFound' ||
    failure.$metadata?.httpStatusCode === 404
  )
}

/**
 * Files in an S3-compatible bucket under `prefix`, with path-style addressing (what self-hosted
 * stores speak). Same contract as the disk store: paths that would leave the root are refused, a
 * missing file reads as `undefined`, and a write is whole or absent (S3 puts are atomic).
 */
export function createS3FileStore(options: S3FileStoreOptions): FileStore & { close(): void } {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: true,
    ...(options.endpoint === undefined ? {} : { endpoint: options.endpoint }),
    ...(options.credentials === undefined ? {} : { credentials: options.credentials }),
  })
  const bucket = options.bucket
  const prefix = options.prefix === '' ? '' : `${options.prefix}/`

  function key(relativePath: string): string {
    const safe = safeRelativePath(relativePath)
    if (safe === undefined) throw new AtelierError('not-found', 'File not found')
    return `${prefix}${safe}`
  }

  async function body(relativePath: string): Promise<Readable | undefined> {
    try {
      const answer = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: key(relativePath) }),
      )
      return answer.Body instanceof Readable ? answer.Body : undefined
    } catch (error) {
      if (isMissing(error)) return undefined
      throw error
    }
  }

  return {
    async put(relativePath, data) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key(relativePath),
          Body: data,
          ContentLength: data.length,
        }),
      )
    },
    async read(relativePath) {
      let stream: Readable | undefined
      try {
        stream = await body(relativePath)
      } catch (error) {
        if (error instanceof AtelierError) return undefined
        throw error
      }
      if (stream === undefined) return undefined
      const chunks: Buffer[] = []
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
      return Buffer.concat(chunks)
    },
    async stat(relativePath): Promise<StoredFileStat | undefined> {
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket: bucket, Key: key(relativePath) }),
        )
        return {
          size: head.ContentLength ?? 0,
          modifiedMs: head.LastModified?.getTime() ?? 0,
        }
      } catch (error) {
        if (error instanceof AtelierError || isMissing(error)) return undefined
        throw error
      }
    },
    openStream(relativePath): Readable {
      const objectKey = key(relativePath)
      // The interface hands out a stream at once; the object's bytes flow in when S3 answers.
      const out = new PassThrough()
      client
        .send(new GetObjectCommand({ Bucket: bucket, Key: objectKey }))
        .then((answer) => {
          if (!(answer.Body instanceof Readable)) throw new Error(`no body for ${objectKey}`)
          answer.Body.on('error', (error) => out.destroy(error))
          answer.Body.pipe(out)
        })
        .catch((error: unknown) => {
          out.destroy(
            isMissing(error) ? new AtelierError('not-found', 'File not found') : (error as Error),
          )
        })
      return out
    },
    async remove(relativePath) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(relativePath) }))
    },
    close() {
      client.destroy()
    },
  }
}
