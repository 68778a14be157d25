/**
 * Editor load benchmark: the editor's JavaScript before the first interaction (gzipped), and the
 * time from opening /config (signed in) to an editable canvas for a page of 60 blocks (the SPEC §9
 * maximum). Every run is a new browser context holding only the owner's session cookies, so its
 * first load starts from an empty cache (the first visit an owner makes: the figure the goal is
 * about); a second load in the same context is reported apart as the warm figure. Anchor: the same
 * page opened by a visitor in a new context, in the same run. Goal: under 1.5 s, cold.
 *
 *   npm run build && npx tsx bench/editor-load.ts          (RUNS=5 by default)
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium, type BrowserContext, type Page } from 'playwright-core'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.BENCH_PORT ?? 3991)
const runs = Number(process.env.RUNS ?? 5)
const base = `http://127.0.0.1:${port}`
const owner = { email: 'bench@atelier.test', password: 'bench-owner-password' }
/** Time to an editable canvas the editor must stay under; the run fails above it. */
const goalMs = 1500

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the server did not start')
}

function sixtyBlocks() {
  return Array.from({ length: 60 }, (_, index) => ({
    id: `bench-${index}`,
    type: 'html',
    position: { row: index, col: 0, span: 12 },
    value: {
      text: [
        {
          type: 'paragraph',
          children: [
            {
              type: 'text',
              text: `Paragraph ${index + 1} of the benchmark page.`,
              bold: false,
              italic: false,
            },
          ],
        },
      ],
    },
  }))
}

/** Signs in through the API and makes a published page of 60 text blocks; returns its id and path. */
async function preparePage(context: BrowserContext): Promise<{ id: string; path: string }> {
  const request = context.request
  await request.get(`${base}/`)
  const crumb = (await context.cookies(base)).find((cookie) => cookie.name === 'crumb')?.value ?? ''
  const headers = { 'x-csrf-token': crumb }
  const login = await request.post(`${base}/api/auth/login`, { data: owner, headers })
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`)
  const created = await request.post(`${base}/api/editor/pages`, {
    data: { kind: 'page', title: 'Sixty Blocks', section: 'main' },
    headers,
  })
  const { page } = (await created.json()) as { page: { id: string; urlId: string } }
  const content = (await (
    await request.get(`${base}/api/editor/pages/${page.id}/content`)
  ).json()) as { version: number }
  const saved = await request.put(`${base}/api/editor/pages/${page.id}/content`, {
    data: {
      layout: { schemaVersion: 1, columns: 12, blocks: sixtyBlocks() },
      baseVersion: content.version,
    },
    headers,
  })
  if (!saved.ok())
    throw new Error(`saving the page failed: ${saved.status()} ${await saved.text()}`)
  await request.post(`${base}/api/editor/pages/${page.id}/publish`, { headers })
  await request.patch(`${base}/api/editor/pages/${page.id}`, {
    data: { status: 'published' },
    headers,
  })
  return { id: page.id, path: `/${page.urlId}` }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/**
 * Opens the editor on the page and times it to an editable canvas: the canvas frame has loaded and
 * every block has its outline to select. Also answers the gzipped size of the editor's scripts.
 */
async function openEditor(page: Page, pageId: string): Promise<{ ms: number; js: number }> {
  const scripts = new Map<string, number>()
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.url().includes('/config/'))
      return
    void response.body().then(
      (body) => scripts.set(response.url(), gzipSync(body).length),
      () => undefined,
    )
  })
  const started = Date.now()
  await page.goto(`${base}/config/?page=${encodeURIComponent(pageId)}`)
  await page.waitForSelector('.ed-page-editor[data-ready="true"]', { timeout: 30_000 })
  await page.waitForFunction(
    () => document.querySelectorAll('[data-overlay-for]').length >= 60,
    undefined,
    { timeout: 30_000 },
  )
  const ms = Date.now() - started
  if (process.env.TIMELINE) {
    const entries = await page.evaluate(() =>
      performance
        .getEntries()
        .map(
          (entry) =>
            `${Math.round(entry.startTime)}-${Math.round(entry.startTime + entry.duration)} ${entry.entryType} ${entry.name.replace(location.origin, '')}`,
        ),
    )
    console.log(entries.join('\n'))
  }
  await page.waitForLoadState('networkidle')
  return { ms, js: [...scripts.values()].reduce((sum, size) => sum + size, 0) }
}

/** Runs the benchmark; resolves to the median time to an editable canvas. */
async function main(): Promise<number> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-editor-'))
  const server = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      OWNER_EMAIL: owner.email,
      OWNER_PASSWORD: owner.password,
    },
  })
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  })
  try {
    await waitForServer()
    const viewport = { width: 1440, height: 900 }
    const setup = await browser.newContext({ viewport })
    const target = await preparePage(setup)
    // The owner's session cookies, and nothing cached, for every run's context.
    const signedIn = await setup.storageState()
    await setup.close()

    const coldTimes: number[] = []
    const warmTimes: number[] = []
    const visitorTimes: number[] = []
    let gzippedJs = 0
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport, storageState: signedIn })
      const cold = await context.newPage()
      const first = await openEditor(cold, target.id)
      coldTimes.push(first.ms)
      gzippedJs = first.js
      await cold.close()
      const warm = await context.newPage()
      warmTimes.push((await openEditor(warm, target.id)).ms)
      await context.close()

      const visitorContext = await browser.newContext({ viewport })
      const visitor = await visitorContext.newPage()
      const visitorStart = Date.now()
      await visitor.goto(`${base}${target.path}`, { waitUntil: 'load' })
      visitorTimes.push(Date.now() - visitorStart)
      await visitorContext.close()
    }
    const editor = median(coldTimes)
    const visitor = median(visitorTimes)
    console.log(
      `editor JavaScript before first interaction: ${(gzippedJs / 1024).toFixed(1)} KiB gzipped`,
    )
    console.log(
      `open /config to editable canvas, 60 blocks, cold cache: ${editor} ms median of ${runs} (goal < ${goalMs} ms) [${coldTimes.join(', ')}]`,
    )
    console.log(
      `the same, warm cache (second load in the same context): ${median(warmTimes)} ms median [${warmTimes.join(', ')}]`,
    )
    console.log(
      `anchor, a visitor opens the same page, cold cache: ${visitor} ms median; ratio ${(editor / Math.max(visitor, 1)).toFixed(2)}× [${visitorTimes.join(', ')}]`,
    )
    return editor
  } finally {
    await browser.close()
    server.kill()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const editorMs = await main()
if (editorMs > goalMs) {
  console.error(`FAIL: ${editorMs} ms to an editable canvas is over the ${goalMs} ms goal`)
  process.exitCode = 1
}
