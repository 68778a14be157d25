import { open, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { safeRelativePath } from '../files/safe-relative-path.js'
import { failure } from '../errors/failure.js'
import { sendFailure } from '../errors/send-failure.js'
import { wildcardParams } from '../http/route-schemas.js'
import { editorContentSecurityPolicy } from '../http/security-headers.js'
import { ensureCrumbCookie } from '../security/crumb.js'

/** `apps/editor/dist` beside this workspace; the same path from `src/editor-api` and `dist/editor-api`. */
export const DEFAULT_EDITOR_DIST = fileURLToPath(new URL('../../../editor/dist/', import.meta.url))

export interface EditorSpaOptions {
  distDir?: string
}

const types: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  map: 'application/json',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  txt: 'text/plain; charset=utf-8',
}

export const editorNotBuiltHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Atelier editor</title></head>
<body><h1>The editor is not built yet</h1>
<p>Build it with <code>npm run build -w @atelier/editor</code>, then reload this page.</p></body></html>
`

/**
 * The owner's editor: the built SPA at /config. Files under `assets/` carry a content hash in
 * their names, so they are cached for a year; every other path that is not a file gets
 * index.html (the SPA's own router takes over) and is never cached.
 */
export async function editorSpaRoutes(
  app: FastifyInstance,
  options: EditorSpaOptions = {},
): Promise<void> {
  const root = path.resolve(options.distDir ?? DEFAULT_EDITOR_DIST)

  async function sendFile(reply: FastifyReply, relative: string, file: FileHandle) {
    // Size and body come from one open file: `dist` may be swapped to a new build between a
    // stat by path and an open by path (scripts/build/swap-build.ts).
    const { size } = await file.stat()
    const extension = relative.slice(relative.lastIndexOf('.') + 1).toLowerCase()
    return reply
      .header(
        'cache-control',
        relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
      .header('x-content-type-options', 'nosniff')
      .header('content-length', size)
      .type(types[extension] ?? 'application/octet-stream')
      .send(file.createReadStream())
  }

  /** The open file at `relative`, or undefined when there is no such file. */
  async function openFile(relative: string): Promise<FileHandle | undefined> {
    let file: FileHandle | undefined
    try {
      file = await open(path.join(root, relative), 'r')
      if ((await file.stat()).isFile()) return file
    } catch {
      // Missing or unreadable: not a file of the build.
    }
    await file?.close()
    return undefined
  }

  async function serve(wanted: string, request: FastifyRequest, reply: FastifyReply) {
    // The editor holds the owner's powers: no other page (nor a draft preview) may frame it, and
    // it runs its own built scripts only.
    reply.header('x-frame-options', 'DENY')
    reply.header('content-security-policy', editorContentSecurityPolicy)
    const relative = wanted === '' ? undefined : safeRelativePath(wanted)
    if (relative !== undefined) {
      const file = await openFile(relative)
      if (file !== undefined) return sendFile(reply, relative, file)
      // A missing asset is a 404, not the app: a stale cached page must not get HTML for its script.
      if (/\.[a-z0-9]+$/i.test(relative)) return sendFailure(reply, failure('missing', 'Not found'))
    }
    // The sign-in form posts with the crumb: the editor's page hands it out.
    ensureCrumbCookie(request, reply)
    const index = await openFile('index.html')
    if (index === undefined) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(editorNotBuiltHtml)
    }
    return sendFile(reply, 'index.html', index)
  }

  const schema = { summary: "The owner's editor (single-page app)", tags: ['editor'], hide: true }
  app.get('/config', { schema }, async (request, reply) => serve('', request, reply))
  app.get('/config/*', { schema: { ...schema, params: wildcardParams } }, async (request, reply) =>
    serve(request.params['*'], request, reply),
  )
}
