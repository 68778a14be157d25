import type { Readable } from 'node:stream'

export interface StoredFileStat {
  size: number
  modifiedMs: number
}

/**
 * Where file bytes live. Paths are relative, with forward slashes; an implementation rejects any
 * path that would leave its root. The disk store is the default; an S3-compatible one fits here.
 */
export interface FileStore {
  put(relativePath: string, data: Buffer): Promise<void>
  read(relativePath: string): Promise<Buffer | undefined>
  stat(relativePath: string): Promise<StoredFileStat | undefined>
  openStream(relativePath: string): Readable
  remove(relativePath: string): Promise<void>
}
