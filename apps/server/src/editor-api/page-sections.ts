import type { Navigation, NavigationLink, PageSection, PageSummary } from '@atelier/schema'
import type { PageRecord } from './page-record.js'
import { toPageSummary } from './page-summary.js'

/**
 * The editor's page list: the main navigation in order, then "Not Linked" — the hidden
 * navigation followed by every page no navigation links to — then, when the site has any,
 * "Member Areas": the member-area navigation followed by the member-only pages no navigation
 * links to.
 */
export function buildPageSections(
  navigation: Navigation,
  records: readonly PageRecord[],
): PageSection[] {
  const byId = new Map(records.map((record) => [record.id, record]))
  const listed = new Set<string>()

  function summaryOf(link: NavigationLink): PageSummary | undefined {
    if (link.kind === 'external') {
      return {
        id: link.id,
        kind: 'link',
        title: link.title,
        navigationTitle: link.title,
        urlId: '',
        status: 'published',
        locked: false,
        memberOnly: false,
        version: 0,
        settingsVersion: 0,
      }
    }
    const record = link.collectionId === undefined ? undefined : byId.get(link.collectionId)
    if (record !== undefined && listed.has(record.id)) return undefined
    if (record !== undefined) listed.add(record.id)
    const own: PageSummary | undefined =
      record === undefined
        ? link.kind === 'folder'
          ? { ...folderWithoutPage(link.id, link.title) }
          : undefined
        : toPageSummary(record)
    if (own === undefined) return undefined
    if (link.kind === 'folder') {
      return {
        ...own,
        kind: 'folder',
        children: link.children.flatMap((child) => summaryOf(child) ?? []),
      }
    }
    return own
  }

  const main = navigation.main.flatMap((link) => summaryOf(link) ?? [])
  const hidden = navigation.hidden.flatMap((link) => summaryOf(link) ?? [])
  const member = navigation.member.flatMap((link) => summaryOf(link) ?? [])
  const unlinked = records.filter((record) => !listed.has(record.id))
  const sections: PageSection[] = [
    { id: 'main', title: 'Main Navigation', pages: main },
    {
      id: 'hidden',
      title: 'Not Linked',
      pages: [
        ...hidden,
        ...unlinked.filter((record) => !record.settings.memberOnly).map(toPageSummary),
      ],
    },
  ]
  const memberOnly = unlinked.filter((record) => record.settings.memberOnly).map(toPageSummary)
  if (member.length > 0 || memberOnly.length > 0) {
    sections.push({ id: 'member', title: 'Member Areas', pages: [...member, ...memberOnly] })
  }
  return sections
}

function folderWithoutPage(id: string, title: string): PageSummary {
  return {
    id,
    kind: 'folder',
    title,
    navigationTitle: title,
    urlId: '',
    status: 'published',
    locked: false,
    memberOnly: false,
    children: [],
    version: 0,
    settingsVersion: 0,
  }
}
