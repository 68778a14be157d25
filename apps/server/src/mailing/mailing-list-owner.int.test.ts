import { ContributorRole } from '@atelier/schema'
import { parse } from 'csv-parse/sync'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'

describeEachDialect('the owner manages mailing lists', (ctx) => {
  let app: FastifyInstance
  let host: string
  let otherHost: string
  let admin: string
  let editor: string
  let storeManager: string
  let otherAdmin: string

  beforeAll(async () => {
    app = await testApp(ctx)
    ;({ host } = await testSite(ctx, 'Loam & Ember'))
    ;({ host: otherHost } = await testSite(ctx, 'Other Shop'))
    admin = await signInOwner(ctx, app, host)
    editor = await signInOwner(ctx, app, host, ContributorRole.editor)
    storeManager = await signInOwner(ctx, app, host, ContributorRole['store-manager'])
    otherAdmin = await signInOwner(ctx, app, otherHost)
  })
  afterAll(() => app.close())

  const call = (
    session: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    onHost = host,
  ) =>
    app.inject({
      method,
      url,
      headers: { host: onHost, ...crumbHeaders(session) },
      ...(payload === undefined ? {} : { payload }),
    })

  const listsOf = async (session: string, onHost = host) =>
    (await call(session, 'GET', '/api/editor/mailing-lists', undefined, onHost)).json().lists as {
      id: string
      name: string
      doubleOptIn: boolean
      subscriberCount: number
    }[]

  it('creates, renames, turns on double opt-in and deletes a list', async () => {
    const created = await call(admin, 'POST', '/api/editor/mailing-lists', {
      name: '  Studio Notes ',
      doubleOptIn: false,
    })
    expect(created.statusCode).toBe(201)
    const list = created.json() as { id: string; name: string }
    expect(list).toMatchObject({ name: 'Studio Notes', doubleOptIn: false, subscriberCount: 0 })
    const renamed = await call(admin, 'PUT', `/api/editor/mailing-lists/${list.id}`, {
      name: 'Kiln Notes',
      doubleOptIn: true,
    })
    expect(renamed.statusCode).toBe(200)
    expect(await listsOf(admin)).toContainEqual({
      id: list.id,
      name: 'Kiln Notes',
      doubleOptIn: true,
      subscriberCount: 0,
    })
    // A visitor joining it now must confirm by mail first.
    const joined = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { host, ...crumbHeaders() },
      payload: { listId: list.id, email: 'pending@example.com' },
    })
    expect(joined.json()).toEqual({ status: 'pending' })
    expect((await call(admin, 'DELETE', `/api/editor/mailing-lists/${list.id}`)).statusCode).toBe(
      204,
    )
    expect((await listsOf(admin)).map((entry) => entry.id)).not.toContain(list.id)
    const again = await call(admin, 'DELETE', `/api/editor/mailing-lists/${list.id}`)
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ message: 'This mailing list does not exist.' })
  })

  it('refuses a blank or too long name with a message', async () => {
    for (const name of ['', '   ', 'x'.repeat(201)]) {
      const response = await call(admin, 'POST', '/api/editor/mailing-lists', {
        name,
        doubleOptIn: false,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toEqual(expect.any(String))
    }
  })

  it('lets roles do only what they may, and never on another site', async () => {
    const made = (
      await call(admin, 'POST', '/api/editor/mailing-lists', { name: 'Roles', doubleOptIn: false })
    ).json() as { id: string }
    // An editor keeps the site's content: lists yes, subscribers (customers' data) no.
    const byEditor = await call(editor, 'POST', '/api/editor/mailing-lists', {
      name: 'Editor list',
      doubleOptIn: false,
    })
    expect(byEditor.statusCode).toBe(201)
    const editorAdds = await call(
      editor,
      'POST',
      `/api/editor/mailing-lists/${made.id}/subscribers`,
      {
        email: 'a@example.com',
      },
    )
    expect(editorAdds.statusCode).toBe(403)
    // A store manager keeps the store's people: subscribers yes, the lists themselves no.
    const managerAdds = await call(
      storeManager,
      'POST',
      `/api/editor/mailing-lists/${made.id}/subscribers`,
      { email: 'b@example.com' },
    )
    expect(managerAdds.statusCode).toBe(201)
    expect(
      (await call(storeManager, 'DELETE', `/api/editor/mailing-lists/${made.id}`)).statusCode,
    ).toBe(403)
    // The admin of another site: refused on this site, and this site's list unknown on theirs.
    expect((await call(otherAdmin, 'GET', '/api/editor/mailing-lists')).statusCode).toBe(403)
    expect(
      (await call(otherAdmin, 'DELETE', `/api/editor/mailing-lists/${made.id}`, undefined))
        .statusCode,
    ).toBe(403)
    const onTheirSite = await call(
      otherAdmin,
      'DELETE',
      `/api/editor/mailing-lists/${made.id}`,
      undefined,
      otherHost,
    )
    expect(onTheirSite.statusCode).toBe(404)
    const addOnTheirSite = await call(
      otherAdmin,
      'POST',
      `/api/editor/mailing-lists/${made.id}/subscribers`,
      { email: 'c@example.com' },
      otherHost,
    )
    expect(addOnTheirSite.statusCode).toBe(404)
    expect(await listsOf(admin)).toContainEqual(expect.objectContaining({ id: made.id }))
    // No session at all.
    const stranger = await app.inject({
      method: 'POST',
      url: '/api/editor/mailing-lists',
      headers: { host, ...crumbHeaders() },
      payload: { name: 'x', doubleOptIn: false },
    })
    expect(stranger.statusCode).toBe(401)
  })

  it('adds, finds and removes subscribers, emails by the one email rule', async () => {
    const list = (
      await call(admin, 'POST', '/api/editor/mailing-lists', { name: 'People', doubleOptIn: true })
    ).json() as { id: string }
    const url = `/api/editor/mailing-lists/${list.id}/subscribers`
    const added = await call(admin, 'POST', url, {
      email: '  Ｍira@Example.com ',
      firstName: 'Mira',
      lastName: 'Holt',
    })
    expect(added.statusCode).toBe(201)
    expect(added.json()).toMatchObject({ email: 'mira@example.com', status: 'subscribed' })
    const twice = await call(admin, 'POST', url, { email: 'MIRA@example.com' })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe('mira@example.com is already on this list.')
    const bad = await call(admin, 'POST', url, { email: 'not an email' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ message: 'Email is invalid' })
    await call(admin, 'POST', url, { email: 'zed_100%@example.com', firstName: 'Zed' })
    const search = async (term: string) =>
      (
        (await call(admin, 'GET', `${url}?search=${encodeURIComponent(term)}`)).json()
          .subscribers as { email: string }[]
      ).map((row) => row.email)
    expect(await search('HOLT')).toEqual(['mira@example.com'])
    expect(await search('100%')).toEqual(['zed_100%@example.com'])
    expect(await search('_')).toEqual(['zed_100%@example.com'])
    expect(await search('')).toHaveLength(2)
    const mira = added.json() as { id: string }
    expect((await call(admin, 'DELETE', `${url}/${mira.id}`)).statusCode).toBe(204)
    expect((await call(admin, 'DELETE', `${url}/${mira.id}`)).statusCode).toBe(404)
    expect(await search('')).toEqual(['zed_100%@example.com'])
  })

  it('exports a list as CSV and imports it back into another list unchanged', async () => {
    const from = (
      await call(admin, 'POST', '/api/editor/mailing-lists', { name: 'From', doubleOptIn: false })
    ).json() as { id: string }
    const into = (
      await call(admin, 'POST', '/api/editor/mailing-lists', { name: 'Into', doubleOptIn: false })
    ).json() as { id: string }
    const source = [
      'Email,First Name,Last Name,Status',
      'ann@example.com,Ann,"O\'Neil, Jr",subscribed',
      'ben@example.com,=SUM(1),,pending',
      'cat@example.com,Cat,,unsubscribed',
      'dan@example.com,Dan,,bounced',
    ].join('\r\n')
    const imported = await call(
      admin,
      'POST',
      `/api/editor/mailing-lists/${from.id}/subscribers/import`,
      {
        csv: source,
      },
    )
    expect(imported.statusCode).toBe(200)
    expect(imported.json()).toEqual({ added: 4, existing: 0 })

    const exported = await call(
      admin,
      'GET',
      `/api/editor/mailing-lists/${from.id}/subscribers.csv`,
    )
    expect(exported.statusCode).toBe(200)
    const rows = (parse(exported.body, { columns: true }) as Record<string, string>[]).map(
      ({ Email, 'First Name': first, 'Last Name': last, Status }) => [Email, first, last, Status],
    )
    // One import signs everyone up at the same instant: compare in email order.
    rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])))
    expect(rows).toEqual([
      ['ann@example.com', 'Ann', "O'Neil, Jr", 'subscribed'],
      ['ben@example.com', "'=SUM(1)", '', 'pending'],
      ['cat@example.com', 'Cat', '', 'unsubscribed'],
      ['dan@example.com', 'Dan', '', 'bounced'],
    ])
    const back = await call(
      admin,
      'POST',
      `/api/editor/mailing-lists/${into.id}/subscribers/import`,
      {
        csv: exported.body,
      },
    )
    expect(back.json()).toEqual({ added: 4, existing: 0 })
    const reexported = await call(
      admin,
      'GET',
      `/api/editor/mailing-lists/${into.id}/subscribers.csv`,
    )
    const strip = (csv: string) =>
      (parse(csv) as string[][])
        .map((row) => row.slice(0, 4))
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])))
    expect(strip(reexported.body)).toEqual(strip(exported.body))
    // Importing again adds nobody twice.
    const repeat = await call(
      admin,
      'POST',
      `/api/editor/mailing-lists/${into.id}/subscribers/import`,
      {
        csv: exported.body,
      },
    )
    expect(repeat.json()).toEqual({ added: 0, existing: 4 })
  })

  it('imports a long file in parts, and nobody twice', async () => {
    const list = (
      await call(admin, 'POST', '/api/editor/mailing-lists', { name: 'Big', doubleOptIn: false })
    ).json() as { id: string }
    const url = `/api/editor/mailing-lists/${list.id}/subscribers/import`
    const people = Array.from({ length: 1201 }, (_, at) => `p${at}@example.com`)
    const csv = ['Email', ...people].join('\n')
    expect((await call(admin, 'POST', url, { csv })).json()).toEqual({ added: 1201, existing: 0 })
    const more = ['Email', 'p0@example.com', 'new@example.com'].join('\n')
    expect((await call(admin, 'POST', url, { csv: more })).json()).toEqual({
      added: 1,
      existing: 1,
    })
    const listed = await listsOf(admin)
    expect(listed.find((entry) => entry.id === list.id)?.subscriberCount).toBe(1202)
  })

  it('refuses a CSV with a bad row whole, naming the row, and adds nobody', async () => {
    const list = (
      await call(admin, 'POST', '/api/editor/mailing-lists', { name: 'Strict', doubleOptIn: false })
    ).json() as { id: string }
    const response = await call(
      admin,
      'POST',
      `/api/editor/mailing-lists/${list.id}/subscribers/import`,
      {
        csv: 'Email\nfine@example.com\nbroken\n',
      },
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      message: 'Row 3: Email is invalid',
      errors: { '1': 'Row 3: Email is invalid' },
    })
    const listed = await call(admin, 'GET', `/api/editor/mailing-lists/${list.id}/subscribers`)
    expect(listed.json().subscribers).toEqual([])
    const nul = await call(
      admin,
      'POST',
      `/api/editor/mailing-lists/${list.id}/subscribers/import`,
      {
        csv: 'Email\nnul\u0000@example.com\n',
      },
    )
    expect(nul.statusCode).toBe(400)
  })
})
