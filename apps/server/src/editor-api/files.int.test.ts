import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { multipartFile } from '../testing/multipart-file.js'
import { samplePng } from '../testing/sample-bundle.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'

describeEachDialect('editor API: files', (ctx) => {
  let app: FastifyInstance
  let host: string
  let session: string
  // 1 MiB, so the message reads a round 1024-based size.
  const maxUploadBytes = 1024 * 1024

  beforeAll(async () => {
    app = await testApp(ctx, {}, { maxUploadBytes })
    host = (await testSite(ctx, 'Files Site')).host
    session = await signInOwner(ctx, app, host)
  })
  afterAll(() => app.close())

  const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { host, ...crumbHeaders(session) },
      ...(payload === undefined ? {} : { payload }),
    })
  const upload = (filename: string, mime: string, data: Buffer) => {
    const { body, contentType } = multipartFile(filename, mime, data)
    return app.inject({
      method: 'POST',
      url: '/api/editor/files',
      headers: { host, ...crumbHeaders(session), 'content-type': contentType },
      payload: body,
    })
  }

  it('uploads an image with its widths, lists, renames and deletes it', async () => {
    const response = await upload('Studio Shot.png', 'image/png', await samplePng(640, 480))
    expect(response.statusCode).toBe(201)
    const file = response.json().file
    expect(file).toMatchObject({
      name: 'Studio Shot.png',
      mime: 'image/png',
      width: 640,
      height: 480,
    })
    expect(file.srcset).toBe(
      `${file.url}?format=100w 100w, ${file.url}?format=300w 300w, ${file.url}?format=500w 500w`,
    )
    expect(
      (await app.inject({ method: 'GET', url: `${file.url}?format=300w`, headers: { host } }))
        .statusCode,
    ).toBe(200)

    const list = (await call('GET', '/api/editor/files')).json()
    expect(list.files.map((entry: { id: string }) => entry.id)).toContain(file.id)
    expect(list.nextCursor).toBeNull()

    const empty = await call('PATCH', `/api/editor/files/${file.id}`, { name: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toEqual({
      message: 'Please enter a file name',
      errors: { name: 'Please enter a file name' },
    })
    const renamed = await call('PATCH', `/api/editor/files/${file.id}`, { name: 'Kiln.png' })
    expect(renamed.json().file.name).toBe('Kiln.png')

    expect((await call('DELETE', `/api/editor/files/${file.id}`)).statusCode).toBe(204)
    expect((await app.inject({ method: 'GET', url: file.url, headers: { host } })).statusCode).toBe(
      404,
    )
    expect((await call('DELETE', `/api/editor/files/${file.id}`)).statusCode).toBe(404)
  })

  it('refuses a file over the limit with 413 and the SPEC text in 1024-based units', async () => {
    const response = await upload('huge.png', 'image/png', Buffer.alloc(maxUploadBytes + 10, 1))
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({
      message: 'The file huge.png is too large. The maximum allowed file size is 1 MB.',
    })
  })

  it('refuses a file that is not an image with 415, whatever its declared type', async () => {
    const response = await upload('notes.png', 'image/png', Buffer.from('just some text'))
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({
      message: 'The file notes.png does not appear to be a supported image file.',
    })
    const pdf = await upload('brochure.pdf', 'application/pdf', Buffer.from('Not a PDF at all'))
    expect(pdf.statusCode).toBe(415)
    expect(pdf.json().message).toBe(
      'The file brochure.pdf does not appear to be a supported document file.',
    )
  })

  it('needs the owner session and the crumb', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/editor/files', headers: { host } })).statusCode,
    ).toBe(401)
    const { body, contentType } = multipartFile('a.png', 'image/png', await samplePng(10, 10))
    const noCrumb = await app.inject({
      method: 'POST',
      url: '/api/editor/files',
      headers: { host, cookie: session, 'content-type': contentType },
      payload: body,
    })
    expect(noCrumb.statusCode).toBe(403)
    expect(noCrumb.json()).toEqual({ crumbFail: true })
  })
})
