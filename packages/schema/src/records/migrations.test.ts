import { describe, expect, it } from 'vitest'
import { migrate, type Migrations } from '../core/versioned.js'
import { collectionMigrations } from './collection.js'
import { formMigrations } from './form.js'
import { itemMigrations } from './item.js'
import { layoutMigrations } from './layout.js'
import { navigationMigrations } from './navigation.js'
import { siteHeaderFooterMigrations } from './site-header-footer.js'
import { websiteMigrations } from './website.js'

const all: [string, Migrations][] = [
  ['Website', websiteMigrations],
  ['SiteHeaderFooter', siteHeaderFooterMigrations],
  ['Collection', collectionMigrations],
  ['Item', itemMigrations],
  ['Layout', layoutMigrations],
  ['Navigation', navigationMigrations],
  ['Form', formMigrations],
]

describe.each(all)('%s migrations', (name, migrations) => {
  it('are at version 1 with a step from unversioned documents', () => {
    expect(migrations.name).toBe(name)
    expect(migrations.currentVersion).toBe(1)
    expect(migrations.up.map((step) => step.to)).toEqual([1])
  })

  it('stamp an unversioned document as version 1 and keep its fields', () => {
    expect(migrate(migrations, { title: 'x' })).toEqual({
      ok: true,
      doc: { title: 'x', schemaVersion: 1 },
    })
  })

  it('refuse a newer document', () => {
    expect(migrate(migrations, { schemaVersion: 2 })).toEqual({
      ok: false,
      message: `${name} schemaVersion 2 is newer than supported version 1.`,
    })
  })
})
