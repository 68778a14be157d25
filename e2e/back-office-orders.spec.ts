import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import type AxeCore from 'axe-core'
import { accessibleNameViolations } from './accessible-names.js'
import { signIn } from './editor-session.js'
import { islandsLive, openLive } from './live-page.js'
import { injectAxe } from './inject-axe.js'

/** Every serious or critical axe finding on what the page shows now. */
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

// The checkout settings the purchase needs, saved by the owner first (as e2e/checkout.spec.ts).
const checkoutSettings = {
  shippingRates: [
    {
      id: 'standard',
      name: 'Standard shipping',
      kind: 'flat-rate',
      costCents: 500,
      destinations: [],
    },
  ],
  taxRules: [],
  coupons: [],
}

async function ownerRequest(request: APIRequestContext): Promise<string> {
  await request.get('/api/crumb')
  const state = await request.storageState()
  const crumb = state.cookies.find((cookie) => cookie.name === 'crumb')?.value ?? ''
  const login = await request.post('/api/auth/login', {
    headers: { 'x-csrf-token': crumb },
    data: { email: 'owner@atelier.test', password: 'e2e-owner-password' },
  })
  expect(login.ok()).toBe(true)
  return crumb
}

const form = (page: Page) => page.locator('form.checkout-form')

async function buyBudVase(page: Page, email: string): Promise<void> {
  await openLive(page, '/shop/bud-vase')
  await page.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(page.locator('.sqs-add-to-cart-button')).toHaveText('Added!')
  await openLive(page, '/checkout')
  await islandsLive(page)
  await form(page).getByLabel('Email', { exact: true }).fill(email)
  await form(page).getByLabel('First name', { exact: true }).fill('Grace')
  await form(page).getByLabel('Last name', { exact: true }).fill('Hopper')
  await form(page).getByLabel('Address', { exact: true }).fill('1 Navy Way')
  await form(page).getByLabel('City', { exact: true }).fill('Arlington')
  await form(page).getByLabel('State', { exact: true }).selectOption('VA')
  await form(page).getByLabel('ZIP code', { exact: true }).fill('22202')
  await form(page).getByLabel('ZIP code', { exact: true }).blur()
  await form(page).getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242')
  await form(page).getByLabel('Expiry month (MM)', { exact: true }).fill('12')
  await form(page).getByLabel('Expiry year (YYYY)', { exact: true }).fill('2099')
  await form(page).getByLabel('Security code', { exact: true }).fill('123')
  await form(page)
    .getByRole('radio', { name: /^Standard shipping/ })
    .check()
  await form(page).getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/checkout\/confirmed\/[\w-]+$/)
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL })
  const crumb = await ownerRequest(request)
  const saved = await request.put('/api/editor/checkout-settings', {
    headers: { 'x-csrf-token': crumb },
    data: checkoutSettings,
  })
  expect(saved.ok()).toBe(true)
  await request.dispose()
})

test('the owner finds a new order, ships it with tracking and refunds a line into stock', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const shopper = `grace-${Date.now().toString(36)}@example.com`
  await buyBudVase(page, shopper)

  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  await page
    .getByRole('navigation', { name: 'Editor areas' })
    .getByRole('button', { name: 'Orders' })
    .click()
  const row = page.getByRole('row').filter({ hasText: shopper })
  await expect(row).toBeVisible()
  await expect(row).toContainText('Paid')
  await expect(row).toContainText('Unfulfilled')
  expect(await accessibleNameViolations(page)).toEqual([])
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/back-office-orders-list.png', fullPage: true })

  // Search by the shopper's email finds only this order.
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(shopper)
  await page.getByRole('button', { name: 'Search orders' }).click()
  await expect(page.getByRole('row')).toHaveCount(2)

  await row.getByRole('button', { name: /^#\d+$/ }).click()
  await expect(page.getByRole('heading', { level: 2, name: /^Order #\d+$/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText(shopper)
  await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('Arlington')
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Order placed')

  await page.getByRole('button', { name: 'Fulfil items' }).click()
  const fulfil = page.getByRole('form', { name: 'Fulfil items' })
  await fulfil.getByLabel('Carrier').fill('USPS')
  await fulfil.getByLabel('Tracking number').fill('9400TRACK123')
  await fulfil.getByRole('button', { name: 'Fulfil items' }).click()
  await expect(page.locator('.ed-title-row')).toContainText('Fulfilled')
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(
    'Tracking: 9400TRACK123',
  )

  const outbox = await page.request.get('/api/editor/outbox')
  const messages = (await outbox.json()).messages as Array<{
    to: string
    subject: string
    text: string
  }>
  const shipped = messages.find((m) => m.to === shopper && m.subject.endsWith('shipped'))
  expect(shipped?.text).toContain('Tracking number: 9400TRACK123')

  // The stock of the variant bought, before and after a refund that restocks it.
  const detailUrl = new URL(page.url()).searchParams.get('order')
  expect(detailUrl).not.toBeNull()
  const detail = await (await page.request.get(`/api/editor/orders/${detailUrl}`)).json()
  const itemId: string = detail.lines[0].itemId
  const stockOf = async () => {
    const answer = await page.request.get(`/api/commerce/inventory/stock/?itemId=${itemId}`)
    const results = (await answer.json()).results as Array<{ sku: string; qtyInStock: number }>
    return results.find((result) => result.sku === 'VASE-BUD')?.qtyInStock ?? -1
  }
  const before = await stockOf()

  await page.getByRole('button', { name: 'Refund' }).click()
  const dialog = page.getByRole('dialog', { name: 'Refund' })
  await dialog.getByLabel('Quantity to refund of Bud Vase').fill('1')
  await dialog.getByLabel('Put Bud Vase back in stock').check()
  await page.screenshot({ path: 'e2e/screenshots/back-office-orders-refund.png' })
  expect(await seriousViolations(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Refund $42.00' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.locator('.ed-title-row')).toContainText('Partially refunded')
  expect(await stockOf()).toBe(before + 1)

  expect(await accessibleNameViolations(page)).toEqual([])
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/back-office-order-detail.png', fullPage: true })
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.screenshot({
    path: 'e2e/screenshots/back-office-order-detail-1024.png',
    fullPage: true,
  })

  // The shopper is a customer now: listed with their order, and their page shows it.
  await page.setViewportSize({ width: 1440, height: 900 })
  await page
    .getByRole('navigation', { name: 'Commerce' })
    .getByRole('button', { name: 'Customers' })
    .click()
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(shopper)
  await page.getByRole('button', { name: 'Search customers' }).click()
  const customer = page.getByRole('row').filter({ hasText: shopper })
  await expect(customer).toContainText('Grace Hopper')
  await customer.getByRole('button', { name: 'Grace Hopper' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Grace Hopper' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Orders' })).toContainText('Partially refunded')
  expect(await accessibleNameViolations(page)).toEqual([])
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/back-office-customer.png', fullPage: true })
})

test('the owner creates a coupon, sees it listed, ends and deletes it', async ({ page }) => {
  const code = `SPRING${Date.now().toString(36).toUpperCase()}`
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  await page
    .getByRole('navigation', { name: 'Editor areas' })
    .getByRole('button', { name: 'Orders' })
    .click()
  await page
    .getByRole('navigation', { name: 'Commerce' })
    .getByRole('button', { name: 'Discounts' })
    .click()
  await page.getByRole('button', { name: 'New discount' }).click()
  const form = page.getByRole('form', { name: 'New discount' })
  await form.getByLabel('Code').fill(code)
  await form.getByLabel('Percentage').fill('15')
  await form.getByLabel('Total uses (optional)').fill('100')
  expect(await seriousViolations(page)).toEqual([])
  await form.getByRole('button', { name: 'Create discount' }).click()
  const row = page.getByRole('row').filter({ hasText: code })
  await expect(row).toContainText('15% off')
  await expect(row).toContainText('Active')
  await expect(row).toContainText('0 / 100')
  expect(await accessibleNameViolations(page)).toEqual([])
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/back-office-discounts.png', fullPage: true })

  await row.getByRole('button', { name: `End ${code}` }).click()
  await expect(row).toContainText('Ended')
  await row.getByRole('button', { name: `Delete ${code}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete discount' }).click()
  await expect(page.getByRole('row').filter({ hasText: code })).toHaveCount(0)
})

test('the owner issues and adjusts a gift card, and reads the subscriptions', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  await page
    .getByRole('navigation', { name: 'Editor areas' })
    .getByRole('button', { name: 'Orders' })
    .click()
  const commerce = page.getByRole('navigation', { name: 'Commerce' })
  await commerce.getByRole('button', { name: 'Gift cards' }).click()
  await page.getByRole('button', { name: 'Issue gift card' }).first().click()
  const issue = page.getByRole('form', { name: 'Issue a gift card' })
  await issue.getByLabel('Amount (USD)').fill('30')
  await issue.getByRole('button', { name: 'Issue gift card' }).click()
  const code = (await issue.getByRole('status').locator('code').textContent()) ?? ''
  expect(code).toMatch(/^\w{16}$/)
  const last4 = code.slice(-4)
  const row = page.getByRole('row').filter({ hasText: `•••• ${last4}` })
  await expect(row).toContainText('$30.00')
  await expect(page.getByText(code)).toHaveCount(1)
  await row.getByRole('button', { name: `Gift card ending ${last4}` }).click()
  const adjust = page.getByRole('form', { name: 'Adjust balance' })
  await adjust.getByLabel('Change').selectOption('remove')
  await adjust.getByLabel('Amount (USD)').fill('5')
  await adjust.getByLabel('Reason').fill('Goodwill correction')
  await adjust.getByRole('button', { name: 'Adjust balance' }).click()
  await expect(row).toContainText('$25.00')
  await expect(page.getByRole('region', { name: `Gift card •••• ${last4}` })).toContainText(
    'adjusted: Goodwill correction',
  )
  expect(await accessibleNameViolations(page)).toEqual([])
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/back-office-gift-cards.png', fullPage: true })

  await commerce.getByRole('button', { name: 'Subscriptions' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Subscriptions' })).toBeVisible()
  await expect(page.getByText(editorLoading)).toHaveCount(0)
  expect(await accessibleNameViolations(page)).toEqual([])
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/back-office-subscriptions.png', fullPage: true })

  await commerce.getByRole('button', { name: 'Restock notifications' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Restock notifications' })).toBeVisible()
  await expect(page.getByText(editorLoading)).toHaveCount(0)
  expect(await accessibleNameViolations(page)).toEqual([])
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/back-office-restock.png', fullPage: true })
})

const editorLoading = 'Loading…'
