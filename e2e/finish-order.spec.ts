import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import {
  addToCartFromProductPage,
  checkoutForm as form,
  fillCheckout,
  signInOwnerRequest,
} from './checkout-helpers.js'
import { islandsLive, openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'

// Issue 14, points 4 and 5: a subscription's price says how often it is paid at checkout, on its
// confirmation and in its mail; the confirmation page, the order page and the mails show the
// variant, the shipping address and method, and dates in the site's locale, 'Order #…' once.

/** 'November 24, 2026', never '2026-11-24'. */
const LONG_DATE =
  /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/
const ISO_DATE = /\d{4}-\d{2}-\d{2}/

interface OutboxMail {
  to: string
  subject: string
  text: string
}

/** The outbox as the owner sees it; `request` is signed in as the owner. */
async function outbox(request: APIRequestContext): Promise<OutboxMail[]> {
  const answer = await request.get('/api/editor/outbox')
  return (await answer.json()).messages as OutboxMail[]
}

async function mailTo(request: APIRequestContext, to: string, subject: RegExp) {
  let found: OutboxMail | undefined
  await expect(async () => {
    found = (await outbox(request)).find((m) => m.to === to && subject.test(m.subject))
    expect(found).toBeDefined()
  }).toPass({ timeout: 10_000 })
  return found!
}

async function pay(page: Page, email: string) {
  await fillCheckout(page, '4242 4242 4242 4242', email)
  await form(page)
    .getByRole('radio', { name: /^Standard shipping/ })
    .check()
  await form(page).getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/checkout\/confirmed\/[\w-]+$/, { timeout: 20_000 })
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a subscription says how often it is paid at checkout, on its confirmation and in its mail', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    await openLive(page, '/shop/coffee-of-the-month')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page).toHaveURL(/\/checkout\?cartToken=/)
    await islandsLive(page)
    const line = page.locator('.checkout-summary__line')
    await expect(line).toContainText('$22.00 every month')
    await keepScreenshot(page, 'finish-order-subscription-checkout')

    await pay(page, 'subscriber@example.com')
    await expect(page.getByRole('heading', { name: 'Subscription Confirmed' })).toBeVisible()
    await expect(page.locator('.order-lines')).toContainText('$22.00 every month')
    await keepScreenshot(page, 'finish-order-subscription-confirmed')

    const request = await playwright.request.newContext({ baseURL })
    await signInOwnerRequest(request)
    const mail = await mailTo(request, 'subscriber@example.com', /confirmed/)
    expect(mail.text).toContain('Coffee of the Month — $22.00 every month')
    await request.dispose()
  })
})

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('confirmation, order page and mails show the variant, address, shipping method and long dates', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    await openLive(page, '/shop/speckled-stoneware-mug')
    await page.getByRole('combobox', { name: 'Size' }).selectOption('12 oz')
    await page.getByRole('combobox', { name: 'Color' }).selectOption('Oat')
    await page.getByRole('button', { name: 'Add To Cart' }).click()
    await expect(page.locator('.sqs-add-to-cart-button')).toHaveText('Added!')
    await openLive(page, '/checkout')
    await expect(page.locator('.checkout-summary__line')).toContainText('Size: 12 oz, Color: Oat')
    await pay(page, 'variant-buyer@example.com')

    const confirmed = page.locator('.order-confirmed')
    await expect(confirmed).toContainText('Size: 12 oz, Color: Oat')
    const delivery = confirmed.locator('.order-delivery')
    await expect(delivery.getByRole('heading', { name: 'Shipping address' })).toBeVisible()
    await expect(delivery.locator('address')).toHaveText(
      /Ada Lovelace\s*1 Main St\s*New York, NY 10001\s*United States/,
    )
    await expect(delivery).toContainText('Shipping method')
    await expect(delivery).toContainText('Standard shipping')
    await expect(confirmed.locator('.order-placed')).toHaveText(LONG_DATE)
    await expect(confirmed).not.toContainText(ISO_DATE)
    await expect(page.getByText(/Order #\d+/)).toHaveCount(1)
    await keepScreenshot(page, 'finish-order-confirmed')

    const orderId = (await confirmed.getAttribute('data-order-id')) ?? ''
    const request = await playwright.request.newContext({ baseURL })
    const crumb = await signInOwnerRequest(request)
    const confirmation = await mailTo(request, 'variant-buyer@example.com', /confirmed/)
    expect(confirmation.text).toContain('Speckled Stoneware Mug')
    expect(confirmation.text).toContain('Size: 12 oz, Color: Oat')
    expect(confirmation.text).toMatch(/Shipping to:\nAda Lovelace\n1 Main St\nNew York, NY 10001/)
    expect(confirmation.text).toContain('Shipping method: Standard shipping')
    expect(confirmation.text).toMatch(new RegExp(`placed on ${LONG_DATE.source}`))
    expect(confirmation.text).not.toMatch(ISO_DATE)

    // The owner ships it: the shipped mail and the order page say when, in the same words.
    const shipped = await request.post(`/api/editor/orders/${orderId}/fulfill`, {
      headers: { 'x-csrf-token': crumb },
      data: { trackingNumber: '9400TRACK777' },
    })
    expect(shipped.ok()).toBe(true)
    const shippedMail = await mailTo(request, 'variant-buyer@example.com', /shipped/)
    expect(shippedMail.text).toMatch(new RegExp(`was shipped on ${LONG_DATE.source}`))
    expect(shippedMail.text).toContain('Tracking number: 9400TRACK777')
    expect(shippedMail.text).toContain('Shipping method: Standard shipping')
    expect(shippedMail.text).not.toMatch(ISO_DATE)
    await request.dispose()

    await page.locator('.order-status-link').click()
    await islandsLive(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order #\d+$/)
    await expect(page.getByText(/Order #\d+/)).toHaveCount(1)
    const status = page.locator('.order-status')
    await expect(status).toContainText('Size: 12 oz, Color: Oat')
    await expect(status.locator('.order-fulfillment')).toHaveText(
      new RegExp(`Fulfilled \\(shipped on ${LONG_DATE.source}\\)`),
    )
    await expect(status.locator('address')).toContainText('1 Main St')
    await expect(status).not.toContainText(ISO_DATE)
    await keepScreenshot(page, 'finish-order-status')
  })
})

test('a gift card bought beside a full cart says the cart keeps its items', async ({ page }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await addToCartFromProductPage(page, '/shop/bud-vase')
  await openLive(page, '/shop/gift-card')
  await expect(page.locator('main')).not.toContainText(/\bnote\b/i)
  await page.getByRole('combobox').first().selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(page).toHaveURL(/\/checkout\?cartToken=/)
  await islandsLive(page)
  // The one-item notice (the test cards' list under the payment choice is a note too).
  const notice = page.getByRole('note').filter({ hasText: 'This checkout is for' })
  await expect(notice).toContainText('This checkout is for Gift Card alone;')
  await expect(notice).toContainText(
    'what is in your cart (1 item) waits there for its own checkout.',
  )
  await keepScreenshot(page, 'finish-order-gift-card-notice')
  await notice.getByRole('link', { name: 'View cart' }).click()
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible()
  await expect(page.locator('.cart-entry__title').filter({ hasText: 'Bud Vase' })).toBeVisible()
})
