import { sql } from 'kysely'
import { expect, it } from 'vitest'
import { memberAreasMigration } from '../storage/migrations/0086-member-areas.js'
import { withMemberAreaTables } from '../storage/member-area-tables.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { ownerAppPerSuite } from '../testing/test-app.js'

describeEachDialect('migration 0086: member-only pages keep closed, in a default area', (ctx) => {
  const owner = ownerAppPerSuite(ctx, 'Before Areas')

  it('gives a site with a member-only page a default area that holds it, so a visitor meets 105', async () => {
    const created = await owner.call('POST', '/api/editor/pages', {
      kind: 'page',
      title: 'Old Lessons',
      section: 'main',
    })
    const page = created.json().page as { id: string; urlId: string }
    const flagged = await owner.call('PATCH', `/api/editor/pages/${page.id}`, {
      memberOnly: true,
      status: 'published',
    })
    expect(flagged.statusCode).toBe(200)
    // The database as it was before areas: no member tables at all.
    const db = ctx.storage.db
    await sql`drop table area_memberships`.execute(db)
    await sql`drop table member_areas`.execute(db)
    await memberAreasMigration(ctx.storage.dialect).up(db)

    const areas = await withMemberAreaTables(db).selectFrom('memberAreas').selectAll().execute()
    const website = await db
      .selectFrom('collections')
      .select('websiteId')
      .where('id', '=', page.id)
      .executeTakeFirstOrThrow()
    expect(areas.filter((area) => area.websiteId === website.websiteId)).toMatchObject([
      { name: 'Members', pricing: 'free', isDefault: 1 },
    ])
    const visitor = await owner.app.inject({ url: `/${page.urlId}`, headers: { host: owner.host } })
    expect(visitor.statusCode).toBe(200)
    expect(visitor.body).toContain('data-page-type="105"')
    expect(visitor.body).toContain('This content is for members of Members.')
  })
})
