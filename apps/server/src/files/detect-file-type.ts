/**
 * What an upload is, read from its bytes. The name only chooses between types that share one
 * container (a .docx and a .zip are both zip archives) and marks text, which has no signature:
 * a file named `report.pdf` whose bytes are not a PDF is not a PDF.
 */
export type FileKind = 'image' | 'document' | 'audio' | 'video' | 'archive' | 'text'

export interface DetectedFile {
  mime: string
  /** The extension the stored file gets. */
  extension: string
  kind: FileKind
}

const zipOffice: Record<string, { mime: string; folder: string }> = {
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    folder: 'word/',
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    folder: 'xl/',
  },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    folder: 'ppt/',
  },
}

const openDocument: Record<string, string> = {
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
}

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
  png: 'image',
  gif: 'image',
  webp: 'image',
  avif: 'image',
  pdf: 'document',
  ...Object.fromEntries(
    [...Object.keys(zipOffice), ...Object.keys(openDocument), ...Object.keys(legacyOffice)].map(
      (extension) => [extension, 'document' as const],
    ),
  ),
  mp3: 'audio',
  wav: 'audio',
  ogg: 'audio',
  m4a: 'audio',
  flac: 'audio',
  mp4: 'video',
  mov: 'video',
  webm: 'video',
  zip: 'archive',
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

const startsWith = (data: Buffer, signature: string, at = 0) =>
  data.subarray(at, at + signature.length).toString('latin1') === signature

function isUtf8Text(data: Buffer): boolean {
  if (data.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data)
    return true
  } catch {
    return false
  }
}

/** A non-image upload we accept, or undefined (images are read by sharp instead). */
export function detectFileType(data: Buffer, fileName: string): DetectedFile | undefined {
  const extension = extensionOf(fileName)
  if (startsWith(data, '%PDF-'))
    return { mime: 'application/pdf', extension: 'pdf', kind: 'document' }
  if (startsWith(data, 'PK\x03\x04')) {
    const office = zipOffice[extension]
    const names = data.toString('latin1')
    if (office && names.includes('[Content_Types].xml') && names.includes(office.folder))
      return { mime: office.mime, extension, kind: 'document' }
    const odf = openDocument[extension]
    if (odf && startsWith(data, `mimetype${odf}`, 30))
      return { mime: odf, extension, kind: 'document' }
    return { mime: 'application/zip', extension: 'zip', kind: 'archive' }
  }
  if (startsWith(data, '\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1')) {
    const mime = legacyOffice[extension]
    return mime === undefined ? undefined : { mime, extension, kind: 'document' }
  }
  if (startsWith(data, 'ID3') || (data[0] === 0xff && ((data[1] ?? 0) & 0xe0) === 0xe0))
    return { mime: 'audio/mpeg', extension: 'mp3', kind: 'audio' }
  if (startsWith(data, 'RIFF') && startsWith(data, 'WAVE', 8))
    return { mime: 'audio/wav', extension: 'wav', kind: 'audio' }
  if (startsWith(data, 'OggS')) return { mime: 'audio/ogg', extension: 'ogg', kind: 'audio' }
  if (startsWith(data, 'fLaC')) return { mime: 'audio/flac', extension: 'flac', kind: 'audio' }
  if (startsWith(data, 'ftyp', 4)) {
    if (startsWith(data, 'M4A ', 8)) return { mime: 'audio/mp4', extension: 'm4a', kind: 'audio' }
    if (startsWith(data, 'qt  ', 8))
      return { mime: 'video/quicktime', extension: 'mov', kind: 'video' }
    return { mime: 'video/mp4', extension: 'mp4', kind: 'video' }
  }
  if (startsWith(data, '\x1A\x45\xDF\xA3'))
    return { mime: 'video/webm', extension: 'webm', kind: 'video' }
  const text = textTypes[extension]
  if (text !== undefined && isUtf8Text(data)) return { mime: text, extension, kind: 'text' }
  return undefined
}

/** Files a browser shows in place; anything else is sent as a download. */
export function opensInline(mime: string): boolean {
  return /^(image|audio|video)\//.test(mime) || mime === 'application/pdf'
}
