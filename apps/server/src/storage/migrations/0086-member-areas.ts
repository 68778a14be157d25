import { sql, type Kysely, type Migration } from 'kysely'
import type { Dialect } from '../dialect.js'

/**
 * Member areas (issue 21): a site's areas with their plan, and who belongs to which. A page that
 * was member-only before areas existed keeps its flag; every website that has one gets a default
 * area ("Members", free) that holds those pages, so nothing that was closed opens.
 */
export function memberAreasMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('member_areas')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        /** free | one-time | recurring */
        .addColumn('pricing', 'text', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
        /** MONTH | YEAR for a recurring plan, else null. */
        .addColumn('billing_unit', 'text')
        /** The paywall product (type 5) that a paid area's checkout sells. */
        .addColumn('item_id', 'text')
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('member_areas_by_website')
        .on('member_areas')
        .columns(['website_id', 'created_at'])
        .execute()
      await db.schema
        .createTable('area_memberships')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('member_area_id', 'text', (c) => c.notNull())
        /** Trimmed and lower-cased, as a site user's. */
        .addColumn('email', 'text', (c) => c.notNull())
        /** free | one-time | recurring | comp */
        .addColumn('plan', 'text', (c) => c.notNull())
        /** active | cancelled | removed */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('order_id', 'text')
        .addColumn('subscription_id', 'text')
        .addColumn('joined_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('area_memberships_one_per_email', ['member_area_id', 'email'])
        .execute()
      await db.schema
        .createIndex('area_memberships_by_email')
        .on('area_memberships')
        .columns(['website_id', 'email'])
        .execute()

      // One-word aliases: the result keys read the same with or without the camel-case plugin.
      const rows = await sql<{ wid: string; settings: unknown }>`
        select website_id as wid, settings from collections`.execute(db)
      const websites = new Set<string>()
      for (const row of rows.rows) {
        const settings = dialect.decodeJson<{ memberOnly?: boolean }>(row.settings)
        if (settings?.memberOnly === true) websites.add(row.wid)
      }
      const at = new Date().toISOString()
      for (const websiteId of websites) {
        await sql`insert into member_areas
          (id, website_id, name, description, pricing, price_cents, currency, billing_unit, item_id, is_default, created_at, updated_at)
          values (${`default-${websiteId}`}, ${websiteId}, 'Members', '', 'free', 0, 'USD', null, null, 1, ${at}, ${at})`.execute(
          db,
        )
      }
    },
  }
}
