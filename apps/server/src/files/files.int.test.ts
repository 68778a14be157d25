import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { multipartFile } from '../testing/multipart-file.js'
import { samplePng } from '../testing/sample-bundle.js'
import { startLocalS3, type LocalS3 } from './testing/local-s3.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'

// The same uploads, widths and downloads on the local disk and in an S3-compatible bucket.
for (const storeKind of ['disk', 's3'] as const) {
  describeEachDialect(`files (${storeKind} store)`, (ctx) => {
    let app: FastifyInstance
    let host: string
    let session: string
    let s3: LocalS3 | undefined
    const maxUploadBytes = 200_000

    beforeAll(async () => {
      if (storeKind === 's3') s3 = await startLocalS3()
      app = await testApp(ctx, {}, { maxUploadBytes, ...s3?.config(ctx.dialect) })
      ;({ host } = await testSite(ctx))
      session = await signInOwner(ctx, app, host)
    })
    afterAll(async () => {
      await app.close()
      await s3?.close()
    })

    const upload = (filename: string, mime: string, data: Buffer, cookie = session) => {
      const { body, contentType } = multipartFile(filename, mime, data)
      return app.inject({
        method: 'POST',
        url: '/api/files',
        headers: { host, ...crumbHeaders(cookie), 'content-type': contentType },
        payload: body,
      })
    }

    it('keeps an uploaded image and makes the widths that fit inside it', async () => {
      const response = await upload('Kiln Shelf.png', 'image/png', await samplePng(1200, 800))
      expect(response.statusCode).toBe(200)
      const record = response.json()
      expect(record).toMatchObject({ mime: 'image/png', width: 1200, height: 800 })
      expect(record.derivedWidths).toEqual([100, 300, 500, 750, 1000])
      expect(record.url).toMatch(/^\/files\/.+\/Kiln-Shelf\.png$/)

      const original = await app.inject({ url: record.url, headers: { host } })
      expect(original.statusCode).toBe(200)
      expect(original.headers['content-type']).toBe('image/png')
      expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect((await sharp(original.rawPayload).metadata()).width).toBe(1200)

      const derived = await app.inject({ url: `${record.url}?format=500w`, headers: { host } })
      expect(derived.statusCode).toBe(200)
      expect((await sharp(derived.rawPayload).metadata()).width).toBe(500)

      const etag = original.headers.etag as string
      expect(etag).toMatch(/^".+"$/)
      const again = await app.inject({ url: record.url, headers: { host, 'if-none-match': etag } })
      expect(again.statusCode).toBe(304)
    })

    it('never makes a width wider than the original', async () => {
      const response = await upload('tiny.png', 'image/png', await samplePng(90, 60))
      expect(response.json().derivedWidths).toEqual([])
    })

    it('refuses a file over MAX_UPLOAD_BYTES with 413 and the SPEC message', async () => {
      const response = await upload(
        'huge.pdf',
        'application/pdf',
        Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(maxUploadBytes)]),
      )
      expect(response.statusCode).toBe(413)
      expect(response.json().message).toBe(
        'The file huge.pdf is too large. The maximum allowed file size is 0.2 MB.',
      )
    })

    it('refuses a file whose bytes are not of an allowed type', async () => {
      const fakeImage = await upload('photo.png', 'image/png', Buffer.from('not really a png'))
      expect(fakeImage.statusCode).toBe(415)
      expect(fakeImage.json().message).toBe(
        'The file photo.png does not appear to be a supported image file.',
      )
      const script = await upload('x.html', 'text/html', Buffer.from('<script>alert(1)</script>'))
      expect(script.statusCode).toBe(415)
    })

    it('lets only owners upload', async () => {
      const response = await upload('a.png', 'image/png', await samplePng(10, 10), '')
      expect(response.statusCode).toBe(401)
    })

    it.each([
      '/files/../atelier.db',
      '/files/%2e%2e/atelier.db',
      '/files/%2E%2E%2Fatelier.db',
      '/files/..%2f..%2fetc%2fpasswd',
      '/files//etc/passwd',
      '/files/%2Fetc%2Fpasswd',
    ])('answers a path outside the files folder (%s) with 404', async (url) => {
      const response = await app.inject({ url, headers: { host } })
      expect(response.statusCode).toBe(404)
    })

    it('refuses a NUL byte in a file path at the edge with 400', async () => {
      const response = await app.inject({ url: '/files/a/%00/b', headers: { host } })
      expect(response.statusCode).toBe(400)
    })

    it("answers another website's file with 404", async () => {
      const uploaded = (await upload('mine.png', 'image/png', await samplePng(20, 20))).json()
      const other = await testSite(ctx, 'Other')
      const response = await app.inject({ url: uploaded.url, headers: { host: other.host } })
      expect(response.statusCode).toBe(404)
    })
  })
}
