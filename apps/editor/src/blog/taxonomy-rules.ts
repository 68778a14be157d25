import { Limits } from '@atelier/schema'
import type { TagType, TaxonomyEntry } from '../api/api-types.js'
import { editorStrings, fill } from '../strings.js'

/** SPEC §9: tags up to 50 characters, categories up to 25. */
export function maxLength(tagType: TagType): number {
  return tagType === 'tag' ? Limits.tagLength : Limits.categoryLength
}

export type NameCheck = { ok: true; name: string } | { ok: false; message: string }

/** Checks a new or renamed tag or category against the limits and the existing names. */
export function checkName(
  tagType: TagType,
  name: string,
  existing: readonly TaxonomyEntry[],
  renaming?: string,
): NameCheck {
  const trimmed = name.trim()
  if (trimmed === '') return { ok: false, message: `Please enter a ${tagType} name` }
  if (trimmed.length > maxLength(tagType)) {
    return { ok: false, message: `A ${tagType} is at most ${maxLength(tagType)} characters.` }
  }
  const clash = existing.some(
    (entry) => entry.name.toLowerCase() === trimmed.toLowerCase() && entry.name !== renaming,
  )
  if (clash) return { ok: false, message: fill(editorStrings.tagExists, { tagType }) }
  return { ok: true, name: trimmed }
}

export function filterEntries(entries: readonly TaxonomyEntry[], filter: string): TaxonomyEntry[] {
  const wanted = filter.trim().toLowerCase()
  return entries.filter((entry) => entry.name.toLowerCase().includes(wanted))
}
