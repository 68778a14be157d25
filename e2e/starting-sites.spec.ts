import { execFile, spawn, type ChildProcessByStdio } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { promisify } from 'node:util'
import { expect, test, type Page } from '@playwright/test'
import { fillCheckout } from './checkout-helpers.js'
import { islandsLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

// Issue 22, starting from a design: a server of its own on an EMPTY data folder (no demo, no
// owner), as a fresh clone starts. The first-run setup leads to the starting-site picker; the
// shop is previewed, then chosen; its home page looks designed; the setup checklist follows the
// site's state; the checkout says plainly which test cards do what, and the order is marked.
const mainScript = path.join(import.meta.dirname, '../apps/server/dist/main.js')
const cliScript = path.join(import.meta.dirname, '../apps/server/dist/cli.js')
const owner = { name: 'Ines Marlow', email: 'ines@studio.example', password: 'kiln-fired-2026' }

let server: ChildProcessByStdio<null, Readable, Readable>
let dataDir = ''
let setupUrl = ''
let port = ''
const env = () => ({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  OWNER_EMAIL: '',
  OWNER_PASSWORD: '',
  SEED_DEMO: '0',
})

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-starting-sites-'))
  server = spawn(process.execPath, [mainScript], {
    env: { ...env(), PORT: '0', HOST: '127.0.0.1', ATELIER_WORKER: '0', LOG_LEVEL: 'info' },
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
  port = new URL(setupUrl).port
})

test.afterAll(async () => {
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await exited
  fs.rmSync(dataDir, { recursive: true, force: true })
})

async function noSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([])
}

/** The site's home page at both widths: designed content, no empty-page hint, no axe problems. */
async function lookAtHome(page: Page, origin: string, name: string, headline: string) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.goto(`${origin}/`)
    await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible()
    await expect(page.getByText('This page has no blocks yet.')).toHaveCount(0)
    // Every picture drawn for the site has loaded.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.images].every((image) => image.complete && image.naturalWidth > 0),
        ),
      )
      .toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    )
    await noSeriousViolations(page)
    await keepScreenshot(page, `starting-site-${name}-home`)
  }
}

test('first run → preview → choose the shop: a designed site, a checklist that follows the site, test mode said plainly', async ({
  browser,
}) => {
  test.setTimeout(420_000)
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.goto(setupUrl)
  await page.getByLabel('Your name').fill(owner.name)
  await page.getByLabel('Email').fill(owner.email)
  await page.getByLabel('Password').fill(owner.password)
  await page.getByRole('button', { name: 'Create account' }).click()

  // The picker: three designs, each with a preview.
  await expect(page.getByRole('heading', { name: 'Choose a starting design' })).toBeVisible({
    timeout: 30_000,
  })
  for (const name of ['Shop', 'Portfolio', 'Blog']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  }
  await expect
    .poll(() =>
      page.evaluate(() => [...document.images].filter((image) => image.naturalWidth > 0).length),
    )
    .toBe(3)
  await noSeriousViolations(page)
  await keepScreenshot(page, 'starting-site-picker')
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await noSeriousViolations(page)
  await keepScreenshot(page, 'starting-site-picker')
  await page.setViewportSize({ width: 1440, height: 900 })

  // Choosing happens after the preview, inside it.
  await expect(page.getByRole('button', { name: 'Use the Shop design' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Preview Shop' }).last().click()
  const preview = page.getByRole('dialog', { name: 'Shop starting site' })
  await expect(
    preview.getByRole('img', { name: 'The home page of Hearth & Field, in miniature' }),
  ).toBeVisible()
  await noSeriousViolations(page)
  await keepScreenshot(page, 'starting-site-preview')
  await preview.getByRole('button', { name: 'Use the Shop design' }).click()
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible({ timeout: 60_000 })

  // The checklist: nothing of the owner's own yet (the sample products do not count).
  const checklist = page.locator('details.ss-checklist')
  await checklist.getByText('Finish setting up').click()
  const steps = page.getByRole('list', { name: 'Finish setting up' })
  await expect(steps.getByRole('listitem')).toHaveText([
    'Site title and logo: Not done yet',
    'First product: Not done yet',
    'Payments: Not done yet',
    'Domain: Not done yet',
    'Publish: Not done yet',
  ])
  await noSeriousViolations(page)
  await keepScreenshot(page, 'starting-site-checklist')

  // The site's home page is the shop's, designed.
  const site = await context.newPage()
  await lookAtHome(site, new URL(setupUrl).origin, 'shop', 'Made for slow mornings')
  await site.setViewportSize({ width: 1440, height: 900 })

  // Adding a product of the owner's own ticks "First product" (from the site's state).
  await steps.getByRole('button', { name: /^First product/ }).click()
  await page.getByRole('button', { name: 'Add product' }).click()
  const editor = page.getByRole('form', { name: 'Add product' })
  await editor.getByLabel('Title', { exact: true }).fill('Linen Napkins')
  await editor.getByLabel('SKU of Variant 1', { exact: true }).fill('NAPKINS-4')
  await editor.getByLabel('Price of Variant 1', { exact: true }).fill('32.00')
  await editor.getByLabel('Stock of Variant 1', { exact: true }).fill('10')
  await editor.getByRole('combobox', { name: /^Status/ }).selectOption('published')
  await editor.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('form', { name: 'Edit Linen Napkins' })).toBeVisible()
  await page.locator('details.ss-checklist summary').focus()
  await expect(steps.getByRole('listitem').nth(1)).toHaveText('First product: Done', {
    timeout: 15_000,
  })
  await expect(checklist.locator('summary')).toContainText('1 of 5 done')
  await keepScreenshot(page, 'starting-site-checklist-ticked')
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(steps.getByRole('listitem').nth(1)).toHaveText('First product: Done')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await noSeriousViolations(page)
  await keepScreenshot(page, 'starting-site-checklist-ticked')
  await page.setViewportSize({ width: 1440, height: 900 })

  // Test mode said plainly at the checkout, and the order marked as a test order.
  await site.goto(`${new URL(setupUrl).origin}/shop/oat-mug`)
  await islandsLive(site)
  await site.getByRole('combobox').first().selectOption({ index: 1 })
  await site.getByRole('button', { name: 'Add To Cart' }).click()
  await site.goto(`${new URL(setupUrl).origin}/checkout`)
  await islandsLive(site)
  const note = site.locator('form.checkout-form').getByRole('note')
  await expect(note.getByRole('listitem')).toHaveText([
    '4242 4242 4242 4242 pays',
    '4000 0000 0000 0002 is declined',
    '4000 0000 0000 9995 lacks funds',
  ])
  await fillCheckout(site, '4242 4242 4242 4242')
  // The shop came with its shipping options.
  await site
    .locator('form.checkout-form')
    .getByRole('radio', { name: /^Standard shipping/ })
    .check()
  // Axe once the pay button has finished fading in (it is faded while the quote loads).
  const pay = site.getByRole('button', { name: 'Pay now' })
  await expect(pay).toBeEnabled()
  await expect.poll(() => pay.evaluate((button) => getComputedStyle(button).opacity)).toBe('1')
  await noSeriousViolations(site)
  await keepScreenshot(site, 'starting-site-checkout-test-mode')
  await site.getByRole('button', { name: 'Pay now' }).click()
  await expect(site.getByText('Test order: no money was charged.')).toBeVisible({ timeout: 30_000 })
  // …and in the back office's order list and detail.
  await page
    .getByRole('navigation', { name: 'Editor areas' })
    .getByRole('button', { name: 'Orders' })
    .click()
  const row = page.getByRole('row').filter({ hasText: 'ada@example.com' })
  await expect(row).toContainText('Test')
  await row.getByRole('button', { name: /^#\d+/ }).click()
  await expect(page.getByText('Test', { exact: true }).first()).toBeVisible()
  await noSeriousViolations(page)
  await keepScreenshot(page, 'starting-site-test-order')
})

test('the portfolio and the blog look designed too (sites made with create-site --start-from)', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const run = promisify(execFile)
  for (const [key, headline] of [
    ['portfolio', 'Pictures that tell the story'],
    ['blog', 'Notes from the path'],
  ] as const) {
    await run(
      process.execPath,
      [
        cliScript,
        'create-site',
        '--domain',
        `${key}.localhost`,
        '--title',
        key === 'blog' ? 'Field Notes' : 'Ines Marlow',
        '--start-from',
        key,
      ],
      { env: env() },
    )
    // Chromium sends *.localhost to this machine, so each site answers at its own domain.
    await lookAtHome(page, `http://${key}.localhost:${port}`, key, headline)
  }
})
