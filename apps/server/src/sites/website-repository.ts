import { parseWith, websiteSchema } from '@atelier/schema'
import type { Website } from '@atelier/schema'
import type { Selectable } from 'kysely'
import { AtelierError } from '../errors/atelier-error.js'
import type { WebsitesTable } from '../storage/tables/site-tables.js'
import { newId } from '../storage/new-id.js'
import type { Storage } from '../storage/open-storage.js'
import type { Site } from './site.js'
import { writeTransaction } from '../storage/write-transaction.js'

export function toSite(storage: Storage, row: Selectable<WebsitesTable>): Site {
  return {
    id: row.id,
    title: row.title,
    timeZone: row.timeZone,
    currency: row.currency,
    isDefault: row.isDefault === 1,
    website: storage.dialect.decodeJson<Website>(row.settings),
  }
}

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The website a Host header (or a domain given to the CLI) stands for: its domain, or the default
 * website for localhost and 127.0.0.1.
 */
export async function findWebsiteForHost(
  storage: Storage,
  rawHost: string,
): Promise<Site | undefined> {
  const host = normaliseHost(rawHost)
  return localHosts.has(host) ? findDefaultWebsite(storage) : findWebsiteByHost(storage, host)
}

/** `host` is lower-case and without a port. */
export async function findWebsiteByHost(storage: Storage, host: string): Promise<Site | undefined> {
  const row = await storage.db
    .selectFrom('domains')
    .innerJoin('websites', 'websites.id', 'domains.websiteId')
    .selectAll('websites')
    .where('domains.host', '=', host)
    .executeTakeFirst()
  return row === undefined ? undefined : toSite(storage, row)
}

export async function findDefaultWebsite(storage: Storage): Promise<Site | undefined> {
  const row = await storage.db
    .selectFrom('websites')
    .selectAll()
    .orderBy('isDefault', 'desc')
    .orderBy('createdAt')
    .orderBy('id')
    .executeTakeFirst()
  return row === undefined ? undefined : toSite(storage, row)
}

export async function findWebsiteById(storage: Storage, id: string): Promise<Site | undefined> {
  const row = await storage.db
    .selectFrom('websites')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  return row === undefined ? undefined : toSite(storage, row)
}

export interface NewWebsite {
  title: string
  domain?: string
  timeZone?: string
  currency?: string
  now: Date
}

/** The first website of an installation becomes the default one (served on localhost). */
export async function createWebsite(storage: Storage, input: NewWebsite): Promise<Site> {
  const host = input.domain === undefined ? undefined : normaliseHost(input.domain)
  return writeTransaction(storage, async (trx) => {
    if (host !== undefined) {
      const taken = await trx
        .selectFrom('domains')
        .select('host')
        .where('host', '=', host)
        .executeTakeFirst()
      if (taken !== undefined) {
        throw new AtelierError('domain-taken', `The domain ${host} already belongs to a website`)
      }
    }
    const existing = await trx.selectFrom('websites').select('id').limit(1).executeTakeFirst()
    const id = newId()
    const parsed = parseWith(websiteSchema, {
      schemaVersion: 1,
      id,
      title: input.title,
      ...(input.timeZone === undefined ? {} : { timeZone: input.timeZone }),
      ...(input.currency === undefined ? {} : { currency: input.currency }),
    })
    if (!parsed.ok) {
      throw new AtelierError('invalid-input', parsed.issues.map((issue) => issue.message).join(' '))
    }
    const website = parsed.value
    const at = input.now.toISOString()
    const row = {
      id,
      title: website.title,
      settings: storage.dialect.encodeJson(website),
      timeZone: website.timeZone,
      currency: website.currency,
      isDefault: existing === undefined ? 1 : 0,
      createdAt: at,
      updatedAt: at,
    }
    await trx.insertInto('websites').values(row).execute()
    if (host !== undefined) {
      await trx.insertInto('domains').values({ host, websiteId: id, isPrimary: 1 }).execute()
    }
    return toSite(storage, { ...row, settings: website })
  })
}

/** Lower-case, no port, no trailing dot: the form domains are stored in. */
export function normaliseHost(raw: string): string {
  let host = raw.trim().toLowerCase()
  if (host.startsWith('[')) {
    const end = host.indexOf(']')
    return end === -1 ? host : host.slice(0, end + 1)
  }
  const colon = host.indexOf(':')
  if (colon !== -1) host = host.slice(0, colon)
  return host.endsWith('.') ? host.slice(0, -1) : host
}
