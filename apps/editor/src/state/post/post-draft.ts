import { emptyLayout, type ContentStatus, type Layout } from '@atelier/schema'
import type { ItemSummary } from '../../api/api-types.js'
import { toLocalInput } from '../settings/page-settings-draft.js'

/** A blog post as its editor holds it: the fields and the body blocks. */
export interface PostDraft {
  title: string
  excerpt: string
  tags: string[]
  categories: string[]
  status: ContentStatus
  /** A local date-time input value. */
  publishOn: string
  body: Layout
}

export function draftFromItem(item: ItemSummary): PostDraft {
  return {
    title: item.title,
    excerpt: item.excerpt ?? '',
    tags: item.tags ?? [],
    categories: item.categories ?? [],
    status: item.status,
    publishOn: toLocalInput(item.publishOn),
    body: item.body ?? emptyLayout(),
  }
}

export function patchFromPost(draft: PostDraft) {
  return {
    title: draft.title,
    excerpt: draft.excerpt,
    tags: draft.tags,
    categories: draft.categories,
    status: draft.status,
    ...(draft.publishOn ? { publishOn: new Date(draft.publishOn).toISOString() } : {}),
    body: draft.body,
  }
}
