import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'

describeEachDialect('site styles on the published site', (ctx) => {
  let app: FastifyInstance
  let host: string
  let siteId: string
  let session: string
  let clock = Date.parse('2026-05-04T10:00:00Z')

  beforeAll(async () => {
    app = await testApp(ctx, { now: () => new Date(clock) })
    const created = await testSite(ctx, 'Styled Site')
    host = created.host
    siteId = created.site.id
    session = await signInOwner(ctx, app, host)
    const page = await app.inject({
      method: 'POST',
      url: '/api/editor/pages',
      headers: { host, ...crumbHeaders(session) },
      payload: { kind: 'page', title: 'Studio', section: 'main' },
    })
    const { id } = page.json().page as { id: string }
    await app.inject({
      method: 'POST',
      url: `/api/editor/pages/${id}/publish`,
      headers: { host, ...crumbHeaders(session) },
    })
  })
  afterAll(() => app.close())

  // The renderer re-reads the site version at most once a second; moving the clock stands in.
  const visit = async () => {
    clock += 5_000
    const response = await app.inject({ method: 'GET', url: '/studio', headers: { host } })
    expect(response.statusCode).toBe(200)
    return response.body
  }
  const saveStyles = (colors: Record<string, string>) =>
    app.inject({
      method: 'PUT',
      url: '/api/editor/styles',
      headers: { host, ...crumbHeaders(session) },
      payload: { fonts: { heading: 'Georgia', body: 'Verdana' }, colors },
    })

  it('shows saved fonts and colours on the next visit, as CSS variables in the head', async () => {
    const before = await visit()
    expect(before).not.toContain('--accent: #0a7d5a')

    const saved = await saveStyles({ background: '#ffffff', text: '#111111', accent: '#0a7d5a' })
    expect(saved.statusCode).toBe(200)

    const after = await visit()
    const head = after.slice(0, after.indexOf('</head>'))
    expect(head).toContain(
      '<style id="atelier-site-styles">:root { ' +
        "--font-serif: Georgia, 'Times New Roman', serif; " +
        '--font-sans: Verdana, Geneva, Tahoma, sans-serif; ' +
        '--paper: #ffffff; --ink: #111111; --accent: #0a7d5a; ' +
        // The colours derived from the accent follow it.
        '--accent-soft: #d8eae5; --accent-text: #097353; --accent-ink: #ffffff; }</style>',
    )
  })

  it('refuses a colour that would break out of the style element', async () => {
    const hostile = await saveStyles({
      background: '#ffffff',
      text: '#111111',
      accent: 'red}</style><script>alert(1)</script>',
    })
    expect(hostile.statusCode).toBe(400)
    expect(hostile.json().message).toBe('red}</style><script>alert(1)</script> is not a colour')
    expect(await visit()).toContain('--accent: #0a7d5a')
  })

  it('leaves out a hostile value stored without the editor, and still renders the page', async () => {
    const document = ctx.storage.dialect.encodeJson({
      fonts: { heading: 'Georgia', body: 'Verdana' },
      colors: { background: '#ffffff', text: '</style><script>alert(1)</script>', accent: '#222' },
    })
    await ctx.storage.db
      .updateTable('siteStyles')
      .set({ document, updatedAt: new Date(clock).toISOString() })
      .where('websiteId', '=', siteId)
      .execute()

    const body = await visit()
    expect(body).toContain(
      '--paper: #ffffff; --accent: #222; --accent-soft: #dcdcdc; --accent-text: #222222; ' +
        '--accent-ink: #ffffff; }</style>',
    )
    expect(body).not.toContain('<script>alert(1)</script>')
  })
})
