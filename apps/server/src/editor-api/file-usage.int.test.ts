import { expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { ownerAppPerSuite } from '../testing/test-app.js'

describeEachDialect('editor API: where a file is used', (ctx) => {
  const { call, uploadPng } = ownerAppPerSuite(ctx, 'Usage Site')
  const upload = async (filename: string) => {
    const response = await uploadPng(filename, 40, 30)
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
