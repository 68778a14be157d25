import { afterAll, beforeAll, expect, it } from 'vitest'
import { exportSite } from '../sites/export-site.js'
import { importSite } from '../sites/import-site.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { sampleBundle } from '../testing/sample-bundle.js'
import { fileStoreFor } from './file-store-for.js'
import { startLocalS3, type LocalS3 } from './testing/local-s3.js'

describeEachDialect('export-site / import-site with files in an S3 bucket', (ctx) => {
  const now = () => new Date('2026-11-21T10:00:00Z')
  let s3: LocalS3 | undefined
  beforeAll(async () => {
    s3 = await startLocalS3()
  })
  afterAll(async () => {
    await s3?.close()
  })

  it('exports the bytes from one bucket prefix and imports them into another, losslessly', async () => {
    const local = s3 as LocalS3
    const first = {
      storage: ctx.storage,
      fileStore: fileStoreFor({ dataDir: ctx.dataDir, ...local.config(`${ctx.dialect}-a`) }),
      now,
    }
    await importSite(first, await sampleBundle('site-s3', 's3.example'))
    const exported = await exportSite(first, 'site-s3')
    // The export read the bytes back from the bucket.
    expect(exported.files.length).toBeGreaterThan(0)
    expect(exported.files.every((file) => (file.dataBase64 ?? '').length > 0)).toBe(true)

    const second = {
      storage: await ctx.freshStorage(),
      fileStore: fileStoreFor({ dataDir: ctx.dataDir, ...local.config(`${ctx.dialect}-b`) }),
      now,
    }
    await importSite(second, JSON.parse(JSON.stringify(exported)))
    // The second export reads its bytes from the second prefix: the import wrote them there.
    expect(await exportSite(second, 'site-s3')).toEqual(exported)
  })
})
