import path from 'node:path'
import type { Config } from '../config.js'
import { createDiskFileStore } from './disk-file-store.js'
import type { FileStore } from './file-store.js'
import { createS3FileStore } from './s3-file-store.js'
import { parseS3Url } from './s3-url.js'

/** The file store the configuration names: an S3-compatible bucket (FILES_URL) or DATA_DIR/files. */
export function fileStoreFor(
  config: Pick<Config, 'dataDir' | 'filesUrl' | 's3Endpoint' | 's3Region'>,
): FileStore {
  const s3 = config.filesUrl === undefined ? undefined : parseS3Url(config.filesUrl)
  if (s3 === undefined) return createDiskFileStore(path.join(config.dataDir, 'files'))
  return createS3FileStore({
    ...s3,
    region: config.s3Region ?? 'us-east-1',
    ...(config.s3Endpoint === undefined ? {} : { endpoint: config.s3Endpoint }),
  })
}
