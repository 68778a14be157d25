import type { LinkValue } from '../links/link-editor.js'
import { readPath, writePath, type FieldSpec } from './block-fields.js'

export type LinkFieldSpec = Extract<FieldSpec, { kind: 'link' }>

/**
 * The link a link field edits: its address at the field's path and, where the block keeps them,
 * its Open in New Window choice and its Link Name at their own paths (each link field has its
 * own, so two links of one block never share a flag).
 */
export function readLinkField(value: Record<string, unknown>, field: LinkFieldSpec): LinkValue {
  const href = readPath(value, field.path)
  const name = field.namePath === undefined ? undefined : readPath(value, field.namePath)
  return {
    href: typeof href === 'string' ? href : '',
    newWindow: readPath(value, field.newWindowPath) === true,
    ...(typeof name === 'string' && name !== '' ? { name } : {}),
  }
}

/** The block value with the link saved from the link editor written to the field's paths. */
export function writeLinkField(
  value: Record<string, unknown>,
  field: LinkFieldSpec,
  link: LinkValue,
): Record<string, unknown> {
  let next = writePath(value, field.path, link.href === '' ? undefined : link.href)
  next = writePath(next, field.newWindowPath, link.newWindow)
  if (field.namePath !== undefined && link.name !== undefined && link.name.trim() !== '') {
    next = writePath(next, field.namePath, link.name.trim())
  }
  return next
}
