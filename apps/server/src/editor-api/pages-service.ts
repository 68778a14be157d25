import { findMemberArea } from '../members/member-area-repository.js'
import { memberStrings } from '../members/member-strings.js'
import { collectionSchema, emptyLayout, parseWith } from '@atelier/schema'
import type {
  Collection,
  CollectionKind,
  Navigation,
  PagePatch,
  PageSummary,
} from '@atelier/schema'
import type { Kysely } from 'kysely'
import { hashPassword } from '../auth/password-hash.js'
import { getNavigation, setNavigationSection } from '../sites/navigation-repository.js'
import type { Database } from '../storage/database.js'
import { newId } from '../storage/new-id.js'
import type { Storage } from '../storage/open-storage.js'
import type { EditorResult } from '../errors/editor-failure.js'
import { invalid, notFound, ok, stale } from '../errors/editor-failure.js'
import { insertCollection } from './insert-collection.js'
import {
  changedSections,
  withFolderTitle,
  withMemberArea,
  withoutPage,
} from './navigation-edits.js'
import { findPageRecord, takenUrlIds, writePageSettings } from './page-record.js'
import { toPageSummary } from './page-summary.js'
import { isValidUrlId, pageUrlId } from '../http/url-ids.js'
import { writeTransaction } from '../storage/write-transaction.js'

export interface PagesDeps {
  storage: Storage
  now: () => Date
}

export type NewPageKind = Exclude<CollectionKind, 'store'>

export interface NewPage {
  kind: NewPageKind
  title: string
  section: 'main' | 'hidden'
  parentId?: string
}

export type { PagePatch }

export const pageNotFound = 'This page does not exist.'

export async function createPage(
  deps: PagesDeps,
  websiteId: string,
  input: NewPage,
): Promise<EditorResult<PageSummary>> {
  const title = input.title.trim()
  if (title === '') return invalid('Please enter a page title', 'title')
  const { storage } = deps
  return writeTransaction(storage, async (trx) => {
    const navigation = await getNavigation(storage, websiteId, trx)
    const links = [...navigation[input.section]]
    let folderIndex = -1
    if (input.parentId !== undefined) {
      folderIndex = links.findIndex(
        (link) =>
          link.kind === 'folder' &&
          (link.collectionId === input.parentId || link.id === input.parentId),
      )
      if (folderIndex === -1) return invalid('Pages can only be added to a folder.', 'parentId')
      if (input.kind === 'folder')
        return invalid('A folder cannot hold another folder.', 'parentId')
    }
    const id = newId()
    const urlId = pageUrlId(title, await takenUrlIds(trx, websiteId))
    const parsed = parseWith(collectionSchema, {
      schemaVersion: 1,
      id,
      websiteId,
      urlId,
      title,
      navigationTitle: title,
      kind: input.kind,
      // New pages stay out of visitors' sight until the owner publishes them.
      status: 'draft',
      ...(input.kind === 'page' ? { layout: emptyLayout() } : {}),
      ...(input.kind === 'link' ? { externalLink: { url: '/', newWindow: false } } : {}),
    })
    if (!parsed.ok) return invalid(parsed.issues[0]?.message ?? 'This page is not valid.')
    const { layout, ...settings } = parsed.value
    await insertCollection(trx, storage.dialect, settings, layout ?? null, deps.now())
    const link = { id: newId(), collectionId: id }
    const folder = links[folderIndex]
    if (folder?.kind === 'folder') {
      links[folderIndex] = {
        ...folder,
        children: [...folder.children, { ...link, kind: 'collection' }],
      }
    } else if (input.kind === 'folder') {
      links.push({ ...link, kind: 'folder', title, children: [] })
    } else {
      links.push({ ...link, kind: 'collection' })
    }
    await setNavigationSection(storage, websiteId, input.section, links, trx)
    const record = await findPageRecord(storage, websiteId, id, trx)
    return record === undefined ? notFound(pageNotFound) : ok(toPageSummary(record))
  })
}

export async function updatePage(
  deps: PagesDeps,
  websiteId: string,
  id: string,
  patch: PagePatch,
): Promise<EditorResult<PageSummary>> {
  const { storage } = deps
  return writeTransaction(storage, async (trx) => {
    await lockPageRow(trx, websiteId, id)
    const record = await findPageRecord(storage, websiteId, id, trx)
    if (record === undefined) return notFound(pageNotFound)
    if (patch.baseVersion !== undefined) {
      const current = toPageSummary(record).settingsVersion
      if (current !== patch.baseVersion) return stale(current)
    }
    const next: Record<string, unknown> = { ...record.settings }
    if (patch.title !== undefined) {
      if (patch.title.trim() === '') return invalid('Please enter a page title', 'title')
      next.title = patch.title.trim()
    }
    if (patch.navigationTitle !== undefined) next.navigationTitle = patch.navigationTitle.trim()
    if (patch.urlId !== undefined) {
      if (!isValidUrlId(patch.urlId))
        return invalid(`${patch.urlId} is not a valid page URL`, 'urlId')
      if ((await takenUrlIds(trx, websiteId, id)).has(patch.urlId)) {
        return invalid(`The URL ${patch.urlId} is already used by another page.`, 'urlId')
      }
      next.urlId = patch.urlId
    }
    if (patch.seoTitle !== undefined || patch.seoDescription !== undefined) {
      next.seo = {
        title: patch.seoTitle ?? record.settings.seo.title,
        description: patch.seoDescription ?? record.settings.seo.description,
      }
    }
    if (patch.status !== undefined) next.status = patch.status
    if (patch.publishOn === null) delete next.publishOn
    else if (patch.publishOn !== undefined) next.publishOn = patch.publishOn
    if (next.status === 'scheduled' && next.publishOn === undefined) {
      return invalid('Choose when the page is published.', 'publishOn')
    }
    if (patch.memberOnly !== undefined) next.memberOnly = patch.memberOnly
    if (patch.memberAreaId === null) delete next.memberAreaId
    else if (patch.memberAreaId !== undefined) {
      if ((await findMemberArea(trx, websiteId, patch.memberAreaId)) === undefined)
        return invalid(memberStrings.areaNotFound, 'memberAreaId')
      next.memberAreaId = patch.memberAreaId
      next.memberOnly = true
    }
    if (patch.externalLink === null || patch.externalLink === '') delete next.externalLink
    else if (typeof patch.externalLink === 'string') {
      next.externalLink = {
        url: patch.externalLink.trim(),
        newWindow: record.settings.externalLink?.newWindow ?? false,
      }
    } else if (patch.externalLink !== undefined) {
      next.externalLink = {
        url: patch.externalLink.url.trim(),
        newWindow: patch.externalLink.newWindow ?? false,
      }
    }
    let passwordHash: string | null | undefined
    if (patch.password === null) {
      passwordHash = null
      delete next.passwordHash
    } else if (patch.password !== undefined) {
      if (patch.password === '') return invalid('Please enter a password', 'password')
      passwordHash = await hashPassword(patch.password)
      next.passwordHash = passwordHash
    }
    const settings = validSettings(next, record.published)
    if (!settings.ok) return settings
    await writePageSettings(trx, storage, websiteId, settings.value, deps.now(), passwordHash)
    if (
      settings.value.kind === 'folder' &&
      (patch.title !== undefined || patch.navigationTitle !== undefined)
    ) {
      const navigation = await getNavigation(storage, websiteId, trx)
      const title = settings.value.navigationTitle || settings.value.title
      await saveNavigation(
        storage,
        websiteId,
        navigation,
        withFolderTitle(navigation, id, title),
        trx,
      )
    }
    if (
      settings.value.kind !== 'folder' &&
      settings.value.memberOnly !== record.settings.memberOnly
    ) {
      const navigation = await getNavigation(storage, websiteId, trx)
      const moved = withMemberArea(navigation, id, settings.value.memberOnly, newId)
      await saveNavigation(storage, websiteId, navigation, moved, trx)
    }
    const updated = await findPageRecord(storage, websiteId, id, trx)
    return updated === undefined ? notFound(pageNotFound) : ok(toPageSummary(updated))
  })
}

export async function deletePage(
  deps: PagesDeps,
  websiteId: string,
  id: string,
): Promise<EditorResult<null>> {
  const { storage } = deps
  return writeTransaction(storage, async (trx) => {
    const record = await findPageRecord(storage, websiteId, id, trx)
    if (record === undefined) return notFound(pageNotFound)
    const navigation = await getNavigation(storage, websiteId, trx)
    await saveNavigation(storage, websiteId, navigation, withoutPage(navigation, id), trx)
    await trx
      .deleteFrom('collections')
      .where('websiteId', '=', websiteId)
      .where('id', '=', id)
      .execute()
    return ok(null)
  })
}

/** Writes the sections of `after` that differ from `before`. */
export async function saveNavigation(
  storage: Storage,
  websiteId: string,
  before: Navigation,
  after: Navigation,
  trx: Kysely<Database>,
): Promise<void> {
  for (const section of changedSections(before, after)) {
    await setNavigationSection(storage, websiteId, section, after[section], trx)
  }
}

/**
 * Takes the row's write lock first, so on Postgres a second owner saving at the same moment
 * reads the settings only after the first save is committed and gets the conflict.
 */
async function lockPageRow(trx: Kysely<Database>, websiteId: string, id: string): Promise<void> {
  await trx
    .updateTable('collections')
    .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
    .where('websiteId', '=', websiteId)
    .where('id', '=', id)
    .execute()
}

function validSettings(
  candidate: Record<string, unknown>,
  layout: Collection['layout'] | null,
): EditorResult<Omit<Collection, 'layout'>> {
  const parsed = parseWith(collectionSchema, layout === null ? candidate : { ...candidate, layout })
  if (!parsed.ok) {
    const issue = parsed.issues[0]
    const field = issue?.path.split('.')[0] || undefined
    return invalid(issue?.message ?? 'This page is not valid.', field)
  }
  const { layout: _layout, ...settings } = parsed.value
  return ok(settings)
}
