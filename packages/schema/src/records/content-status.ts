import { z } from 'zod'

/** SPEC §2 page statuses: published, or the labelled Scheduled, Needs Review, Draft, Private. */
export const CONTENT_STATUSES = [
  'published',
  'draft',
  'scheduled',
  'needs-review',
  'private',
] as const

export type ContentStatus = (typeof CONTENT_STATUSES)[number]

export const contentStatusSchema = z.enum(CONTENT_STATUSES).default('draft')

/** The labels SPEC shows for each status; published content has none. */
export const CONTENT_STATUS_LABELS: Record<ContentStatus, string | undefined> = {
  published: undefined,
  draft: 'Draft',
  scheduled: 'Scheduled',
  'needs-review': 'Needs Review',
  private: 'Private',
}

/**
 * Whether visitors see a collection or item at `now`: published, or scheduled with its publishOn
 * time reached.
 */
export function isPubliclyVisible(
  content: { status: ContentStatus; publishOn?: string | undefined },
  now: Date,
): boolean {
  if (content.status === 'published') return true
  if (content.status !== 'scheduled' || content.publishOn === undefined) return false
  return Date.parse(content.publishOn) <= now.getTime()
}
