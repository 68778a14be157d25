import type {} from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { AtelierError } from '../errors/atelier-error.js'

export const uploadStrings = {
  malformed: 'The upload was cut off or is not a well-formed form. Please try again.',
} as const

export type Upload =
  | { kind: 'none' }
  | { kind: 'too-large'; fileName: string }
  | { kind: 'file'; fileName: string; declaredMime: string; data: Buffer }

/**
 * Reads the one file of a multipart upload. A body that ends early or breaks the multipart format
 * is the client's mistake, so it is refused with a 400 (`invalid-input`), never left to become a
 * 500; a file over the limit is answered by the caller in its own words.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  let fileName = ''
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } })
    if (part === undefined) return { kind: 'none' }
    fileName = part.filename
    const data = await part.toBuffer()
    return { kind: 'file', fileName, declaredMime: part.mimetype, data }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number }
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { kind: 'too-large', fileName }
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) throw error
    throw new AtelierError('invalid-input', uploadStrings.malformed)
  }
}
