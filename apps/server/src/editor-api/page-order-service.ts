import type { Navigation, PageSection, PagesResponse } from '@atelier/schema'
import type { Kysely } from 'kysely'
import { getNavigation } from '../sites/navigation-repository.js'
import type { Database } from '../storage/database.js'
import { newId } from '../storage/new-id.js'
import { arrangeNavigation } from './arrange-navigation.js'
import type { NavNode } from './arrange-navigation.js'
import { documentVersion } from '../storage/document-version.js'
import type { EditorResult } from '../errors/editor-failure.js'
import { ok, stale, staleNavigationMessage } from '../errors/editor-failure.js'
import { buildPageSections } from './page-sections.js'
import { listPageRecords, writePageSettings } from './page-record.js'
import type { PagesDeps } from './pages-service.js'
import { saveNavigation } from './pages-service.js'
import { writeTransaction } from '../storage/write-transaction.js'

export function navigationVersion(navigation: Navigation): number {
  return documentVersion({
    main: navigation.main,
    secondary: navigation.secondary,
    hidden: navigation.hidden,
    // Left out while empty, so the versions of sites without member areas stay as they were.
    ...(navigation.member.length > 0 ? { member: navigation.member } : {}),
  })
}

export async function listPages(deps: PagesDeps, websiteId: string): Promise<PagesResponse> {
  const [navigation, records] = await Promise.all([
    getNavigation(deps.storage, websiteId, deps.storage.db),
    listPageRecords(deps.storage, websiteId),
  ])
  return {
    sections: buildPageSections(navigation, records),
    navigationVersion: navigationVersion(navigation),
  }
}

/**
 * Saves the whole order after a drag or keyboard move, unless the navigation changed since the
 * owner read `baseVersion` (another owner moved, added or deleted a page meanwhile).
 */
export async function arrangePages(
  deps: PagesDeps,
  websiteId: string,
  order: { main: NavNode[]; hidden: NavNode[]; member?: NavNode[] },
  baseVersion?: number,
): Promise<EditorResult<PagesResponse>> {
  const { storage } = deps
  const result = await writeTransaction(storage, async (trx) => {
    await lockNavigation(trx, websiteId)
    const [navigation, records] = await Promise.all([
      getNavigation(storage, websiteId, trx),
      listPageRecords(storage, websiteId, trx),
    ])
    const current = navigationVersion(navigation)
    if (baseVersion !== undefined && baseVersion !== current) {
      return stale(current, staleNavigationMessage)
    }
    const arranged = arrangeNavigation(order, navigation, records, newId)
    if (!arranged.ok) return arranged
    const { member, ...mainAndHidden } = arranged.value
    const placed = new Set(
      [...mainAndHidden.main, ...mainAndHidden.hidden, ...(member ?? [])].flatMap((link) =>
        link.kind === 'folder' ? [link.id, ...link.children.map((child) => child.id)] : [link.id],
      ),
    )
    // A page moved into the main or hidden navigation leaves the secondary one.
    const secondary = navigation.secondary.filter((link) => !placed.has(link.id))
    const next: Navigation = {
      ...navigation,
      ...mainAndHidden,
      secondary,
      ...(member === undefined ? {} : { member }),
    }
    await saveNavigation(storage, websiteId, navigation, next, trx)
    if (order.member !== undefined) {
      await applyMemberAreas(deps, websiteId, buildPageSections(navigation, records), order, trx)
    }
    return ok(null)
  })
  if (!result.ok) return result
  return ok(await listPages(deps, websiteId))
}

/**
 * A page in the Member Areas is member-only; one moved out of them to Main Navigation or Not
 * Linked no longer is.
 */
async function applyMemberAreas(
  deps: PagesDeps,
  websiteId: string,
  before: readonly PageSection[],
  order: { main: NavNode[]; hidden: NavNode[]; member?: NavNode[] },
  trx: Kysely<Database>,
): Promise<void> {
  const wasMember = new Set(
    before.find((section) => section.id === 'member')?.pages.map((page) => page.id) ?? [],
  )
  const nowMember = new Set((order.member ?? []).map((node) => node.id))
  const movedOut = new Set(
    [...order.main, ...order.hidden]
      .flatMap((node) => [node, ...(node.children ?? [])])
      .map((node) => node.id)
      .filter((id) => wasMember.has(id)),
  )
  for (const record of await listPageRecords(deps.storage, websiteId, trx)) {
    const memberOnly = nowMember.has(record.id) ? true : movedOut.has(record.id) ? false : undefined
    if (memberOnly === undefined || memberOnly === record.settings.memberOnly) continue
    await writePageSettings(
      trx,
      deps.storage,
      websiteId,
      { ...record.settings, memberOnly },
      deps.now(),
    )
  }
}

// Takes the navigation rows' write locks first, so two saves at once are checked one after the other.
async function lockNavigation(trx: Kysely<Database>, websiteId: string): Promise<void> {
  await trx
    .updateTable('navigation')
    .set({ websiteId })
    .where('websiteId', '=', websiteId)
    .execute()
}
