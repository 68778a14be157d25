import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe } from 'vitest'
import { createDiskFileStore } from './disk-file-store.js'
import type { FileStore } from './file-store.js'
import { fileStoreFor } from './file-store-for.js'
import { fileStoreContract } from './testing/file-store-contract.js'
import { startLocalS3, type LocalS3 } from './testing/local-s3.js'

describe('the disk file store', () => {
  let root = ''
  let store: FileStore | undefined
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-files-'))
    store = createDiskFileStore(root)
  })
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
  fileStoreContract(() => store as FileStore)
})

describe('the S3 file store (FILES_URL=s3://…, a local S3-compatible server)', () => {
  let s3: LocalS3 | undefined
  let store: FileStore | undefined
  beforeAll(async () => {
    s3 = await startLocalS3()
    store = fileStoreFor({ dataDir: '/nonexistent', ...s3.config('installation-one') })
  })
  afterAll(async () => {
    await s3?.close()
  })
  fileStoreContract(() => store as FileStore)
})
