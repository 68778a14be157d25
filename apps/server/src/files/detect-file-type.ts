import { fileTypeFromBuffer } from 'file-type'

/**
 * What an upload is, read from its bytes: binary formats by their signatures (the `file-type`
 * library), text by a rule of our own (`isUnicodeText`), since text has no signature. The name
 * only chooses between types that share one container (.doc, .xls and .ppt are all Compound File
 * Binary) and marks text: a file named `report.pdf` whose bytes are not a PDF is not a PDF.
 */
export type FileKind = 'image' | 'document' | 'audio' | 'video' | 'archive' | 'text'

export interface DetectedFile {
  mime: string
  /** The extension the stored file gets. */
  extension: string
  kind: FileKind
}

/** The binary types we accept, by the MIME type `file-type` reads from the bytes. */
const acceptedBinary: Record<string, DetectedFile> = Object.fromEntries(
  (
    [
      ['image/jpeg', 'jpg', 'image'],
      ['image/png', 'png', 'image'],
      ['image/webp', 'webp', 'image'],
      ['image/gif', 'gif', 'image'],
      ['image/avif', 'avif', 'image'],
      ['application/pdf', 'pdf', 'document'],
      [
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'docx',
        'document',
      ],
      ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx', 'document'],
      [
        'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        'pptx',
        'document',
      ],
      ['application/vnd.oasis.opendocument.text', 'odt', 'document'],
      ['application/vnd.oasis.opendocument.spreadsheet', 'ods', 'document'],
      ['application/vnd.oasis.opendocument.presentation', 'odp', 'document'],
      ['audio/wav', 'wav', 'audio'],
      ['audio/ogg', 'ogg', 'audio'],
      ['audio/flac', 'flac', 'audio'],
      ['video/mp4', 'mp4', 'video'],
      ['video/quicktime', 'mov', 'video'],
      ['video/webm', 'webm', 'video'],
      ['application/zip', 'zip', 'archive'],
    ] as const
  ).map(([mime, extension, kind]) => [mime, { mime, extension, kind }]),
)

/** `file-type`'s answers that need a second look: it names these by what they contain. */
const renamedBinary: Record<string, DetectedFile> = {
  // MPEG-1/2 layer III only: layers I and II are as rare as they are easy to mistake for text.
  mp3: { mime: 'audio/mpeg', extension: 'mp3', kind: 'audio' },
  m4a: { mime: 'audio/mp4', extension: 'm4a', kind: 'audio' },
  oga: { mime: 'audio/ogg', extension: 'ogg', kind: 'audio' },
  opus: { mime: 'audio/ogg', extension: 'ogg', kind: 'audio' },
}

/** Word, Excel and PowerPoint before 2007 share one container; the name tells which it is. */
const legacyOffice: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
}

const textTypes: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' }

/** The kind a name promises, for the SPEC §5 message when the bytes do not keep the promise. */
const kindByExtension: Record<string, FileKind> = {
  jpg: 'image',
  jpeg: 'image',
  heic: 'image',
  heif: 'image',
  ...Object.fromEntries(
    [...Object.values(acceptedBinary), ...Object.values(renamedBinary)].map((type) => [
      type.extension,
      type.kind,
    ]),
  ),
  ...Object.fromEntries(Object.keys(legacyOffice).map((extension) => [extension, 'document'])),
  mp3: 'audio',
  txt: 'text',
  csv: 'text',
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase()
}

export function kindPromisedBy(fileName: string): FileKind | undefined {
  return kindByExtension[extensionOf(fileName)]
}

const byteOrderMarks = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
] as const

/** The encoding a byte order mark announces, if the bytes start with one. */
export function byteOrderMark(data: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' | undefined {
  return byteOrderMarks.find(({ bytes }) => bytes.every((byte, at) => data[at] === byte))?.encoding
}

/** Control characters text never holds (tab, line feed, form feed and carriage return it may). */
// eslint-disable-next-line no-control-regex
const BINARY_CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/

/**
 * Text we can read: UTF-8 (with or without a byte order mark) or UTF-16 with its byte order mark,
 * every byte sequence valid in that encoding, and no control characters but tab, line feed, form
 * feed and carriage return. UTF-16 without a mark and legacy 8-bit encodings are refused: their
 * bytes cannot say what they are.
 */
export function isUnicodeText(data: Uint8Array): boolean {
  const encoding = byteOrderMark(data) ?? 'utf-8'
  try {
    const text = new TextDecoder(encoding, { fatal: true }).decode(data)
    return !BINARY_CONTROL.test(text)
  } catch {
    return false
  }
}

function textType(data: Uint8Array, extension: string): DetectedFile | undefined {
  const mime = textTypes[extension]
  return mime !== undefined && isUnicodeText(data) ? { mime, extension, kind: 'text' } : undefined
}

async function binaryType(data: Uint8Array, extension: string): Promise<DetectedFile | undefined> {
  const found = await fileTypeFromBuffer(data)
  if (found === undefined) return undefined
  if (found.mime === 'application/x-cfb') {
    const mime = legacyOffice[extension]
    return mime === undefined ? undefined : { mime, extension, kind: 'document' }
  }
  return renamedBinary[found.ext] ?? acceptedBinary[found.mime]
}

/**
 * An upload we accept, or undefined. Text that starts with a byte order mark is text whatever
 * else its first bytes resemble (UTF-16's mark is also an MPEG audio frame header); anything else
 * is judged by its signature first, so a PDF named `notes.txt` is a PDF.
 */
export async function detectFileType(
  data: Uint8Array,
  fileName: string,
): Promise<DetectedFile | undefined> {
  const extension = extensionOf(fileName)
  if (byteOrderMark(data) !== undefined) {
    const text = textType(data, extension)
    if (text !== undefined) return text
  }
  return (await binaryType(data, extension)) ?? textType(data, extension)
}

/** Files a browser shows in place; anything else is sent as a download. */
export function opensInline(mime: string): boolean {
  return /^(image|audio|video)\//.test(mime) || mime === 'application/pdf'
}
