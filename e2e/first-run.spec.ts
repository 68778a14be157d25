import { spawn, type ChildProcessByStdio } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

// The fresh-clone path of issue 22: a server of its own on an EMPTY data folder with no
// OWNER_EMAIL (the suite's shared server has an owner), started as `npm start` starts it.
const mainScript = path.join(import.meta.dirname, '../apps/server/dist/main.js')
const owner = { name: 'Mara Okafor', email: 'mara@studio.example', password: 'kiln-fired-2026' }

let server: ChildProcessByStdio<null, Readable, Readable>
let dataDir = ''
/** The address the start line says to open. */
let setupUrl = ''

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-first-run-'))
  server = spawn(process.execPath, [mainScript], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      OWNER_EMAIL: '',
      OWNER_PASSWORD: '',
      SEED_DEMO: '0',
      ATELIER_WORKER: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  setupUrl = await new Promise<string>((resolve, reject) => {
    let seen = ''
    const timer = setTimeout(() => reject(new Error(`no start line:\n${seen}`)), 60_000)
    server.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString()
      const url = /open (http:\/\/\S+\/config) to create the owner account/.exec(seen)?.[1]
      if (url !== undefined) {
        clearTimeout(timer)
        resolve(url)
      }
    })
    server.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${seen}`)))
  })
})

test.afterAll(async () => {
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await exited
  fs.rmSync(dataDir, { recursive: true, force: true })
})

async function openSetup(browser: Browser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } })
  const page = await context.newPage()
  await page.goto(setupUrl)
  await expect(page.getByRole('heading', { name: 'Welcome to Atelier' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await keepScreenshot(page, 'first-run-setup')
  return page
}

async function fillSetup(page: Page): Promise<void> {
  await page.getByLabel('Your name').fill(owner.name)
  await page.getByLabel('Email').fill(owner.email)
  await page.getByLabel('Password').fill(owner.password)
}

test('an empty installation: the start line leads to the setup, which makes the owner and opens the editor once', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  // Two people open the address the log printed, on a phone and on a desktop.
  const phone = await openSetup(browser, 390, 844)
  const desktop = await openSetup(browser, 1440, 900)
  // The phone's form fits the screen: nothing scrolls sideways.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  await fillSetup(desktop)
  await desktop.getByRole('button', { name: 'Create account' }).click()
  // The new, empty site offers the starting designs first (e2e/starting-sites.spec.ts chooses one).
  await expect(desktop.getByRole('heading', { name: 'Choose a starting design' })).toBeVisible({
    timeout: 30_000,
  })
  await desktop.getByRole('button', { name: 'Start with an empty site' }).click()
  await expect(desktop.getByRole('navigation', { name: 'Pages' })).toBeVisible({ timeout: 30_000 })
  // The top bar greets the owner by the name they gave.
  await expect(desktop.locator('.ed-user')).toHaveText(owner.name)
  await keepScreenshot(desktop, 'first-run-editor')

  // The phone's form was opened before the owner existed; sending it now is refused.
  await fillSetup(phone)
  await phone.getByLabel('Email').fill('second@studio.example')
  await phone.getByRole('button', { name: 'Create account' }).click()
  await expect(phone.getByRole('alert')).toHaveText(
    'Atelier already has an owner. Sign in instead.',
  )
  expect(await seriousViolations(phone)).toEqual([])
  await keepScreenshot(phone, 'first-run-setup-refused')
  await phone.getByRole('button', { name: 'Log In' }).click()
  await expect(phone.getByRole('heading', { name: 'Welcome to Atelier' })).toHaveCount(0)

  // From now on /config is the sign-in form, and the owner's details sign in.
  await phone.reload()
  await expect(phone.getByRole('button', { name: 'Create account' })).toHaveCount(0)
  await phone.getByLabel('Email').fill(owner.email)
  await phone.getByLabel('Password').fill(owner.password)
  await phone.getByRole('button', { name: 'Log In' }).click()
  await phone.getByRole('button', { name: 'Start with an empty site' }).click({ timeout: 30_000 })
  await expect(phone.getByRole('navigation', { name: 'Pages' })).toBeVisible({ timeout: 30_000 })
  await keepScreenshot(phone, 'first-run-editor')
})
