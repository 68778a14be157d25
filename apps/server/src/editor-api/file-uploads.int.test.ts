import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { multipartFile } from '../testing/multipart-file.js'
import { samplePng } from '../testing/sample-bundle.js'
import { sampleFile } from '../files/testing/sample-file.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'

describeEachDialect('editor API: uploads beyond images', (ctx) => {
  let app: FastifyInstance
  let host: string
  let session: string

  beforeAll(async () => {
    app = await testApp(ctx, {}, { maxUploadBytes: 1024 * 1024 })
    host = (await testSite(ctx, 'Upload Site')).host
    session = await signInOwner(ctx, app, host)
  })
  afterAll(() => app.close())

  const upload = (filename: string, mime: string, data: Buffer) => {
    const { body, contentType } = multipartFile(filename, mime, data)
    return app.inject({
      method: 'POST',
      url: '/api/editor/files',
      headers: { host, ...crumbHeaders(session), 'content-type': contentType },
      payload: body,
    })
  }
  const visit = (url: string) => app.inject({ method: 'GET', url, headers: { host } })

  it.each([
    [
      'Price list.pdf',
      'application/pdf',
      Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'),
      'application/pdf',
      'inline',
    ],
    [
      'Glazes.csv',
      'text/csv',
      Buffer.from('glaze,cone\nCeladon,10\n'),
      'text/csv; charset=utf-8',
      'attachment',
    ],
    [
      'Prices from Excel.csv',
      'text/csv',
      sampleFile('prices-utf16le.csv'),
      'text/csv; charset=utf-8',
      'attachment',
    ],
    [
      'Read me.txt',
      'text/plain',
      Buffer.from('Firing notes'),
      'text/plain; charset=utf-8',
      'attachment',
    ],
    ['kiln.mp3', 'audio/mpeg', sampleFile('song.mp3'), 'audio/mpeg', 'inline'],
    ['throw.mp4', 'video/mp4', sampleFile('clip-header.mp4'), 'video/mp4', 'inline'],
    ['photos.zip', 'application/zip', sampleFile('photos.zip'), 'application/zip', 'attachment'],
    [
      'Order form.docx',
      'application/octet-stream',
      sampleFile('price-list.docx'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'attachment',
    ],
  ])(
    'stores %s and serves it with its type and disposition',
    async (name, declared, data, type, disposition) => {
      const response = await upload(name, declared, data)
      expect(response.statusCode).toBe(201)
      const file = response.json().file
      expect(file).toMatchObject({
        name,
        mime: type.replace('; charset=utf-8', ''),
        size: data.length,
      })
      expect(file).not.toHaveProperty('srcset')
      const served = await visit(file.url)
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe(type)
      expect(served.headers['content-disposition']).toMatch(
        new RegExp(`^${disposition}; filename="[A-Za-z0-9_.-]+\\.[a-z0-9]+"$`),
      )
      expect(served.rawPayload.equals(data)).toBe(true)
      const listed = (
        await app.inject({
          method: 'GET',
          url: '/api/editor/files',
          headers: { host, ...crumbHeaders(session) },
        })
      ).json()
      expect(listed.files.map((entry: { id: string }) => entry.id)).toContain(file.id)
    },
  )

  it('images keep their derived widths', async () => {
    const response = await upload('Bowl.png', 'image/png', await samplePng(640, 480))
    expect(response.json().file.srcset).toContain('?format=500w 500w')
  })

  it.each([
    [
      'setup.exe',
      'application/octet-stream',
      Buffer.from('MZ\x90\x00\x03', 'latin1'),
      'The file setup.exe does not appear to be a supported file.',
    ],
    [
      'report.pdf',
      'application/pdf',
      Buffer.from('<html>not a pdf</html>'),
      'The file report.pdf does not appear to be a supported document file.',
    ],
    [
      'page.html',
      'text/html',
      Buffer.from('<script>alert(1)</script>'),
      'The file page.html does not appear to be a supported file.',
    ],
    [
      'data.csv',
      'text/csv',
      Buffer.from([0x00, 0x01, 0x02, 0xff]),
      'The file data.csv does not appear to be a supported text file.',
    ],
    [
      'IMG_0001.HEIC',
      'image/heic',
      sampleFile('photo-header.heic'),
      'The file IMG_0001.HEIC does not appear to be a supported image file.',
    ],
    [
      'song.mp3',
      'audio/mpeg',
      Buffer.from('plain words'),
      'The file song.mp3 does not appear to be a supported audio file.',
    ],
  ])(
    'refuses %s by its bytes with 415 and the SPEC message',
    async (name, declared, data, message) => {
      const response = await upload(name, declared, data)
      expect(response.statusCode).toBe(415)
      expect(response.json()).toEqual({ message })
    },
  )

  it('refuses a document over the configured maximum with 413', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024 + 1, 32)])
    const response = await upload('Catalogue.pdf', 'application/pdf', big)
    expect(response.statusCode).toBe(413)
    expect(response.json().message).toBe(
      'The file Catalogue.pdf is too large. The maximum allowed file size is 1 MB.',
    )
  })
})
