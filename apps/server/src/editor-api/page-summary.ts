import type { PageSummary } from '@atelier/schema'
import { documentVersion } from '../storage/document-version.js'
import type { PageRecord } from './page-record.js'

/** The page list's row of a page (`PageSummary` of `@atelier/schema`, the editor's contract). */
export function toPageSummary(record: PageRecord): PageSummary {
  const { settings } = record
  return {
    id: record.id,
    kind: settings.kind,
    title: settings.title,
    navigationTitle: settings.navigationTitle || settings.title,
    urlId: settings.urlId,
    status: settings.status,
    ...(settings.publishOn === undefined ? {} : { publishOn: settings.publishOn }),
    locked: record.locked,
    memberOnly: settings.memberOnly,
    ...(settings.memberAreaId === undefined ? {} : { memberAreaId: settings.memberAreaId }),
    ...(settings.kind === 'folder' ? { children: [] } : {}),
    version: record.version,
    settingsVersion: documentVersion({ settings, locked: record.locked }),
    seoTitle: settings.seo.title,
    seoDescription: settings.seo.description,
    ...(settings.externalLink === undefined
      ? {}
      : {
          externalLink: settings.externalLink.url,
          externalLinkNewWindow: settings.externalLink.newWindow,
        }),
  }
}

/** JSON schema of a page summary (for validation of answers and `/api/openapi.json`). */
export const pageSummarySchema = {
  $id: 'EditorPageSummary',
  type: 'object',
  required: [
    'id',
    'kind',
    'title',
    'navigationTitle',
    'urlId',
    'status',
    'locked',
    'memberOnly',
    'version',
    'settingsVersion',
  ],
  properties: {
    id: { type: 'string' },
    kind: {
      type: 'string',
      enum: ['page', 'blog', 'store', 'gallery', 'events', 'link', 'folder'],
    },
    title: { type: 'string' },
    navigationTitle: { type: 'string' },
    urlId: { type: 'string' },
    status: {
      type: 'string',
      enum: ['published', 'draft', 'scheduled', 'needs-review', 'private'],
    },
    publishOn: { type: 'string' },
    locked: { type: 'boolean' },
    memberOnly: { type: 'boolean' },
    memberAreaId: { type: 'string' },
    children: { type: 'array', items: { $ref: 'EditorPageSummary#' } },
    version: { type: 'integer' },
    settingsVersion: { type: 'integer' },
    seoTitle: { type: 'string' },
    seoDescription: { type: 'string' },
    externalLink: { type: 'string' },
    externalLinkNewWindow: { type: 'boolean' },
  },
} as const
