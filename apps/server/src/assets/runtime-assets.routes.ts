import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { failure } from '../errors/failure.js'
import { sendFailure } from '../errors/send-failure.js'

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
  name?: string
  isEntry?: boolean
  imports?: string[]
}

/**
 * The runtime's bundle for the islands of each page template (apps/runtime's vite config bundles
 * per page kind). Pages of other templates load the loader alone; it imports any other island's
 * bundle where its mount point is (a form, a slideshow, a modal opened on demand).
 */
const bundleOfTemplate: Record<string, string> = {
  'products-item': 'product',
  cart: 'cart',
}

/** A chunk's file after the files it imports, so a page lists every script it needs at once. */
function filesOf(manifest: Record<string, ManifestChunk>, key: string, into: string[]): void {
  const chunk = manifest[key]
  if (chunk === undefined || into.includes(chunk.file)) return
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, into)
  if (!into.includes(chunk.file)) into.push(chunk.file)
}

/**
 * The `<script type="module">` URLs a page of `template` needs: the runtime's loader and the files
 * it imports, then the bundle of the template's islands, so the browser fetches them all at once
 * instead of one after the other. Empty when the runtime is not built.
 */
export function runtimeScripts(
  distDir: string = RUNTIME_DIST_DIR,
): (template: string) => readonly string[] {
  let manifest: Record<string, ManifestChunk>
  try {
    manifest = JSON.parse(
      readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>
  } catch {
    return () => []
  }
  const base: string[] = []
  filesOf(manifest, LOADER_ENTRY, base)
  const toUrl = (file: string) => `${RUNTIME_URL_PREFIX}${file}`
  const byTemplate = new Map<string, readonly string[]>()
  for (const [template, bundle] of Object.entries(bundleOfTemplate)) {
    const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.name === bundle)
    const files = [...base]
    if (key !== undefined) filesOf(manifest, key, files)
    byTemplate.set(template, files.map(toUrl))
  }
  const baseUrls = base.map(toUrl)
  return (template) => byTemplate.get(template) ?? baseUrls
}

/** The scripts of a page with no islands of its own: the loader and what it imports. */
export function runtimeScriptUrls(distDir: string = RUNTIME_DIST_DIR): string[] {
  return [...runtimeScripts(distDir)('')]
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
  const schema = { summary: "The visitor runtime's scripts (hashed names)", tags: ['assets'] }
  app.get('/assets/runtime/*', { schema }, async (request, reply) => {
    const relative = (request.params as { '*': string })['*']
    const file = runtimeFile(distDir, relative)
    const type = file ? CONTENT_TYPES[path.extname(file)] : undefined
    if (!file || !type) return sendFailure(reply, failure('missing', 'Not found'))
    let body: Buffer
    try {
      body = await readFile(file)
    } catch {
      return sendFailure(reply, failure('missing', 'Not found'))
    }
    return (
      reply
        .type(type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        // Module scripts are fetched with CORS; the editor's sandboxed canvas has an opaque origin.
        .header('access-control-allow-origin', '*')
        .send(body)
    )
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
