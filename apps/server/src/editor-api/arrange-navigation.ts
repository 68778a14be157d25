import type {
  CollectionLink,
  ExternalLink,
  NavNode,
  Navigation,
  NavigationLink,
} from '@atelier/schema'
import type { EditorResult } from '../errors/editor-failure.js'
import { invalid, ok } from '../errors/editor-failure.js'
import type { PageRecord } from './page-record.js'

export type { NavNode }

export interface ArrangedNavigation {
  main: NavigationLink[]
  hidden: NavigationLink[]
  /** Only when the order names the Member Areas. */
  member?: NavigationLink[]
}

type LeafLink = CollectionLink | ExternalLink

export const memberAreasHoldPages = 'Member Areas hold pages, not folders.'

/**
 * Turns the page order the editor sends after a drag or keyboard move into navigation links.
 * Every id must be a page of the site or an existing link; folders hold pages one level deep.
 * Links keep their ids (and title overrides) so nothing else pointing at them breaks.
 */
export function arrangeNavigation(
  order: { main: readonly NavNode[]; hidden: readonly NavNode[]; member?: readonly NavNode[] },
  current: Navigation,
  records: readonly PageRecord[],
  newId: () => string,
): EditorResult<ArrangedNavigation> {
  const pages = new Map(records.map((record) => [record.id, record]))
  const existing = new Map<string, NavigationLink>()
  const linkOfPage = new Map<string, NavigationLink>()
  for (const link of allLinks(current)) {
    existing.set(link.id, link)
    if (link.kind !== 'external' && link.collectionId !== undefined)
      linkOfPage.set(link.collectionId, link)
  }
  const seen = new Set<string>()

  function leaf(node: NavNode): EditorResult<LeafLink> {
    const page = pages.get(node.id)
    if (page !== undefined) {
      if (page.settings.kind === 'folder') return invalid('A folder cannot hold another folder.')
      const previous = linkOfPage.get(page.id)
      const title = previous?.kind === 'collection' ? previous.title : undefined
      return ok({
        id: previous?.id ?? newId(),
        kind: 'collection',
        collectionId: page.id,
        ...(title === undefined ? {} : { title }),
      })
    }
    const link = existing.get(node.id)
    if (link?.kind === 'external') return ok(link)
    if (link?.kind === 'folder') return invalid('A folder cannot hold another folder.')
    return invalid(`Unknown page ${node.id}`)
  }

  function top(node: NavNode): EditorResult<NavigationLink> {
    if (seen.has(node.id)) return invalid(`Page ${node.id} is listed twice.`)
    seen.add(node.id)
    const page = pages.get(node.id)
    const link = page === undefined ? existing.get(node.id) : linkOfPage.get(page.id)
    const isFolder = page === undefined ? link?.kind === 'folder' : page.settings.kind === 'folder'
    if (!isFolder) {
      if ((node.children ?? []).length > 0) return invalid('Only folders can hold pages.')
      return leaf(node)
    }
    const children: LeafLink[] = []
    for (const child of node.children ?? []) {
      if (seen.has(child.id)) return invalid(`Page ${child.id} is listed twice.`)
      seen.add(child.id)
      if ((child.children ?? []).length > 0) return invalid('A folder cannot hold another folder.')
      const built = leaf(child)
      if (!built.ok) return built
      children.push(built.value)
    }
    const title =
      page?.settings.navigationTitle ||
      page?.settings.title ||
      (link?.kind === 'folder' ? link.title : 'Folder')
    return ok({
      id: link?.id ?? newId(),
      kind: 'folder',
      title,
      ...(page === undefined ? {} : { collectionId: page.id }),
      children,
    })
  }

  const arranged: ArrangedNavigation = { main: [], hidden: [] }
  for (const section of ['main', 'hidden'] as const) {
    for (const node of order[section]) {
      const built = top(node)
      if (!built.ok) return built
      arranged[section].push(built.value)
    }
  }
  if (order.member !== undefined) {
    // Member Areas list pages one by one: no folders, nothing nested.
    const member: NavigationLink[] = []
    for (const node of order.member) {
      if (seen.has(node.id)) return invalid(`Page ${node.id} is listed twice.`)
      seen.add(node.id)
      const isFolder =
        pages.get(node.id)?.settings.kind === 'folder' || existing.get(node.id)?.kind === 'folder'
      if (isFolder || (node.children ?? []).length > 0) return invalid(memberAreasHoldPages)
      const built = leaf(node)
      if (!built.ok) return built
      member.push(built.value)
    }
    arranged.member = member
  }
  return ok(arranged)
}

function allLinks(navigation: Navigation): NavigationLink[] {
  return [...navigation.main, ...navigation.secondary, ...navigation.hidden].flatMap((link) =>
    link.kind === 'folder' ? [link, ...link.children] : [link],
  )
}
