import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'

/** The visitor runtime's Vite output; the same path from `src/assets` and `dist/assets`. */
export const RUNTIME_DIST_DIR = fileURLToPath(
  new URL('../../../runtime/dist/public/', import.meta.url),
)
export const RUNTIME_URL_PREFIX = '/assets/runtime/'
const LOADER_ENTRY = 'src/entries/loader.ts'

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

interface ManifestChunk {
  file: string
  isEntry?: boolean
}

/**
 * The `<script type="module">` URLs a published page needs: the runtime's loader, which imports
 * each island's entry only where its mount point exists. Empty when the runtime is not built.
 */
export function runtimeScriptUrls(distDir: string = RUNTIME_DIST_DIR): string[] {
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>
    const loader = manifest[LOADER_ENTRY]
    return loader ? [`${RUNTIME_URL_PREFIX}${loader.file}`] : []
  } catch {
    return []
  }
}

/** A file of the runtime's output for a URL path below the prefix, refusing anything outside it. */
function runtimeFile(distDir: string, relative: string): string | undefined {
  if (relative === '' || relative.startsWith('.') || relative.includes('\0')) return undefined
  const resolved = path.resolve(distDir, relative)
  return resolved.startsWith(path.resolve(distDir) + path.sep) ? resolved : undefined
}

export interface RuntimeAssetsOptions {
  distDir?: string
}

/** Serves the built runtime's files; their names carry content hashes, so they are cached a year. */
export function serveRuntimeFiles(app: FastifyInstance, distDir: string = RUNTIME_DIST_DIR): void {
  app.get('/assets/runtime/*', async (request, reply) => {
    const relative = (request.params as { '*': string })['*']
    const file = runtimeFile(distDir, relative)
    const type = file ? CONTENT_TYPES[path.extname(file)] : undefined
    if (!file || !type) return reply.status(404).send({ message: 'Not found' })
    let body: Buffer
    try {
      body = await readFile(file)
    } catch {
      return reply.status(404).send({ message: 'Not found' })
    }
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body)
  })
}

/**
 * Serves the built visitor runtime under /assets/runtime/. The pages that load it, /cart included,
 * are the render area's.
 */
export async function runtimeAssetsRoutes(
  app: FastifyInstance,
  options: RuntimeAssetsOptions = {},
): Promise<void> {
  serveRuntimeFiles(app, options.distDir ?? RUNTIME_DIST_DIR)
}
