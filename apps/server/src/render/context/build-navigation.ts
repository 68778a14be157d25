import type { Collection, NavigationLink } from '@atelier/schema'
import { collectionPath } from './content-paths.js'

export interface NavLinkView {
  title: string
  url: string
  active: boolean
  external: boolean
  folder: boolean
  children: NavLinkView[]
}

function isActive(url: string, currentPath: string): boolean {
  if (url === '/') return currentPath === '/'
  return currentPath === url || currentPath.startsWith(`${url}/`)
}

/**
 * A navigation section as the header shows it: links to collections visitors cannot see (drafts,
 * private) are left out, and folders become dropdowns of their children.
 */
export function buildNavigation(
  links: readonly NavigationLink[],
  collections: ReadonlyMap<string, Collection>,
  currentPath: string,
  homeCollectionId: string | undefined,
): NavLinkView[] {
  const leaf = (link: NavigationLink): NavLinkView | undefined => {
    if (link.kind === 'external') {
      return {
        title: link.title,
        url: link.url,
        active: false,
        external: /^https?:/i.test(link.url),
        folder: false,
        children: [],
      }
    }
    if (link.kind === 'collection') {
      const collection = collections.get(link.collectionId)
      if (!collection) return undefined
      if (collection.kind === 'link' && collection.externalLink) {
        const url = collection.externalLink.url
        return {
          title: link.title ?? collection.navigationTitle,
          url,
          active: false,
          external: /^https?:/i.test(url),
          folder: false,
          children: [],
        }
      }
      const url = collection.id === homeCollectionId ? '/' : collectionPath(collection)
      const active =
        isActive(url, currentPath) ||
        (collection.id === homeCollectionId && isActive(collectionPath(collection), currentPath))
      return {
        title: link.title ?? collection.navigationTitle,
        url,
        active,
        external: false,
        folder: false,
        children: [],
      }
    }
    const children = link.children.map(leaf).filter((child) => child !== undefined)
    if (children.length === 0) return undefined
    return {
      title: link.title,
      url: children[0].url,
      active: children.some((child) => child.active),
      external: false,
      folder: true,
      children,
    }
  }
  return links.map(leaf).filter((link) => link !== undefined)
}

/** The home page: the first page-like collection of the main navigation that visitors may see. */
export function findHomeCollection(
  main: readonly NavigationLink[],
  collections: ReadonlyMap<string, Collection>,
): Collection | undefined {
  const flagged = [...collections.values()].find((collection) => collection.urlId === 'home')
  if (flagged) return flagged
  for (const link of main) {
    const ids =
      link.kind === 'collection'
        ? [link.collectionId]
        : link.kind === 'folder'
          ? link.children.flatMap((c) => (c.kind === 'collection' ? [c.collectionId] : []))
          : []
    for (const id of ids) {
      const collection = collections.get(id)
      if (collection && collection.kind !== 'link' && collection.kind !== 'folder')
        return collection
    }
  }
  return undefined
}
