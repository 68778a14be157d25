import { NAVIGATION_SECTIONS } from '@atelier/schema'
import type { Navigation, NavigationLink, NavigationSection } from '@atelier/schema'

/** Navigation with every link to `pageId` gone; a removed folder's pages move up to its place. */
export function withoutPage(navigation: Navigation, pageId: string): Navigation {
  const strip = (links: readonly NavigationLink[]): NavigationLink[] =>
    links.flatMap((link): NavigationLink[] => {
      if (link.kind === 'external') return [link]
      if (link.kind === 'collection') return link.collectionId === pageId ? [] : [link]
      const children = link.children.filter(
        (child) => child.kind === 'external' || child.collectionId !== pageId,
      )
      return link.collectionId === pageId ? children : [{ ...link, children }]
    })
  return {
    ...navigation,
    main: strip(navigation.main),
    secondary: strip(navigation.secondary),
    hidden: strip(navigation.hidden),
    member: strip(navigation.member),
  }
}

/**
 * Keeps the Member Areas and the member-only flag in step: a page made member-only moves to the
 * member-area navigation, and one that no longer is moves from there to the hidden navigation.
 */
export function withMemberArea(
  navigation: Navigation,
  pageId: string,
  memberOnly: boolean,
  newId: () => string,
): Navigation {
  const isPage = (link: NavigationLink) =>
    link.kind === 'collection' && link.collectionId === pageId
  const inMemberAreas = navigation.member.some(isPage)
  const link: NavigationLink = { id: newId(), kind: 'collection', collectionId: pageId }
  if (memberOnly) {
    if (inMemberAreas) return navigation
    const elsewhere = withoutPage(navigation, pageId)
    return { ...elsewhere, member: [...elsewhere.member, link] }
  }
  if (!inMemberAreas) return navigation
  return {
    ...navigation,
    member: navigation.member.filter((entry) => !isPage(entry)),
    hidden: [...navigation.hidden, link],
  }
}

/** The sections whose links differ between two navigation documents. */
export function changedSections(before: Navigation, after: Navigation): NavigationSection[] {
  return NAVIGATION_SECTIONS.filter(
    (section) => JSON.stringify(before[section]) !== JSON.stringify(after[section]),
  )
}

/** Folder links of `pageId` retitled, so the site header shows the folder's new name. */
export function withFolderTitle(navigation: Navigation, pageId: string, title: string): Navigation {
  const retitle = (links: readonly NavigationLink[]) =>
    links.map((link) =>
      link.kind === 'folder' && link.collectionId === pageId ? { ...link, title } : link,
    )
  return {
    ...navigation,
    main: retitle(navigation.main),
    secondary: retitle(navigation.secondary),
    hidden: retitle(navigation.hidden),
  }
}
