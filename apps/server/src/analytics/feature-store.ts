import type { Selectable, Updateable } from 'kysely'
import { AtelierError } from '../errors/atelier-error.js'
import type { AnalyticsFeaturesTable } from '../storage/tables/analytics-tables.js'
import type { Storage } from '../storage/open-storage.js'
import { AnalyticsStrings, fillAnalyticsString } from './analytics-strings.js'
import type { ExperimentType } from './experiments.js'
import type { FeatureInput, StoredFeature } from './feature-definitions.js'

const cacheMs = 10_000
const stores = new WeakMap<Storage, FeatureStore>()

function fromRow(row: Selectable<AnalyticsFeaturesTable>): StoredFeature {
  let variants: StoredFeature['variants'] = []
  try {
    variants = JSON.parse(row.variants) as StoredFeature['variants']
  } catch {
    // A broken row reads as no variants: the lookup answers its "invalid definition" note.
  }
  return {
    name: row.name,
    experimentType: row.experimentType as ExperimentType,
    variants,
    segmentName: row.segmentName,
    template: row.template,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    endedAt: row.endedAt,
  }
}

/**
 * The owner's features per site. Visitors read the running ones through a ten-second cache per
 * process (every page asks), so a change reaches every process within ten seconds.
 */
export function featureStore(storage: Storage, now: () => Date): FeatureStore {
  let store = stores.get(storage)
  if (store === undefined) {
    store = createFeatureStore(storage, now)
    stores.set(storage, store)
  }
  return store
}

function createFeatureStore(storage: Storage, now: () => Date) {
  const cache = new Map<string, { at: number; features: StoredFeature[] }>()
  const db = storage.db

  async function list(websiteId: string): Promise<StoredFeature[]> {
    const rows = await db
      .selectFrom('analyticsFeatures')
      .selectAll()
      .where('websiteId', '=', websiteId)
      .orderBy('createdAt')
      .orderBy('name')
      .execute()
    return rows.map(fromRow)
  }

  async function running(websiteId: string): Promise<StoredFeature[]> {
    const at = now().getTime()
    const cached = cache.get(websiteId)
    if (cached !== undefined && at - cached.at < cacheMs) return cached.features
    const features = (await list(websiteId)).filter((feature) => feature.endedAt === null)
    if (cache.size > 1000) cache.clear()
    cache.set(websiteId, { at, features })
    return features
  }

  async function find(websiteId: string, name: string): Promise<StoredFeature> {
    const row = await db
      .selectFrom('analyticsFeatures')
      .selectAll()
      .where('websiteId', '=', websiteId)
      .where('name', '=', name)
      .executeTakeFirst()
    if (row === undefined) {
      throw new AtelierError(
        'not-found',
        fillAnalyticsString(AnalyticsStrings.featureNotFound, { name: name.slice(0, 40) }),
      )
    }
    return fromRow(row)
  }

  async function create(websiteId: string, input: FeatureInput): Promise<StoredFeature> {
    const at = now().toISOString()
    const inserted = await db
      .insertInto('analyticsFeatures')
      .values({
        websiteId,
        name: input.name,
        experimentType: input.experimentType,
        variants: JSON.stringify(input.variants),
        segmentName: input.segmentName ?? '',
        template: input.template ?? '',
        createdAt: at,
        updatedAt: at,
        endedAt: null,
      })
      .onConflict((oc) => oc.columns(['websiteId', 'name']).doNothing())
      .executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 1) {
      throw new AtelierError(
        'conflict',
        fillAnalyticsString(AnalyticsStrings.featureExists, { name: input.name }),
      )
    }
    cache.delete(websiteId)
    return find(websiteId, input.name)
  }

  /** Changes the variants, weights or segment of a running feature (its type and name stay). */
  function update(
    websiteId: string,
    name: string,
    change: Pick<FeatureInput, 'variants' | 'segmentName'>,
  ): Promise<StoredFeature> {
    return changeRunning(websiteId, name, {
      variants: JSON.stringify(change.variants),
      segmentName: change.segmentName ?? '',
      updatedAt: now().toISOString(),
    })
  }

  function end(websiteId: string, name: string): Promise<StoredFeature> {
    const at = now().toISOString()
    return changeRunning(websiteId, name, { endedAt: at, updatedAt: at })
  }

  /** Writes `set` to the feature while it runs; an ended or missing one is refused. */
  async function changeRunning(
    websiteId: string,
    name: string,
    set: Updateable<AnalyticsFeaturesTable>,
  ): Promise<StoredFeature> {
    const updated = await db
      .updateTable('analyticsFeatures')
      .set(set)
      .where('websiteId', '=', websiteId)
      .where('name', '=', name)
      .where('endedAt', 'is', null)
      .executeTakeFirst()
    if (updated.numUpdatedRows !== 1n) await endedOrMissing(websiteId, name)
    cache.delete(websiteId)
    return find(websiteId, name)
  }

  async function endedOrMissing(websiteId: string, name: string): Promise<never> {
    await find(websiteId, name)
    throw new AtelierError('conflict', fillAnalyticsString(AnalyticsStrings.featureEnded, { name }))
  }

  return { list, running, find, create, update, end }
}

export type FeatureStore = ReturnType<typeof createFeatureStore>
