import type { ContentStatus } from '@atelier/schema'
import type { PagePatch, PageSummary } from '../../api/api-types.js'
import { editorStrings, fill } from '../../strings.js'
import { fromZonedInput, toZonedInput } from '../site-time-zone.js'

/** The page settings an owner edits (the password is set apart: it is never undone or autosaved). */
export interface PageSettingsDraft {
  title: string
  navigationTitle: string
  urlId: string
  seoTitle: string
  seoDescription: string
  status: ContentStatus
  /** A date-time input value on the site's clock (its time zone, not the browser's). */
  publishOn: string
  /** The member area holding the page: '' public, '*' the site's default area, else its id. */
  memberAreaId: string
  externalLink: string
}

export function draftFromPage(page: PageSummary, timeZone: string): PageSettingsDraft {
  return {
    title: page.title,
    navigationTitle: page.navigationTitle,
    urlId: page.urlId,
    seoTitle: page.seoTitle ?? '',
    seoDescription: page.seoDescription ?? '',
    status: page.status,
    publishOn: toZonedInput(page.publishOn, timeZone),
    memberAreaId: page.memberAreaId ?? (page.memberOnly ? '*' : ''),
    externalLink: page.externalLink ?? '',
  }
}

const urlIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** What must be fixed before the settings are sent; null when they can be saved. */
export function checkDraft(
  draft: PageSettingsDraft,
): { message: string; errors: Record<string, string> } | null {
  const errors: Record<string, string> = {}
  if (!urlIdPattern.test(draft.urlId))
    errors.urlId = fill(editorStrings.invalidPageUrl, { val: draft.urlId })
  if (draft.status === 'scheduled' && !draft.publishOn)
    errors.publishOn = editorStrings.choosePublishTime
  const first = Object.values(errors)[0]
  return first === undefined ? null : { message: first, errors }
}

export function patchFromDraft(
  draft: PageSettingsDraft,
  kind: PageSummary['kind'],
  timeZone: string,
): PagePatch {
  const publishOn = fromZonedInput(draft.publishOn, timeZone)
  return {
    title: draft.title,
    navigationTitle: draft.navigationTitle,
    urlId: draft.urlId,
    seoTitle: draft.seoTitle,
    seoDescription: draft.seoDescription,
    status: draft.status,
    memberOnly: draft.memberAreaId !== '',
    ...(draft.memberAreaId === '' || draft.memberAreaId === '*'
      ? {}
      : { memberAreaId: draft.memberAreaId }),
    ...(draft.status === 'scheduled' && publishOn !== undefined ? { publishOn } : {}),
    ...(kind === 'link' ? { externalLink: draft.externalLink } : {}),
  }
}
