import type { NavNode, PageSection, PageSummary } from '../api/api-types.js'
import { editorStrings } from '../strings.js'

/** The navigations an owner arranges, in the order Alt+ArrowRight walks through them. */
export type ArrangeableSection = 'main' | 'hidden' | 'member'
export type PageTree = Record<ArrangeableSection, PageSummary[]>

export type MoveDirection = 'up' | 'down' | 'in' | 'out'

export interface PagePlace {
  section: ArrangeableSection
  /** The folder the page sits in, if any. */
  parentId?: string
  index: number
}

export const ARRANGEABLE_SECTIONS = ['main', 'hidden', 'member'] as const

const sectionTitles: Record<ArrangeableSection, string> = {
  main: editorStrings.mainNavigation,
  hidden: editorStrings.notLinked,
  member: editorStrings.memberAreas,
}

export function treeFromSections(sections: readonly PageSection[]): PageTree {
  return {
    main: sections.find((section) => section.id === 'main')?.pages ?? [],
    hidden: sections.find((section) => section.id === 'hidden')?.pages ?? [],
    member: sections.find((section) => section.id === 'member')?.pages ?? [],
  }
}

export function toNavNodes(pages: readonly PageSummary[]): NavNode[] {
  return pages.map((page) =>
    page.kind === 'folder'
      ? { id: page.id, children: toNavNodes(page.children ?? []) }
      : { id: page.id },
  )
}

export function findPlace(tree: PageTree, id: string): PagePlace | undefined {
  for (const section of ARRANGEABLE_SECTIONS) {
    const pages = tree[section]
    for (const [index, page] of pages.entries()) {
      if (page.id === id) return { section, index }
      const childIndex = (page.children ?? []).findIndex((child) => child.id === id)
      if (childIndex >= 0) return { section, parentId: page.id, index: childIndex }
    }
  }
  return undefined
}

function listAt(tree: PageTree, place: Pick<PagePlace, 'section' | 'parentId'>): PageSummary[] {
  const top = tree[place.section]
  if (place.parentId === undefined) return top
  return top.find((page) => page.id === place.parentId)?.children ?? []
}

function withList(
  tree: PageTree,
  place: Pick<PagePlace, 'section' | 'parentId'>,
  list: PageSummary[],
): PageTree {
  if (place.parentId === undefined) return { ...tree, [place.section]: list }
  return {
    ...tree,
    [place.section]: tree[place.section].map((page) =>
      page.id === place.parentId ? { ...page, children: list } : page,
    ),
  }
}

/**
 * Removes a page from wherever it is and puts it at `target`. Member areas hold pages only: no
 * folders, and nothing nested.
 */
export function placePage(tree: PageTree, id: string, target: PagePlace): PageTree {
  const from = findPlace(tree, id)
  if (!from) return tree
  const page = listAt(tree, from)[from.index]
  if (!page) return tree
  if (target.section === 'member' && (page.kind === 'folder' || target.parentId !== undefined))
    return tree
  const without = withList(
    tree,
    from,
    listAt(tree, from).filter((other) => other.id !== id),
  )
  const list = [...listAt(without, target)]
  list.splice(Math.min(target.index, list.length), 0, page)
  return withList(without, target, list)
}

export interface PageMove {
  tree: PageTree
  /** What a screen reader hears, e.g. 'About moved to position 1 of 3 in Main Navigation.' */
  announcement: string
}

/**
 * The keyboard moves of the pages panel: Alt+ArrowUp/Down within the list, Alt+ArrowRight into
 * the folder above (or on from Main Navigation to Not Linked to Member Areas), Alt+ArrowLeft out
 * of a folder (or back from Member Areas to Not Linked to Main Navigation). Folders never go
 * inside folders, nor into Member Areas.
 */
export function movePage(tree: PageTree, id: string, direction: MoveDirection): PageMove | null {
  const from = findPlace(tree, id)
  if (!from) return null
  const list = listAt(tree, from)
  const page = list[from.index]
  if (!page) return null
  let target: PagePlace | null = null
  if (direction === 'up' && from.index > 0) target = { ...from, index: from.index - 1 }
  if (direction === 'down' && from.index < list.length - 1)
    target = { ...from, index: from.index + 1 }
  if (direction === 'in') {
    const above = from.parentId === undefined ? list[from.index - 1] : undefined
    if (above?.kind === 'folder' && page.kind !== 'folder') {
      target = { section: from.section, parentId: above.id, index: above.children?.length ?? 0 }
    } else if (from.parentId === undefined && from.section === 'main') {
      target = { section: 'hidden', index: 0 }
    } else if (from.parentId === undefined && from.section === 'hidden' && page.kind !== 'folder') {
      target = { section: 'member', index: tree.member.length }
    }
  }
  if (direction === 'out') {
    if (from.parentId !== undefined) {
      const folderIndex = tree[from.section].findIndex((other) => other.id === from.parentId)
      target = { section: from.section, index: folderIndex + 1 }
    } else if (from.section === 'hidden') {
      target = { section: 'main', index: tree.main.length }
    } else if (from.section === 'member') {
      target = { section: 'hidden', index: tree.hidden.length }
    }
  }
  if (!target) return null
  const moved = placePage(tree, id, target)
  if (moved === tree) return null
  const place = findPlace(moved, id)
  if (!place) return null
  const siblings = listAt(moved, place)
  const folder = place.parentId
    ? moved[place.section].find((other) => other.id === place.parentId)?.title
    : undefined
  const where = folder ? `folder ${folder}` : sectionTitles[place.section]
  return {
    tree: moved,
    announcement: `${page.title} moved to position ${place.index + 1} of ${siblings.length} in ${where}.`,
  }
}
