import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Page } from '@playwright/test'
import { Webhook } from 'standardwebhooks'
import { saveStandardShipping } from './checkout-helpers.js'
import { openArea, settled } from './editor-shell-helpers.js'
import { signIn } from './editor-session.js'
import { islandsLive, openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

interface Received {
  headers: Record<string, string>
  body: string
}

/** A real receiver on 127.0.0.1, as a service of the owner's would be. */
async function startReceiver() {
  const received: Received[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const headers: Record<string, string> = {}
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers[name] = value
      }
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8') })
      response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/atelier-orders`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function looksRight(page: Page, name: string): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await settled(page)
    await keepScreenshot(page, name)
    expect(await seriousViolations(page)).toEqual([])
  }
  await page.setViewportSize({ width: 1440, height: 900 })
}

async function buyBudVase(page: Page, email: string): Promise<void> {
  await openLive(page, '/shop/bud-vase')
  await page.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(page.locator('.sqs-add-to-cart-button')).toHaveText('Added!')
  await openLive(page, '/checkout')
  await islandsLive(page)
  const form = page.locator('form.checkout-form')
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('First name', { exact: true }).fill('Hedy')
  await form.getByLabel('Last name', { exact: true }).fill('Lamarr')
  await form.getByLabel('Address', { exact: true }).fill('1 Main St')
  await form.getByLabel('City', { exact: true }).fill('New York')
  await form.getByLabel('State', { exact: true }).selectOption('NY')
  await form.getByLabel('ZIP code', { exact: true }).fill('10001')
  await form.getByLabel('ZIP code', { exact: true }).blur()
  await form.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242')
  await form.getByLabel('Expiry month (MM)', { exact: true }).fill('12')
  await form.getByLabel('Expiry year (YYYY)', { exact: true }).fill('2099')
  await form.getByLabel('Security code', { exact: true }).fill('123')
  await form.getByRole('radio', { name: /^Standard shipping/ }).check()
  await form.getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/checkout\/confirmed\/[\w-]+$/)
}

test.beforeAll(async ({ playwright, baseURL }) => {
  // The purchase needs a shipping rate, saved by the owner first.
  await saveStandardShipping(playwright, baseURL)
})

test('the owner adds a webhook endpoint, an order is delivered signed, shows in the log and is redelivered', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const receiver = await startReceiver()
  try {
    await page.setViewportSize({ width: 1440, height: 900 })
    await signIn(page)
    await openArea(page, 'Webhooks')
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 2 })).toBeVisible()
    // SPEC §2: the Zapier connection status, awaiting while no service has subscribed.
    await expect(page.getByText('Zapier connection status:')).toBeVisible()
    await expect(page.getByText('Awaiting connection')).toBeVisible()

    await page.getByRole('button', { name: 'Add endpoint' }).click()
    const form = page.getByRole('form', { name: 'Add endpoint' })
    await form.getByLabel('Endpoint URL').fill('http://example.com/hook')
    await form.getByLabel('Order created').check()
    await form.getByRole('button', { name: 'Save endpoint' }).click()
    await expect(form.getByRole('alert').first()).toContainText('https://')
    await form.getByLabel('Endpoint URL').fill(receiver.url)
    await form.getByLabel('Description').fill('Order sheet')
    await form.getByRole('button', { name: 'Save endpoint' }).click()
    const shown = page.getByLabel('Signing secret', { exact: true })
    await expect(shown).toHaveText(/^whsec_/)
    const secret = (await shown.textContent()) ?? ''
    await expect(page.getByRole('table', { name: 'Endpoints' })).toContainText(receiver.url)
    await looksRight(page, 'webhooks-endpoint')

    // A buyer orders in a browser of their own.
    const buyerContext = await browser.newContext()
    const buyer = await buyerContext.newPage()
    const email = `hedy-${Date.now().toString(36)}@example.com`
    await buyBudVase(buyer, email)
    await buyerContext.close()

    // The server's worker delivers it; the receiver verifies it with the specification's library.
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1)
    const first = receiver.received[0] as Received
    const event = new Webhook(secret).verify(first.body, first.headers) as {
      type: string
      data: { email: string }
    }
    expect(event).toMatchObject({ type: 'order.created', data: { email } })

    const log = page.getByRole('table', { name: 'Delivery log' })
    await page.getByRole('button', { name: 'Refresh' }).click()
    const row = log.getByRole('row').filter({ hasText: receiver.url }).first()
    await expect(row).toContainText('Order created')
    await expect(row).toContainText('Delivered')
    await expect(row).toContainText('204')
    await looksRight(page, 'webhooks-log')

    await row.getByRole('button', { name: 'Redeliver' }).click()
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2)
    expect(receiver.received[1]?.headers['webhook-id']).toBe(first.headers['webhook-id'])
    await page.getByRole('button', { name: 'Refresh' }).click()
    await expect(row).toContainText('Delivered')

    // Leave the demo as it was: the endpoint goes, with its log.
    const endpoints = page.getByRole('table', { name: 'Endpoints' })
    await endpoints
      .getByRole('row')
      .filter({ hasText: receiver.url })
      .getByRole('button', { name: 'Delete' })
      .click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText(receiver.url)).toHaveCount(0)
  } finally {
    await receiver.close()
  }
})
