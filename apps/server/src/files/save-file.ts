import { AtelierError } from '../errors/atelier-error.js'
import { newId } from '../storage/new-id.js'
import type { Storage } from '../storage/open-storage.js'
import { detectFileType, kindPromisedBy } from './detect-file-type.js'
import type { FileRecord } from './file-record.js'
import { fileUrl } from './file-record.js'
import type { FileStore } from './file-store.js'
import { makeDerivedImages, readImageSize } from './image-derivatives.js'
import { derivedPath } from './image-widths.js'

export interface NewFile {
  websiteId: string
  originalName: string
  /** What the client claimed; only a hint for logs: the stored type comes from the bytes. */
  declaredMime: string
  data: Buffer
  /** Defaults to a new id; import keeps the exported one. */
  id?: string
  /** Path below the website's folder; defaults to `<id>/<sanitised name>`. */
  relativePath?: string
  document?: Record<string, unknown>
}

/**
 * SPEC §5: 'The file {fileName} does not appear to be a supported ... file.', naming the kind of
 * file its name promised (image, document, audio, video…) when it promised one.
 */
export function unsupportedFileMessage(fileName: string): string {
  const kind = kindPromisedBy(fileName)
  return `The file ${fileName} does not appear to be a supported ${kind === undefined ? '' : `${kind} `}file.`
}

/**
 * Stores an upload: checks its type from the bytes (an allow-list: images, PDFs, office
 * documents, audio, video, zip, text and CSV), keeps the original, makes the derived image widths,
 * and records it. The stored path is `<websiteId>/<relativePath>`.
 */
export async function saveFile(
  deps: { storage: Storage; fileStore: FileStore; now: () => Date },
  input: NewFile,
): Promise<FileRecord> {
  const id = input.id ?? newId()
  const detected = await detectFileType(input.data, input.originalName)
  // An image must also be one sharp can read: its widths are made from it.
  const image = detected?.kind === 'image' ? await readImageSize(input.data) : undefined
  if (detected === undefined || (detected.kind === 'image' && image === undefined)) {
    throw new AtelierError('unsupported-file', unsupportedFileMessage(input.originalName))
  }
  const { mime, extension } = detected

  const relative = input.relativePath ?? `${id}/${storedName(input.originalName, extension)}`
  const path = `${input.websiteId}/${relative}`
  await deps.fileStore.put(path, input.data)
  const derived = image === undefined ? [] : await makeDerivedImages(input.data, image.width)
  for (const { width, data } of derived) {
    await deps.fileStore.put(derivedPath(path, width), data)
  }

  const record: FileRecord = {
    id,
    websiteId: input.websiteId,
    path,
    url: fileUrl(path),
    originalName: input.originalName,
    mime,
    size: input.data.length,
    width: image?.width ?? null,
    height: image?.height ?? null,
    derivedWidths: derived.map(({ width }) => width),
    document: input.document ?? {},
  }
  await deps.storage.db
    .insertInto('files')
    .values({
      id,
      websiteId: input.websiteId,
      path,
      originalName: record.originalName,
      mime,
      size: record.size,
      width: record.width,
      height: record.height,
      derivedWidths: deps.storage.dialect.encodeJson(record.derivedWidths),
      document: deps.storage.dialect.encodeJson(record.document),
      createdAt: deps.now().toISOString(),
    })
    .execute()
  return record
}

/** Keeps letters, digits, dots, dashes and underscores, so the name is safe in a URL and on disk. */
function storedName(originalName: string, extension: string): string {
  const base = originalName.replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9_-]+/g, '-')
  const trimmed = base.replace(/^-+|-+$/g, '').slice(0, 80)
  return `${trimmed === '' ? 'file' : trimmed}.${extension}`
}
