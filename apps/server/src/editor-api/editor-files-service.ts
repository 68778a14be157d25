import type { SiteFile } from '@atelier/schema'
import type { FileRecord } from '../files/file-record.js'
import { findFile, toFileRecord } from '../files/file-record.js'
import type { FileStore } from '../files/file-store.js'
import { AtelierError } from '../errors/atelier-error.js'
import { derivedPath, srcsetFor } from '../files/image-widths.js'
import { saveFile } from '../files/save-file.js'
import type { Storage } from '../storage/open-storage.js'
import type { EditorResult } from '../errors/editor-failure.js'
import { invalid, notFound, ok } from '../errors/editor-failure.js'
import { failure } from '../errors/failure.js'

export interface EditorFilesDeps {
  storage: Storage
  fileStore: FileStore
  now: () => Date
}

/** A file as the editor's file manager lists it (`SiteFile`, the editor's contract). */
export type EditorFile = SiteFile

export const filePageSize = 50
const fileMissing = 'This file does not exist.'

export function toEditorFile(record: FileRecord): EditorFile {
  return {
    id: record.id,
    url: record.url,
    name: record.originalName,
    mime: record.mime,
    size: record.size,
    ...(record.width === null ? {} : { width: record.width }),
    ...(record.height === null ? {} : { height: record.height }),
    ...(record.derivedWidths.length === 0
      ? {}
      : { srcset: srcsetFor(record.url, record.derivedWidths) }),
  }
}

export async function listEditorFiles(
  deps: EditorFilesDeps,
  websiteId: string,
  cursor: string | undefined,
): Promise<{ files: EditorFile[]; nextCursor: string | null }> {
  const offset = cursor === undefined || !/^\d{1,9}$/.test(cursor) ? 0 : Number(cursor)
  const rows = await deps.storage.db
    .selectFrom('files')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(filePageSize + 1)
    .offset(offset)
    .execute()
  return {
    files: rows.slice(0, filePageSize).map((row) => toEditorFile(toFileRecord(deps.storage, row))),
    nextCursor: rows.length > filePageSize ? String(offset + filePageSize) : null,
  }
}

/**
 * Keeps an upload only when its bytes are a type we serve (images get their widths), whatever the
 * browser claimed; anything else gets the SPEC §5 unsupported-file message.
 */
export async function uploadEditorFile(
  deps: EditorFilesDeps,
  websiteId: string,
  upload: { fileName: string; declaredMime: string; data: Buffer },
): Promise<EditorResult<EditorFile>> {
  try {
    const record = await saveFile(deps, {
      websiteId,
      originalName: upload.fileName,
      declaredMime: upload.declaredMime,
      data: upload.data,
    })
    return ok(toEditorFile(record))
  } catch (error) {
    if (error instanceof AtelierError && error.code === 'unsupported-file') {
      return failure('unsupported', error.message)
    }
    throw error
  }
}

export async function renameEditorFile(
  deps: EditorFilesDeps,
  websiteId: string,
  id: string,
  name: string,
): Promise<EditorResult<EditorFile>> {
  const trimmed = name.trim()
  if (trimmed === '') return invalid('Please enter a file name', 'name')
  const result = await deps.storage.db
    .updateTable('files')
    .set({ originalName: trimmed })
    .where('websiteId', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) return notFound(fileMissing)
  const record = await findFile(deps.storage, websiteId, id)
  return record === undefined ? notFound(fileMissing) : ok(toEditorFile(record))
}

/** Forgets the file, then removes its bytes and derived widths (pages linking to it must be updated). */
export async function deleteEditorFile(
  deps: EditorFilesDeps,
  websiteId: string,
  id: string,
): Promise<EditorResult<null>> {
  const record = await findFile(deps.storage, websiteId, id)
  if (record === undefined) return notFound(fileMissing)
  await deps.storage.db
    .deleteFrom('files')
    .where('websiteId', '=', websiteId)
    .where('id', '=', id)
    .execute()
  for (const path of [
    record.path,
    ...record.derivedWidths.map((width) => derivedPath(record.path, width)),
  ]) {
    await deps.fileStore.remove(path)
  }
  return ok(null)
}
