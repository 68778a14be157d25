import path from 'node:path'
import Database from 'better-sqlite3'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { checkoutForm, fillCheckout, signInOwnerRequest } from './checkout-helpers.js'
import { signIn } from './editor-session.js'
import { islandsLive, openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

// Issue 20: dunning and disputes as a subscriber and an owner see them. The server's clock is the
// real one, so a renewal is made due by moving the subscription's date back in the server's
// SQLite database (the flows themselves, on the service clock and both databases, are the
// integration tests `dunning.int.test.ts` and `stripe-renewals.int.test.ts`); the worker then
// charges it within its 30-second turn.

interface OutboxMail {
  to: string
  subject: string
  text: string
}

function database() {
  return new Database(path.join(process.env.ATELIER_E2E_DATA_DIR ?? '', 'atelier.db'))
}

async function mailTo(request: APIRequestContext, to: string | undefined, subject: RegExp) {
  let found: OutboxMail | undefined
  await expect(async () => {
    const answer = await request.get('/api/editor/outbox')
    const messages = (await answer.json()).messages as OutboxMail[]
    found = messages.find((m) => (to === undefined || m.to === to) && subject.test(m.subject))
    expect(found).toBeDefined()
  }).toPass({ timeout: 90_000 })
  return found as OutboxMail
}

/** Subscribes to the demo's coffee with a test card that pays now and is declined on renewals. */
async function subscribe(page: Page, email: string) {
  await openLive(page, '/shop/coffee-of-the-month')
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page).toHaveURL(/\/checkout\?cartToken=/)
  await islandsLive(page)
  await fillCheckout(page, '4000 0000 0000 0341', email)
  const form = checkoutForm(page)
  await form.getByRole('radio', { name: /^Standard shipping/ }).check()
  // The shopper agrees to the renewals being charged to this card.
  await expect(form.locator('.checkout-form__consent')).toContainText(
    'charge it for each renewal of this subscription',
  )
  await form.getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/checkout\/confirmed\/[\w-]+$/, { timeout: 20_000 })
}

test('the subscriber opens the mail link of a declined renewal and pays with the test card', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const email = `dunning-${Date.now().toString(36)}@example.com`
  await subscribe(page, email)
  await keepScreenshot(page, 'renewals-consent-confirmed')

  const db = database()
  db.prepare('UPDATE subscriptions SET next_billing_at = ? WHERE email = ?').run(
    new Date(Date.now() - 60_000).toISOString(),
    email,
  )
  db.close()
  const request = await playwright.request.newContext({ baseURL })
  await signInOwnerRequest(request)
  const mail = await mailTo(request, email, /could not renew/)
  await request.dispose()
  expect(mail.text).toContain('failed: Your card was declined.')
  const link = /pay with another card: (\S+)/.exec(mail.text)?.[1] ?? ''
  const pathname = new URL(link).pathname

  await openLive(page, pathname)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay your subscription renewal')
  await expect(
    page.getByText('The last renewal payment failed: Your card was declined.'),
  ).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await keepScreenshot(page, 'renewals-pay-page')

  await page.setViewportSize({ width: 390, height: 844 })
  const form = page.locator('form.renewal-payment')
  await form.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242')
  await form.getByLabel('Expiry month (MM)', { exact: true }).fill('12')
  await form.getByLabel('Expiry year (YYYY)', { exact: true }).fill('2099')
  await form.getByLabel('Security code', { exact: true }).fill('123')
  expect(await seriousViolations(page)).toEqual([])
  await keepScreenshot(page, 'renewals-pay-page')
  await form.getByRole('button', { name: 'Pay the renewal' }).click()
  await expect(page.locator('.renewal-payment--paid').getByRole('status')).toHaveText(
    'Thank you: your subscription is active again.',
  )
  await keepScreenshot(page, 'renewals-paid')
  await page.getByRole('link', { name: 'View your subscription' }).click()
  await expect(page.locator('.order-subscription')).toContainText('Subscription: Active')
  await expect(page.locator('.order-subscription-dunning')).toHaveCount(0)
})

test('the owner sees a past-due subscription and a disputed Stripe payment', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  // A subscription whose retries all failed (the schedule itself: `dunning.int.test.ts`).
  const email = `past-due-${Date.now().toString(36)}@example.com`
  await subscribe(page, email)
  const statusPath = await page
    .getByRole('link', { name: 'View order status' })
    .getAttribute('href')
  const db = database()
  db.prepare(
    `UPDATE subscriptions SET status = 'past_due', failed_attempts = 4, next_billing_at = NULL,
       last_failure_code = 'declined', last_failure_message = 'Your card was declined.'
     WHERE email = ?`,
  ).run(email)
  db.close()
  // The subscriber sees it on the order status page, with a way to pay.
  await openLive(page, statusPath ?? '')
  await expect(page.locator('.order-subscription')).toContainText('Subscription: Past due')
  await expect(page.locator('.order-subscription-dunning')).toContainText(
    'Unless the renewal is paid, this subscription will be cancelled on',
  )
  await expect(page.getByRole('link', { name: 'Pay the renewal' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await keepScreenshot(page, 'renewals-status-past-due')
  await page.setViewportSize({ width: 390, height: 844 })
  await keepScreenshot(page, 'renewals-status-past-due')
  expect(await seriousViolations(page)).toEqual([])
  await page.setViewportSize({ width: 1440, height: 900 })

  // A Stripe payment its buyer disputes (Stripe's test card 4000 0000 0000 0259).
  const request = await playwright.request.newContext({ baseURL })
  const crumb = await signInOwnerRequest(request)
  const saved = await request.put('/api/editor/store/settings/payments/stripe', {
    headers: { 'x-csrf-token': crumb },
    data: {
      publishableKey: 'pk_test_atelierE2e',
      secretKey: 'sk_test_atelierE2e',
      webhookSecret: 'whsec_atelierE2e',
    },
  })
  expect(saved.ok()).toBe(true)
  let orderId = ''
  try {
    await openLive(page, '/shop/bud-vase')
    await page.getByRole('button', { name: 'Add To Cart' }).click()
    await expect(page.locator('.sqs-add-to-cart-button')).toHaveText('Added!')
    await openLive(page, '/checkout')
    const form = checkoutForm(page)
    await form.getByLabel('Email', { exact: true }).fill('disputer@example.com')
    await form.getByLabel('First name', { exact: true }).fill('Ada')
    await form.getByLabel('Last name', { exact: true }).fill('Lovelace')
    await form.getByLabel('Address', { exact: true }).fill('1 Main St')
    await form.getByLabel('City', { exact: true }).fill('New York')
    await form.getByLabel('State', { exact: true }).selectOption('NY')
    await form.getByLabel('ZIP code', { exact: true }).fill('10001')
    await form.getByLabel('ZIP code', { exact: true }).blur()
    await form.getByRole('radio', { name: /^Standard shipping/ }).check()
    await form.getByLabel('Card number (Stripe test)').fill('4000 0000 0000 0259')
    const placed = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/commerce/orders',
    )
    await form.getByRole('button', { name: 'Pay now' }).click()
    orderId = ((await (await placed).json()) as { order: { id: string } }).order.id
    await expect(page).toHaveURL(/\/checkout\/confirmed\/[\w-]+\?payment_intent=pi_/)
    const mail = await mailTo(request, undefined, /is disputed/)
    expect(mail.text).toContain('(reason: fraudulent)')
  } finally {
    await request.delete('/api/editor/store/settings/payments/stripe', {
      headers: { 'x-csrf-token': crumb },
    })
    await request.dispose()
  }

  await signIn(page)
  await page
    .getByRole('navigation', { name: 'Editor areas' })
    .getByRole('button', { name: 'Orders' })
    .click()
  const commerce = page.getByRole('navigation', { name: 'Commerce' })
  await commerce.getByRole('button', { name: 'Subscriptions' }).click()
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('Past due')
  await expect(row).toContainText('Your card was declined.')
  await expect(row).toContainText(/Cancelled on .+ unless paid\./)
  expect(await seriousViolations(page)).toEqual([])
  await keepScreenshot(page, 'renewals-owner-past-due')
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByText(email)).toBeVisible()
  await keepScreenshot(page, 'renewals-owner-past-due')
  expect(await seriousViolations(page)).toEqual([])

  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(`/config/?area=orders&order=${encodeURIComponent(orderId)}`)
  const disputes = page.getByRole('region', { name: 'Disputes' })
  await expect(disputes).toContainText('Fraudulent')
  await expect(disputes).toContainText('Needs response')
  await expect(disputes).toContainText(/by \w+/)
  expect(await seriousViolations(page)).toEqual([])
  await keepScreenshot(page, 'renewals-owner-dispute')
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(disputes).toBeVisible()
  await keepScreenshot(page, 'renewals-owner-dispute')
  expect(await seriousViolations(page)).toEqual([])
})
