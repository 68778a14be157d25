import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { samplePng } from '../testing/sample-bundle.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'

describeEachDialect('editor API: website, the SPA and the API description', (ctx) => {
  let app: FastifyInstance
  let host: string
  let session: string

  beforeAll(async () => {
    app = await testApp(ctx)
    host = (await testSite(ctx, 'Old Title')).host
    session = await signInOwner(ctx, app, host)
  })
  afterAll(() => app.close())

  const patch = (payload: object) =>
    app.inject({
      method: 'PATCH',
      url: '/api/editor/website',
      headers: { host, ...crumbHeaders(session) },
      payload,
    })

  it('renames the site and sets and clears its logo', async () => {
    const renamed = await patch({ title: 'Loam & Ember' })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json().website).toMatchObject({ title: 'Loam & Ember', logoFileId: null })
    const session2 = await app.inject({
      method: 'GET',
      url: '/api/editor/session',
      headers: { host, cookie: session },
    })
    expect(session2.json().website.title).toBe('Loam & Ember')
    expect((await patch({ title: ' ' })).json()).toEqual({
      message: 'Please enter a site title',
      errors: { title: 'Please enter a site title' },
    })

    const boundary = '----logo'
    const upload = await app.inject({
      method: 'POST',
      url: '/api/editor/files',
      headers: {
        host,
        ...crumbHeaders(session),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        await samplePng(120, 40),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    })
    const fileId = upload.json().file.id
    expect((await patch({ logoFileId: fileId })).json().website.logoFileId).toBe(fileId)
    expect((await patch({ logoFileId: 'missing' })).statusCode).toBe(400)
    expect((await patch({ logoFileId: null })).json().website.logoFileId).toBeNull()
  })

  it('answers /config with HTML (the editor, or a page saying it is not built) and a crumb', async () => {
    const response = await app.inject({ method: 'GET', url: '/config', headers: { host } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.cookies.some((cookie) => cookie.name === 'crumb')).toBe(true)
  })

  it('describes every editor route in /api/openapi.json', async () => {
    const paths = Object.keys(
      (await app.inject({ url: '/api/openapi.json', headers: { host } })).json().paths,
    )
    for (const route of [
      '/api/editor/session',
      '/api/editor/pages',
      '/api/editor/pages/{id}',
      '/api/editor/navigation',
      '/api/editor/pages/{id}/content',
      '/api/editor/pages/{id}/publish',
      '/config/preview/{id}',
      '/api/editor/collections/{id}/items',
      '/api/editor/items/{id}',
      '/api/editor/collections/{id}/taxonomy',
      '/api/editor/files',
      '/api/editor/files/{id}',
      '/api/editor/styles',
      '/api/editor/fonts',
      '/api/editor/website',
      '/api/content-service/product/1.1/websites/{websiteId}/products',
      '/api/content-service/product/1.1/websites/{websiteId}/products/{collectionId}/categories',
    ]) {
      expect(paths).toContain(route)
    }
  })
})
