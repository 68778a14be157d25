import { expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { ownerAppPerSuite } from '../testing/test-app.js'

describeEachDialect('editor API: website, the SPA and the API description', (ctx) => {
  const owner = ownerAppPerSuite(ctx, 'Old Title')
  const patch = (payload: object) => owner.call('PATCH', '/api/editor/website', payload)

  it('renames the site and sets and clears its logo', async () => {
    const renamed = await patch({ title: 'Loam & Ember' })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json().website).toMatchObject({ title: 'Loam & Ember', logoFileId: null })
    const session2 = await owner.app.inject({
      method: 'GET',
      url: '/api/editor/session',
      headers: { host: owner.host, cookie: owner.session },
    })
    expect(session2.json().website.title).toBe('Loam & Ember')
    expect((await patch({ title: ' ' })).json()).toEqual({
      message: 'Please enter a site title',
      errors: { title: 'Please enter a site title' },
    })

    const upload = await owner.uploadPng('logo.png', 120, 40)
    const fileId = upload.json().file.id
    expect((await patch({ logoFileId: fileId })).json().website.logoFileId).toBe(fileId)
    expect((await patch({ logoFileId: 'missing' })).statusCode).toBe(400)
    expect((await patch({ logoFileId: null })).json().website.logoFileId).toBeNull()
  })

  it('answers /config with HTML (the editor, or a page saying it is not built) and a crumb', async () => {
    const response = await owner.app.inject({
      method: 'GET',
      url: '/config',
      headers: { host: owner.host },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.cookies.some((cookie) => cookie.name === 'crumb')).toBe(true)
  })

  it('describes every editor route in /api/openapi.json', async () => {
    const paths = Object.keys(
      (await owner.app.inject({ url: '/api/openapi.json', headers: { host: owner.host } })).json()
        .paths,
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
