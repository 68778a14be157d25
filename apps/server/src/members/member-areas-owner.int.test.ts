import { expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, ownerAppPerSuite } from '../testing/test-app.js'

describeEachDialect('editor API: member areas and their members', (ctx) => {
  const owner = ownerAppPerSuite(ctx, 'Member Areas Site')

  it('creates an area with a plan, lists it, and refuses a bad plan with a 400 and a message', async () => {
    const made = await owner.call('POST', '/api/editor/member-areas', {
      name: 'Pottery Course',
      description: 'Twelve lessons at the wheel.',
      pricing: 'recurring',
      priceCents: 1200,
      billingUnit: 'YEAR',
    })
    expect(made.statusCode).toBe(201)
    expect(made.json().memberArea).toMatchObject({
      name: 'Pottery Course',
      pricing: 'recurring',
      priceCents: 1200,
      billingUnit: 'YEAR',
    })
    const listed = await owner.call('GET', '/api/editor/member-areas')
    expect(listed.json().memberAreas.map((area: { name: string }) => area.name)).toContain(
      'Pottery Course',
    )
    const free = await owner.call('POST', '/api/editor/member-areas', {
      name: 'Paid without price',
      pricing: 'one-time',
      priceCents: 0,
    })
    expect(free.statusCode).toBe(400)
    expect(free.json().message).toBe(
      'A paid member area needs a price above zero of at most 1,000,000.',
    )
    const unnamed = await owner.call('POST', '/api/editor/member-areas', { name: '  ' })
    expect(unnamed.statusCode).toBe(400)
    expect(unnamed.json().message).toBe('Give the member area a name.')
  })

  it('comps a member of a paid area, lists the membership, removes it; a page joins the area', async () => {
    const area = (
      await owner.call('POST', '/api/editor/member-areas', {
        name: 'Glaze Lab',
        pricing: 'one-time',
        priceCents: 4000,
      })
    ).json().memberArea as { id: string }
    const added = await owner.call('POST', `/api/editor/member-areas/${area.id}/members`, {
      email: 'Friend@Example.com',
    })
    expect(added.statusCode).toBe(201)
    expect(added.json().membership).toMatchObject({
      email: 'friend@example.com',
      plan: 'comp',
      status: 'active',
    })
    const bad = await owner.call('POST', `/api/editor/member-areas/${area.id}/members`, {
      email: 'not an email',
    })
    expect(bad.statusCode).toBe(400)
    const id = added.json().membership.id as string
    const removed = await owner.call('DELETE', `/api/editor/member-areas/${area.id}/members/${id}`)
    expect(removed.statusCode).toBe(204)
    const list = await owner.call('GET', `/api/editor/member-areas/${area.id}/members`)
    expect(list.json().memberships).toMatchObject([
      { email: 'friend@example.com', status: 'removed' },
    ])

    const page = (
      await owner.call('POST', '/api/editor/pages', { kind: 'page', title: 'Lab', section: 'main' })
    ).json().page as { id: string }
    const moved = await owner.call('PATCH', `/api/editor/pages/${page.id}`, {
      memberAreaId: area.id,
    })
    expect(moved.statusCode).toBe(200)
    expect(moved.json().page).toMatchObject({ memberOnly: true, memberAreaId: area.id })
    // The member-area navigation (SPEC §2) names the page's area in the site layout (SPEC §3).
    const layout = (await owner.call('GET', '/api/commondata/GetSiteLayout')).json().layout as {
      identifier: string
      links: { collectionId: string | null; memberAreaId: string | null }[]
    }[]
    const memberNav = layout.find((section) => section.identifier === 'memberAreaNav')
    expect(memberNav?.links).toContainEqual(
      expect.objectContaining({ collectionId: page.id, memberAreaId: area.id }),
    )
    const unknown = await owner.call('PATCH', `/api/editor/pages/${page.id}`, {
      memberAreaId: 'no-such-area',
    })
    expect(unknown.statusCode).toBe(400)
  })

  it('answers 401 to a caller who is not signed in', async () => {
    const response = await owner.app.inject({
      method: 'GET',
      url: '/api/editor/member-areas',
      headers: { host: owner.host, ...crumbHeaders() },
    })
    expect(response.statusCode).toBe(401)
  })
})
