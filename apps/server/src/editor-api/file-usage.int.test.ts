import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { samplePng } from '../testing/sample-bundle.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'

describeEachDialect('editor API: where a file is used', (ctx) => {
  let app: FastifyInstance
  let host: string
  let session: string

  beforeAll(async () => {
    app = await testApp(ctx)
    host = (await testSite(ctx, 'Usage Site')).host
    session = await signInOwner(ctx, app, host)
  })
  afterAll(() => app.close())

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { host, ...crumbHeaders(session) },
      ...(payload === undefined ? {} : { payload }),
    })
  const upload = async (filename: string) => {
    const boundary = '----usage-boundary'
    const response = await app.inject({
      method: 'POST',
      url: '/api/editor/files',
      headers: {
        host,
        ...crumbHeaders(session),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        await samplePng(40, 30),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    })
    expect(response.statusCode).toBe(201)
    return response.json().file as { id: string; url: string }
  }

  it('names the page whose draft shows the image, and nothing for an unused file', async () => {
    const used = await upload('kiln.png')
    const unused = await upload('spare.png')
    const created = await call('POST', '/api/editor/pages', {
      kind: 'page',
      title: 'Gallery Wall',
      section: 'main',
    })
    const page = created.json().page as { id: string }
    const layout = {
      schemaVersion: 1,
      columns: 12,
      blocks: [
        {
          id: 'block-image',
          type: 'image',
          position: { row: 0, col: 0, span: 12 },
          value: { image: { fileId: used.id } },
        },
      ],
    }
    const saved = await call('PUT', `/api/editor/pages/${page.id}/content`, {
      layout,
      baseVersion: 1,
    })
    expect(saved.statusCode).toBe(200)

    const usage = await call('GET', `/api/editor/files/${used.id}/usage`)
    expect(usage.statusCode).toBe(200)
    expect(usage.json()).toEqual({
      usedOn: [{ kind: 'page', id: page.id, title: 'Gallery Wall' }],
    })
    expect((await call('GET', `/api/editor/files/${unused.id}/usage`)).json()).toEqual({
      usedOn: [],
    })
  })

  it('answers 404 with a message for a file that does not exist', async () => {
    const response = await call('GET', '/api/editor/files/no-such-file/usage')
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toBe('This file does not exist.')
  })
})
