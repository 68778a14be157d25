import { hasMemberAccess } from '@atelier/commerce'
import { isPubliclyVisible, type Collection } from '@atelier/schema'
import type { FastifyRequest } from 'fastify'
import type { AppServices } from '../app-services.js'
import { currentSiteUserId } from '../auth/current-site-user.js'
import type { SiteSnapshot } from '../render/snapshot/site-snapshot.js'
import type { PersonalPage } from '../render/serve/personal-page.js'
import { deniedBody, paywalledVideos, protectedBody } from './member-pages.js'
import { withSiteUserTables } from '../storage/site-user-tables.js'
import type { MemberArea } from './member-area.js'
import { areaOfCollection, listMemberAreas } from './member-area-repository.js'
import { membershipFactsOf } from './membership-repository.js'

/**
 * What a request for a path is shown with respect to member areas: nothing to do with them
 * (public), the content (open, with the member collections this customer's memberships open), the
 * protected-content page (105) to a visitor who is not signed in, or access denied (106) to a
 * signed-in customer who is not a member of that area. A member-only page with no area stays
 * closed (not found).
 */
export type MemberGate =
  | { kind: 'public' }
  | { kind: 'closed' }
  | { kind: 'open'; openCollectionIds: ReadonlySet<string> }
  | { kind: 'protected'; area: MemberArea; collection: Collection }
  | { kind: 'denied'; area: MemberArea; collection: Collection; email: string }

/** The member-only collection a path opens, if it opens one (its first segment names it). */
export function memberCollectionOf(
  snapshot: SiteSnapshot,
  path: string,
  now: Date,
): Collection | undefined {
  const urlId = path.split('/').filter((segment) => segment !== '')[0]
  if (urlId === undefined) return undefined
  return snapshot.collections.find(
    (collection) =>
      collection.urlId === urlId && collection.memberOnly && isPubliclyVisible(collection, now),
  )
}

/** The signed-in customer's email on this website, if a live site-user session is presented. */
export async function signedInCustomerEmail(
  services: AppServices,
  request: FastifyRequest,
  now: Date,
): Promise<string | undefined> {
  const id = await currentSiteUserId(services.storage, request, now)
  if (id === undefined) return undefined
  const row = await withSiteUserTables(services.storage.db)
    .selectFrom('siteUsers')
    .select('email')
    .where('id', '=', id)
    .where('websiteId', '=', request.site.id)
    .executeTakeFirst()
  return row?.email
}

export async function memberGate(
  services: AppServices,
  request: FastifyRequest,
  snapshot: SiteSnapshot,
  path: string,
  now: Date,
): Promise<MemberGate> {
  const collection = memberCollectionOf(snapshot, path, now)
  if (collection === undefined) return { kind: 'public' }
  const { db, dialect } = services.storage
  const areas = await listMemberAreas(db, request.site.id)
  const area = areaOfCollection(collection, areas)
  if (area === undefined) return { kind: 'closed' }
  const email = await signedInCustomerEmail(services, request, now)
  if (email === undefined) return { kind: 'protected', area, collection }
  const facts = await membershipFactsOf(db, dialect, request.site.id, email)
  if (!hasMemberAccess(facts, area.id, now)) return { kind: 'denied', area, collection, email }
  const open = new Set<string>()
  for (const candidate of snapshot.collections) {
    const its = areaOfCollection(candidate, areas)
    if (its !== undefined && hasMemberAccess(facts, its.id, now)) open.add(candidate.id)
  }
  return { kind: 'open', openCollectionIds: open }
}

/** The published site's `personalize` step (app.ts): member content, 105 or 106 for this request. */
export function memberPersonalize(services: AppServices) {
  return async (
    request: FastifyRequest,
    snapshot: SiteSnapshot,
    path: string,
    now: Date,
  ): Promise<PersonalPage> => {
    const gate = await memberGate(services, request, snapshot, path, now)
    switch (gate.kind) {
      case 'public':
      case 'closed':
        return { kind: 'shared' }
      case 'open':
        return { kind: 'open', memberOpen: gate.openCollectionIds }
      case 'protected':
        return {
          kind: 'page',
          body: protectedBody(
            gate.area,
            snapshot.website,
            path,
            undefined,
            undefined,
            paywalledVideos(gate.collection),
          ),
        }
      case 'denied':
        return {
          kind: 'page',
          body: deniedBody(gate.area, snapshot.website, path, '', paywalledVideos(gate.collection)),
        }
    }
  }
}
