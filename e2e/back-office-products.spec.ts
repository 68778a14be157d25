import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import type AxeCore from 'axe-core'
import { injectAxe } from './inject-axe.js'

// An empty site of its own (SEED_DEMO=0): the owner builds the shop from nothing, as a new owner
// would. The suite's shared demo server is left alone.
const owner = { email: 'catalog-owner@atelier.test', password: 'catalog-owner-password' }
let server: ChildProcess
let base = ''

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

test.beforeAll(async () => {
  // A busy machine can take a while to start a second server.
  test.setTimeout(180_000)
  const port = await freePort()
  base = `http://localhost:${port}`
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-catalog-')),
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      OWNER_EMAIL: owner.email,
      OWNER_PASSWORD: owner.password,
    },
    stdio: 'ignore',
  })
  for (let attempt = 0; attempt < 240; attempt++) {
    const up = await fetch(`${base}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    )
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the empty-site server did not start')
})

test.afterAll(() => {
  server?.kill()
})

async function seriousViolations(page: Page): Promise<string[]> {
  await injectAxe(page)
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe
    const results = await axe.run(document, { iframes: false })
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html}`))
  })
}

async function islandsLive(page: Page) {
  await expect(page.locator('[data-island]:not([data-island-mounted="true"])')).toHaveCount(0)
}

const form = (page: Page) => page.locator('form.checkout-form')

test.setTimeout(240_000)
// The second test works on the shop the first one builds.
test.describe.configure({ mode: 'serial' })

// The one flow (issue 12, Tests): creation on an empty site through to a restocking refund.
test('on an empty site the owner builds a shop, a shopper buys the last unit, the owner ships and refunds it back into stock', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(`${base}/config/`)
  await page.getByLabel('Email').fill(owner.email)
  await page.getByLabel('Password').fill(owner.password)
  await page.getByRole('button', { name: 'Log In' }).click()
  // An empty site opens on the starting designs; this owner builds the shop by hand.
  await page.getByRole('button', { name: 'Start with an empty site' }).click()
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible()

  // A store page first: products live on store pages.
  const addPage = page.getByRole('form', { name: 'Add a page' })
  await addPage.getByLabel('Page type').selectOption('store')
  await addPage.getByLabel('New page title').fill('Shop')
  await addPage.getByRole('button', { name: 'Add page' }).click()
  await expect(page.getByRole('button', { name: 'Shop', exact: true })).toBeVisible()

  // Shipping, so the visitor can check out.
  const crumb = (await page.context().cookies()).find((c) => c.name === 'crumb')?.value ?? ''
  const settings = await page.request.put(`${base}/api/editor/checkout-settings`, {
    headers: { 'x-csrf-token': crumb },
    data: {
      shippingRates: [
        {
          id: 'flat',
          name: 'Standard shipping',
          kind: 'flat-rate',
          costCents: 500,
          destinations: [],
        },
      ],
      taxRules: [],
      coupons: [],
    },
  })
  expect(settings.ok()).toBe(true)

  await page
    .getByRole('navigation', { name: 'Editor areas' })
    .getByRole('button', { name: 'Products' })
    .click()
  await expect(page.getByText('No products yet. Add your first product.')).toBeVisible()
  await page.screenshot({ path: 'e2e/screenshots/back-office-products-empty.png' })
  await page.getByRole('button', { name: 'Add product' }).click()

  const editor = page.getByRole('form', { name: 'Add product' })
  await editor.getByLabel('Title', { exact: true }).fill('Field Tee')
  await editor
    .getByRole('textbox', { name: 'Text', exact: true })
    .fill('A heavy cotton tee, made to last.')
  await editor.getByRole('button', { name: 'Add option' }).click()
  await editor.getByLabel('Option name').nth(0).fill('Size')
  await editor.getByLabel('Values (comma-separated)').nth(0).fill('S, M')
  await editor.getByRole('button', { name: 'Add option' }).click()
  await editor.getByLabel('Option name').nth(1).fill('Color')
  await editor.getByLabel('Values (comma-separated)').nth(1).fill('Sand, Ink')
  await editor.getByRole('button', { name: 'Update variants' }).click()
  const variants = editor.getByRole('table', { name: 'Variants' })
  await expect(variants.locator('tbody tr')).toHaveCount(4)
  for (const [name, price, stock] of [
    ['S / Sand', '25.00', '5'],
    ['S / Ink', '25.00', '1'],
    ['M / Sand', '27.00', '5'],
    ['M / Ink', '27.00', '5'],
  ] as const) {
    await editor.getByLabel(`Price of ${name}`, { exact: true }).fill(price)
    await editor.getByLabel(`Stock of ${name}`, { exact: true }).fill(stock)
  }
  await editor.getByRole('combobox', { name: /^Status/ }).selectOption('published')
  await page.screenshot({ path: 'e2e/screenshots/back-office-product-editor.png', fullPage: true })
  expect(await seriousViolations(page)).toEqual([])
  await editor.getByRole('button', { name: 'Save' }).click()

  const saved = page.getByRole('form', { name: 'Edit Field Tee' })
  await expect(saved).toBeVisible()
  await saved.getByRole('button', { name: 'Back to products' }).click()
  const table = page.getByRole('table', { name: 'Products' })
  await expect(table.getByRole('button', { name: 'Field Tee', exact: true })).toBeVisible()
  await expect(table).toContainText('$25.00 – $27.00')
  await expect(table).toContainText('16 in stock')
  await page.screenshot({ path: 'e2e/screenshots/back-office-products.png' })
  expect(await seriousViolations(page)).toEqual([])
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.screenshot({ path: 'e2e/screenshots/back-office-products-1024.png' })
  await page.setViewportSize({ width: 1440, height: 900 })

  await page
    .getByRole('navigation', { name: 'Editor areas' })
    .getByRole('button', { name: 'Inventory' })
    .click()
  await expect(page.getByRole('table', { name: 'Inventory' }).locator('tbody tr')).toHaveCount(4)
  await page.screenshot({ path: 'e2e/screenshots/back-office-inventory.png' })
  expect(await seriousViolations(page)).toEqual([])

  // The visitor: the product page shows the variants and their prices.
  const shopper = await page.context().browser()!.newPage()
  await shopper.goto(`${base}/shop/field-tee`)
  await islandsLive(shopper)
  await expect(shopper.getByRole('heading', { name: 'Field Tee' })).toBeVisible()
  await expect(shopper.getByRole('combobox', { name: 'Size' })).toBeVisible()
  await shopper.getByRole('combobox', { name: 'Size' }).selectOption('S')
  await shopper.getByRole('combobox', { name: 'Color' }).selectOption('Ink')
  await expect(shopper.locator('.product-price').first()).toContainText('$25.00')
  await shopper.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(shopper.locator('.sqs-add-to-cart-button')).toHaveText('Added!')
  await shopper.goto(`${base}/checkout`)
  await islandsLive(shopper)
  await form(shopper).getByLabel('Email', { exact: true }).fill('ada@example.com')
  await form(shopper).getByLabel('First name', { exact: true }).fill('Ada')
  await form(shopper).getByLabel('Last name', { exact: true }).fill('Lovelace')
  await form(shopper).getByLabel('Address', { exact: true }).fill('1 Main St')
  await form(shopper).getByLabel('City', { exact: true }).fill('New York')
  await form(shopper).getByLabel('State', { exact: true }).selectOption('NY')
  await form(shopper).getByLabel('ZIP code', { exact: true }).fill('10001')
  await form(shopper).getByLabel('ZIP code', { exact: true }).blur()
  await form(shopper).getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242')
  await form(shopper).getByLabel('Expiry month (MM)', { exact: true }).fill('12')
  await form(shopper).getByLabel('Expiry year (YYYY)', { exact: true }).fill('2099')
  await form(shopper).getByLabel('Security code', { exact: true }).fill('123')
  await form(shopper)
    .getByRole('radio', { name: /^Standard shipping/ })
    .check()
  await form(shopper).getByRole('button', { name: 'Pay now' }).click()
  await expect(shopper).toHaveURL(/\/checkout\/confirmed\/[\w-]+$/)

  // The last S / Ink is gone: the page says so.
  await shopper.goto(`${base}/shop/field-tee`)
  await islandsLive(shopper)
  await shopper.getByRole('combobox', { name: 'Size' }).selectOption('S')
  await shopper.getByRole('combobox', { name: 'Color' }).selectOption('Ink')
  await expect(shopper.locator('.product-mark.sold-out')).toHaveText('sold out')
  await shopper.close()

  // And the owner's inventory shows it at zero.
  await page.getByRole('checkbox', { name: 'Low stock only (5 or fewer)' }).check()
  await page.reload()
  await page
    .getByRole('navigation', { name: 'Editor areas' })
    .getByRole('button', { name: 'Inventory' })
    .click()
  await expect(page.getByLabel('Stock of Field Tee S / Ink', { exact: true })).toHaveValue('0')

  // The owner sees the order and ships it with a tracking number.
  await page
    .getByRole('navigation', { name: 'Editor areas' })
    .getByRole('button', { name: 'Orders' })
    .click()
  const row = page.getByRole('row').filter({ hasText: 'ada@example.com' })
  await expect(row).toContainText('Paid')
  await expect(row).toContainText('Unfulfilled')
  await row.getByRole('button', { name: /^#\d+$/ }).click()
  await expect(page.getByRole('heading', { level: 2, name: /^Order #\d+$/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText('ada@example.com')
  await page.getByRole('button', { name: 'Fulfil items' }).click()
  const fulfil = page.getByRole('form', { name: 'Fulfil items' })
  await fulfil.getByLabel('Carrier').fill('USPS')
  await fulfil.getByLabel('Tracking number').fill('9400EMPTY123')
  await fulfil.getByRole('button', { name: 'Fulfil items' }).click()
  await expect(page.locator('.ed-title-row')).toContainText('Fulfilled')

  // The shopper's shipping mail, with the tracking number, is in the outbox.
  const outbox = await (await page.request.get(`${base}/api/editor/outbox`)).json()
  const shipped = (outbox.messages as Array<{ to: string; subject: string; text: string }>).find(
    (message) => message.to === 'ada@example.com' && message.subject.endsWith('shipped'),
  )
  expect(shipped?.text).toContain('Tracking number: 9400EMPTY123')

  // The owner refunds the line, putting the unit back in stock.
  await page.getByRole('button', { name: 'Refund' }).click()
  const dialog = page.getByRole('dialog', { name: 'Refund' })
  await dialog.getByLabel(/^Quantity to refund of Field Tee/).fill('1')
  await dialog.getByLabel(/^Put Field Tee.* back in stock$/).check()
  await dialog.getByRole('button', { name: 'Refund $25.00' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.locator('.ed-title-row')).toContainText('Partially refunded')
  await page.screenshot({
    path: 'e2e/screenshots/back-office-empty-site-order.png',
    fullPage: true,
  })
  expect(await seriousViolations(page)).toEqual([])

  await page.reload()
  await page
    .getByRole('navigation', { name: 'Editor areas' })
    .getByRole('button', { name: 'Inventory' })
    .click()
  await expect(page.getByLabel('Stock of Field Tee S / Ink', { exact: true })).toHaveValue('1')
})

test('store settings and product CSV screens: currency warning, saved settings, CSV preview', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(`${base}/config/`)
  await page.getByLabel('Email').fill(owner.email)
  await page.getByLabel('Password').fill(owner.password)
  await page.getByRole('button', { name: 'Log In' }).click()
  const areas = page.getByRole('navigation', { name: 'Editor areas' })
  await areas.getByRole('button', { name: 'Store Settings' }).click()
  const general = page.getByRole('form', { name: 'General store settings' })
  await general.getByRole('combobox', { name: /^Store currency/ }).selectOption('EUR')
  await expect(general.getByRole('alert')).toContainText('Changing the currency does not convert')
  await general.getByRole('combobox', { name: /^Store currency/ }).selectOption('USD')
  await general
    .getByLabel('Offer offline payment at checkout (bank transfer, cash on pickup)')
    .check()
  await expect(
    general.getByText(`new orders are mailed to the site owner (${owner.email})`),
  ).toBeVisible()
  await general.getByLabel('Send new-order mail to').fill('orders@shop.example')
  await general.getByRole('button', { name: 'Save settings' }).click()
  await expect(general.getByRole('status')).toHaveText('Saved')
  await page.screenshot({ path: 'e2e/screenshots/back-office-store-settings.png', fullPage: true })
  expect(await seriousViolations(page)).toEqual([])
  const settings = await (await page.request.get(`${base}/api/editor/store/settings`)).json()
  expect(settings).toMatchObject({
    offlinePaymentEnabled: true,
    orderNotificationEmail: 'orders@shop.example',
  })

  await areas.getByRole('button', { name: 'Products' }).click()
  await page.getByRole('button', { name: 'Import / Export' }).click()
  const csv = await (await page.request.get(`${base}/api/editor/store/products.csv`)).text()
  expect(csv).toContain('field-tee')
  await page.getByLabel('CSV file').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `${csv}new-mug,New Mug,,,,,,,,,,,,NEW-MUG,,shopify,3,12.00,,,,,FALSE,,,,active\n`,
    ),
  })
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByRole('status')).toContainText('1 new, 0 changed, 1 unchanged')
  await page.screenshot({ path: 'e2e/screenshots/back-office-product-csv.png', fullPage: true })
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Import 1 product' }).click()
  await expect(page.getByRole('status')).toContainText('Imported: 1 new')
})
