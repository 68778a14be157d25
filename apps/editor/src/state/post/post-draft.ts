import { emptyLayout, type ContentStatus, type Layout } from '@atelier/schema'
import type { ItemDetail } from '../../api/api-types.js'
import { publishDateProblem } from '../../blog/publish-date.js'
import { fromZonedInput, toZonedInput } from '../site-time-zone.js'

/** A blog post as its editor holds it: the fields and the body blocks. */
export interface PostDraft {
  title: string
  excerpt: string
  tags: string[]
  categories: string[]
  status: ContentStatus
  /** A date-time input value on the site's clock (its time zone, not the browser's). */
  publishOn: string
  body: Layout
}

export function draftFromItem(item: ItemDetail, timeZone: string): PostDraft {
  return {
    title: item.title,
    excerpt: item.excerpt ?? '',
    tags: item.tags ?? [],
    categories: item.categories ?? [],
    status: item.status,
    publishOn: toZonedInput(item.publishOn, timeZone),
    body: item.body ?? emptyLayout(),
  }
}

export function patchFromPost(draft: PostDraft, timeZone: string) {
  // An impossible date stays in the field with its refusal (publish-date.ts) and is not sent.
  const publishOn =
    publishDateProblem(draft.publishOn, timeZone) === null
      ? fromZonedInput(draft.publishOn, timeZone)
      : undefined
  return {
    title: draft.title,
    excerpt: draft.excerpt,
    tags: draft.tags,
    categories: draft.categories,
    status: draft.status,
    ...(publishOn !== undefined ? { publishOn } : {}),
    body: draft.body,
  }
}
