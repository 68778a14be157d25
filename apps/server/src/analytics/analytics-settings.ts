import type { Storage } from '../storage/open-storage.js'

/**
 * `none`: tracking cookies without asking; `notice`: the same with a dismissible notice;
 * `opt-in`: no tracking cookie until the visitor accepts (Global Privacy Control counts as a no).
 */
export type CookiePolicy = 'none' | 'notice' | 'opt-in'
export const cookiePolicies: readonly CookiePolicy[] = ['none', 'notice', 'opt-in']

export interface AnalyticsSettings {
  cookiePolicy: CookiePolicy
  /** Off: the site records no page views at all (SPEC §6 "census disabled"). */
  censusEnabled: boolean
}

export const defaultAnalyticsSettings: AnalyticsSettings = {
  cookiePolicy: 'none',
  censusEnabled: true,
}

const cacheMs = 10_000

/** The site's analytics settings, read at most every ten seconds per process (hits read them). */
export function createAnalyticsSettingsStore(storage: Storage, now: () => Date) {
  const cache = new Map<string, { at: number; settings: AnalyticsSettings }>()

  async function read(websiteId: string): Promise<AnalyticsSettings> {
    const cached = cache.get(websiteId)
    const at = now().getTime()
    if (cached !== undefined && at - cached.at < cacheMs) return cached.settings
    const row = await storage.db
      .selectFrom('analyticsSettings')
      .select('document')
      .where('websiteId', '=', websiteId)
      .executeTakeFirst()
    const settings = row === undefined ? defaultAnalyticsSettings : parseSettings(row.document)
    cache.set(websiteId, { at, settings })
    return settings
  }

  async function write(websiteId: string, settings: AnalyticsSettings): Promise<AnalyticsSettings> {
    const document = JSON.stringify(settings)
    const updatedAt = now().toISOString()
    await storage.db
      .insertInto('analyticsSettings')
      .values({ websiteId, document, updatedAt })
      .onConflict((oc) => oc.column('websiteId').doUpdateSet({ document, updatedAt }))
      .execute()
    cache.delete(websiteId)
    return settings
  }

  return { read, write }
}

function parseSettings(document: string): AnalyticsSettings {
  const value = JSON.parse(document) as Partial<AnalyticsSettings>
  return {
    cookiePolicy: cookiePolicies.includes(value.cookiePolicy as CookiePolicy)
      ? (value.cookiePolicy as CookiePolicy)
      : 'none',
    censusEnabled: value.censusEnabled !== false,
  }
}

export type AnalyticsSettingsStore = ReturnType<typeof createAnalyticsSettingsStore>
