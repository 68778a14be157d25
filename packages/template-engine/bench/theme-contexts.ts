/**
 * Page contexts of the demo site for the theme cases. The server, when built, is started as a
 * child process with the demo seeded; every published page answers `?format=json` with its render
 * context. The engine package imports nothing from the server: it only talks HTTP to it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface PageContext {
  readonly atelier: { readonly template: string }
  readonly website: { readonly language?: string; readonly timeZone?: string }
  readonly [key: string]: unknown
}

export type ThemeContexts =
  { ok: true; product: PageContext; blogList: PageContext } | { ok: false; reason: string }

interface NavLink {
  readonly url: string
  readonly external?: boolean
  readonly children?: readonly NavLink[]
}

const START_TIMEOUT_MS = 60_000

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    try {
      const response = await fetch(`${base}/healthz`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no answer from /healthz within ${START_TIMEOUT_MS / 1000} s`)
}

async function pageContext(base: string, url: string): Promise<PageContext> {
  const response = await fetch(`${base}${url}${url.includes('?') ? '&' : '?'}format=json`)
  if (!response.ok) throw new Error(`${url}?format=json answered ${response.status}`)
  return (await response.json()) as PageContext
}

function flatten(links: readonly NavLink[]): string[] {
  return links.flatMap((link) => [
    ...(link.external === true ? [] : [link.url]),
    ...flatten(link.children ?? []),
  ])
}

/** Walks the demo's navigation for the blog list and the shop, then opens the shop's first product. */
async function findContexts(
  base: string,
): Promise<{ product: PageContext; blogList: PageContext }> {
  const home = await pageContext(base, '/')
  const navigation = home['navigation'] as { main?: NavLink[]; secondary?: NavLink[] } | undefined
  const urls = [
    ...new Set(flatten([...(navigation?.main ?? []), ...(navigation?.secondary ?? [])])),
  ]
  let blogList: PageContext | undefined
  let product: PageContext | undefined
  for (const url of urls) {
    if (blogList !== undefined && product !== undefined) break
    const context = url === '/' ? home : await pageContext(base, url)
    const template = context.atelier.template
    if (template === 'blog-list' && blogList === undefined) blogList = context
    if (template === 'products-list' && product === undefined) {
      const items = (context['items'] ?? []) as { fullUrl?: string }[]
      const first = items.find((item) => typeof item.fullUrl === 'string')
      if (first?.fullUrl !== undefined) product = await pageContext(base, first.fullUrl)
    }
  }
  if (blogList === undefined) throw new Error('the demo site has no blog list in its navigation')
  if (product === undefined) throw new Error('the demo site has no product in its navigation')
  return { product, blogList }
}

/** Starts the built server on a free port with a throwaway data directory, reads, stops it. */
export async function loadThemeContexts(repoRoot: string): Promise<ThemeContexts> {
  const main = join(repoRoot, 'apps/server/dist/main.js')
  if (!existsSync(main)) {
    return {
      ok: false,
      reason: `${main} does not exist (build the server: npx tsc -b apps/server)`,
    }
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'atelier-bench-'))
  const port = await freePort()
  const child = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: '1',
      ATELIER_WORKER: '0',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000)
  })
  const base = `http://127.0.0.1:${port}`
  try {
    await waitForHealth(base, child)
    return { ok: true, ...(await findContexts(base)) }
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e)
    return { ok: false, reason: `${message}${stderr === '' ? '' : `; stderr: ${stderr.trim()}`}` }
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    await rm(dataDir, { recursive: true, force: true })
  }
}
