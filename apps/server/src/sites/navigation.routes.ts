import { withMemberAreaTables } from '../storage/member-area-tables.js'
import {
  NAVIGATION_SECTIONS,
  NAVIGATION_VERSION,
  navigationSchema,
  parseWith,
} from '@atelier/schema'
import type { NavigationLink, NavigationSection } from '@atelier/schema'
import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import { requireOwner, sessionMemberOf } from '../access/require-owner.js'
import { AtelierError } from '../errors/atelier-error.js'
import { getNavigation, setNavigationSection } from './navigation-repository.js'

/** GetSiteLayout identifiers; `fieldName` of UpdateNavigation accepts these or the bare section. */
const identifiers: Record<NavigationSection, string> = {
  main: 'mainNav',
  secondary: 'secondaryNav',
  hidden: 'hiddenNav',
  member: 'memberAreaNav',
}

/** What a visitor may see: the site header and footer show these; the rest is the owner's. */
const publicSections: readonly NavigationSection[] = ['main', 'secondary']

const maxLinks = 500
// Scripted URLs (javascript:, data:) would run in visitors' browsers from the site's navigation.
const safeLinkPattern = /^(https?:\/\/|mailto:|tel:|\/|#)/i

const layoutLinkSchema = {
  type: 'object',
  properties: {
    collectionId: { type: ['string', 'null'] },
    children: { type: 'array', items: { type: 'object', additionalProperties: true } },
    externalLink: { type: ['string', 'null'] },
    memberAreaId: { type: ['string', 'null'] },
  },
} as const

const layoutSectionSchema = {
  type: 'object',
  required: ['identifier', 'links'],
  properties: {
    identifier: { type: 'string' },
    links: { type: 'array', items: layoutLinkSchema },
  },
} as const

export function navigationRoutes(app: FastifyInstance, services: AppServices): void {
  app.get(
    '/api/commondata/GetSiteLayout',
    {
      schema: {
        summary:
          'The site navigation: main first, then secondary; hidden and member areas for the owner',
        tags: ['navigation'],
        response: {
          200: {
            type: 'object',
            required: ['layout'],
            properties: { layout: { type: 'array', items: layoutSectionSchema } },
          },
        },
      },
    },
    async (request, reply) => {
      // Not Linked pages and the member areas are not a visitor's to list.
      const owner = await sessionMemberOf(services, request)
      const sections = owner === undefined ? publicSections : NAVIGATION_SECTIONS
      const navigation = await getNavigation(services.storage, request.site.id)
      const areaOf =
        owner === undefined
          ? new Map<string, string>()
          : await memberAreaIds(services, request.site.id)
      reply.header('vary', 'Cookie')
      return {
        layout: sections.map((section) => ({
          identifier: identifiers[section],
          links: navigation[section].map((link) => toLayoutLink(link, areaOf)),
        })),
      }
    },
  )

  app.post(
    '/api/widget/UpdateNavigation',
    {
      onRequest: requireOwner(services, 'pages'),
      schema: {
        summary: 'Replace one navigation section (owner only)',
        tags: ['navigation'],
        body: {
          type: 'object',
          required: ['fieldName', 'templateId', 'navigation'],
          properties: {
            fieldName: { type: 'string', maxLength: 64 },
            templateId: { type: 'string', maxLength: 128 },
            navigation: {
              type: 'object',
              required: ['items'],
              properties: {
                items: { type: 'array', maxItems: maxLinks, items: { type: 'object' } },
              },
            },
            crumb: { type: 'string' },
          },
        },
        response: { 200: layoutSectionSchema },
      },
    },
    async (request) => {
      const section = sectionFor(request.body.fieldName)
      // Validated as the main section of a navigation document: the same rules for every section.
      const parsed = parseWith(navigationSchema, {
        schemaVersion: NAVIGATION_VERSION,
        main: request.body.navigation.items,
      })
      if (!parsed.ok) {
        const issue = parsed.issues[0]
        const where = issue?.path.replace(/^main/, 'navigation.items') ?? 'navigation.items'
        throw new AtelierError('invalid-input', `${where}: ${issue?.message}`)
      }
      const links = parsed.value.main
      for (const url of externalUrls(links)) {
        if (!safeLinkPattern.test(url)) {
          throw new AtelierError('invalid-input', `${url} is not a valid page URL`)
        }
      }
      const wanted = collectionIds(links)
      if (wanted.length > 0) {
        const found = await services.storage.db
          .selectFrom('collections')
          .select('id')
          .where('websiteId', '=', request.site.id)
          .where('id', 'in', wanted)
          .execute()
        const known = new Set(found.map((row) => row.id))
        const missing = wanted.find((id) => !known.has(id))
        if (missing !== undefined) {
          throw new AtelierError(
            'invalid-input',
            `Navigation links to unknown collection ${missing}.`,
          )
        }
      }
      await setNavigationSection(services.storage, request.site.id, section, links)
      const areaOf = await memberAreaIds(services, request.site.id)
      return {
        identifier: identifiers[section],
        links: links.map((link) => toLayoutLink(link, areaOf)),
      }
    },
  )
}

function sectionFor(fieldName: string): NavigationSection {
  const section = NAVIGATION_SECTIONS.find(
    (candidate) => fieldName === candidate || fieldName === identifiers[candidate],
  )
  if (section === undefined) {
    throw new AtelierError('invalid-input', `${fieldName} is not one of the expected options`)
  }
  return section
}

function collectionIds(links: NavigationLink[]): string[] {
  return links.flatMap((link) => {
    if (link.kind === 'external') return []
    const own = link.collectionId === undefined ? [] : [link.collectionId]
    return link.kind === 'folder' ? [...own, ...collectionIds(link.children)] : own
  })
}

function externalUrls(links: NavigationLink[]): string[] {
  return links.flatMap((link) => {
    if (link.kind === 'external') return [link.url]
    return link.kind === 'folder' ? externalUrls(link.children) : []
  })
}

/**
 * SPEC §3 site layout link: collectionId, children, externalLink, memberAreaId (the member area
 * holding a member-only page, its own or the site's default area; null for any other link).
 */
function toLayoutLink(
  link: NavigationLink,
  areaOf: ReadonlyMap<string, string>,
): Record<string, unknown> {
  const collectionId = link.kind === 'external' ? null : (link.collectionId ?? null)
  return {
    collectionId,
    children:
      link.kind === 'folder' ? link.children.map((child) => toLayoutLink(child, areaOf)) : [],
    externalLink: link.kind === 'external' ? link.url : null,
    memberAreaId: collectionId === null ? null : (areaOf.get(collectionId) ?? null),
  }
}

/** Each member-only collection's area id: the one its settings name, else the default area. */
async function memberAreaIds(
  services: AppServices,
  websiteId: string,
): Promise<Map<string, string>> {
  const { db, dialect } = services.storage
  const areas = await withMemberAreaTables(db)
    .selectFrom('memberAreas')
    .select(['id', 'isDefault'])
    .where('websiteId', '=', websiteId)
    .execute()
  const fallback = areas.find((area) => area.isDefault === 1)?.id
  const known = new Set(areas.map((area) => area.id))
  const rows = await db
    .selectFrom('collections')
    .select(['id', 'settings'])
    .where('websiteId', '=', websiteId)
    .execute()
  const result = new Map<string, string>()
  for (const row of rows) {
    const settings = dialect.decodeJson<{ memberOnly?: boolean; memberAreaId?: string }>(
      row.settings,
    )
    if (settings?.memberOnly !== true) continue
    const named = settings.memberAreaId
    const id = named !== undefined && known.has(named) ? named : fallback
    if (id !== undefined) result.set(row.id, id)
  }
  return result
}
