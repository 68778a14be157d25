import { expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { ownerAppPerSuite } from '../testing/test-app.js'

describeEachDialect('editor API: two owners saving site-wide documents', (ctx) => {
  const { call, uploadPng } = ownerAppPerSuite(ctx, 'Shared Site')

  it('header and footer: the second save from the same base gets 409, then saves from the new one', async () => {
    const read = (await call('GET', '/api/site-header-footer')).json()
    expect(read.version).toEqual(expect.any(Number))
    const first = await call('PUT', '/api/site-header-footer', {
      header: { branding: 'logo' },
      footer: {},
      baseVersion: read.version,
    })
    expect(first.statusCode).toBe(200)
    expect(first.json().version).not.toBe(read.version)

    const second = await call('PUT', '/api/site-header-footer', {
      header: { branding: 'title', navigationSections: ['main', 'secondary'] },
      footer: {},
      baseVersion: read.version,
    })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toEqual({
      message: 'The header and footer were changed by someone else. Reload to see their changes.',
      currentVersion: first.json().version,
    })
    // The first owner's save stands.
    const after = (await call('GET', '/api/site-header-footer')).json()
    expect(after.header.branding).toBe('logo')
    expect(after.version).toBe(first.json().version)

    const retried = await call('PUT', '/api/site-header-footer', {
      header: { branding: 'title' },
      footer: {},
      baseVersion: after.version,
    })
    expect(retried.statusCode).toBe(200)
  })

  it('header and footer: of two saves sent at once from the same base, exactly one lands', async () => {
    const read = (await call('GET', '/api/site-header-footer')).json()
    const answers = await Promise.all(
      ['First owner', 'Second owner'].map((text) =>
        call('PUT', '/api/site-header-footer', {
          header: read.header,
          footer: {
            textBlocks: [[{ type: 'paragraph', children: [{ type: 'text', text }] }]],
          },
          baseVersion: read.version,
        }),
      ),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
  })

  it('styles: the second save from the same base gets 409', async () => {
    const read = (await call('GET', '/api/editor/styles')).json()
    const { version, ...styles } = read
    const first = await call('PUT', '/api/editor/styles', {
      ...styles,
      colors: { ...styles.colors, accent: '#112233' },
      baseVersion: version,
    })
    expect(first.statusCode).toBe(200)
    expect(first.json().colors.accent).toBe('#112233')

    const second = await call('PUT', '/api/editor/styles', {
      ...styles,
      fonts: { ...styles.fonts, heading: 'Georgia' },
      baseVersion: version,
    })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toEqual({
      message: 'The site styles were changed by someone else. Reload to see their changes.',
      currentVersion: first.json().version,
    })
    const after = (await call('GET', '/api/editor/styles')).json()
    expect(after).toMatchObject({ colors: { accent: '#112233' }, version: first.json().version })
    expect(after.fonts.heading).not.toBe('Georgia')
  })

  it('site title and logo: the second change from the same base gets 409', async () => {
    const session1 = (await call('GET', '/api/editor/session')).json()
    const base = session1.website.identityVersion
    expect(base).toEqual(expect.any(Number))
    const first = await call('PATCH', '/api/editor/website', { title: 'Loam', baseVersion: base })
    expect(first.statusCode).toBe(200)
    expect(first.json().website.identityVersion).not.toBe(base)

    const second = await call('PATCH', '/api/editor/website', {
      title: 'Ember',
      baseVersion: base,
    })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toEqual({
      message: 'The site title or logo was changed by someone else. Reload to see their changes.',
      currentVersion: first.json().website.identityVersion,
    })
    expect((await call('GET', '/api/editor/session')).json().website).toMatchObject({
      title: 'Loam',
      identityVersion: first.json().website.identityVersion,
    })

    // A logo chosen from an older read is refused the same way.
    const upload = await uploadPng('logo.png', 120, 40)
    const fileId = upload.json().file.id
    const staleLogo = await call('PATCH', '/api/editor/website', {
      logoFileId: fileId,
      baseVersion: base,
    })
    expect(staleLogo.statusCode).toBe(409)
    const logo = await call('PATCH', '/api/editor/website', {
      logoFileId: fileId,
      baseVersion: first.json().website.identityVersion,
    })
    expect(logo.statusCode).toBe(200)
    expect(logo.json().website.logoFileId).toBe(fileId)
  })
})
