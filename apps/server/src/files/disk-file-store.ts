import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { AtelierError } from '../errors/atelier-error.js'
import type { FileStore, StoredFileStat } from './file-store.js'
import { safeRelativePath } from './safe-relative-path.js'

/** Files on the local disk under `root` (DATA_DIR/files). */
export function createDiskFileStore(root: string): FileStore {
  const base = path.resolve(root)

  function absolute(relativePath: string): string {
    const safe = safeRelativePath(relativePath)
    const full = safe === undefined ? undefined : path.resolve(base, safe)
    if (full === undefined || !full.startsWith(base + path.sep)) {
      throw new AtelierError('not-found', 'File not found')
    }
    return full
  }

  return {
    async put(relativePath, data) {
      const full = absolute(relativePath)
      await fsp.mkdir(path.dirname(full), { recursive: true })
      // Write then rename, so a reader never sees half a file.
      const temporary = `${full}.${process.pid}.${Date.now()}.tmp`
      await fsp.writeFile(temporary, data)
      await fsp.rename(temporary, full)
    },
    async read(relativePath) {
      try {
        return await fsp.readFile(absolute(relativePath))
      } catch {
        return undefined
      }
    },
    async stat(relativePath): Promise<StoredFileStat | undefined> {
      try {
        const stats = await fsp.stat(absolute(relativePath))
        return stats.isFile()
          ? { size: stats.size, modifiedMs: Math.trunc(stats.mtimeMs) }
          : undefined
      } catch {
        return undefined
      }
    },
    openStream(relativePath): Readable {
      return fs.createReadStream(absolute(relativePath))
    },
    async remove(relativePath) {
      await fsp.rm(absolute(relativePath), { force: true })
    },
  }
}
