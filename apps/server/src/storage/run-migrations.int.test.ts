import { expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { runMigrations } from './run-migrations.js'

describeEachDialect('migrations', (ctx) => {
  it('applies every migration once; running again changes nothing', async () => {
    const fresh = await ctx.freshStorage()
    // freshStorage has already migrated, so a second run finds nothing to do.
    expect(await runMigrations(fresh)).toEqual([])
    const tables = (await fresh.db.introspection.getTables())
      .map((table) => table.name)
      .filter((name) => !name.startsWith('kysely_') && !name.startsWith('search_documents_'))
    expect(tables).toEqual(
      expect.arrayContaining([
        'websites',
        'domains',
        'users',
        'sessions',
        'collections',
        'items',
        'product_variants',
        'navigation',
        'files',
        'site_header_footer',
        'forms',
        'search_documents',
      ]),
    )
  })
})
