import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { addToCartFromProductPage, checkoutForm, signInOwnerRequest } from './checkout-helpers.js'
import { openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

// Stripe.js cannot load in these tests (no network): the checkout page is pointed
// (STRIPE_JS_URL) at a stand-in served by the Stripe-compatible test server at /v3/
// (apps/server/src/payments/stripe/testing/stripe-js-shim.ts), which implements the documented
// Stripe(…) / elements / create('payment') / submit / confirmPayment surface against that server,
// and whose Payment Element is a plain card-number field instead of Stripe's iframe. The API calls
// of the server go to the same test server (STRIPE_API_URL), which signs its webhooks as Stripe.
const keys = {
  publishableKey: 'pk_test_atelierE2e',
  secretKey: 'sk_test_atelierE2e',
  webhookSecret: 'whsec_atelierE2e',
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL })
  const crumb = await signInOwnerRequest(request)
  const saved = await request.put('/api/editor/store/settings/payments/stripe', {
    headers: { 'x-csrf-token': crumb },
    data: keys,
  })
  expect(saved.ok()).toBe(true)
  expect((await saved.json()).stripe).toMatchObject({
    secretKey: '__MASKED_FIELD__',
    mode: 'test',
  })
  await request.dispose()
})

test.afterAll(async ({ playwright, baseURL }) => {
  // The other checkout specs pay with the built-in test card.
  const request = await playwright.request.newContext({ baseURL })
  const crumb = await signInOwnerRequest(request)
  await request.delete('/api/editor/store/settings/payments/stripe', {
    headers: { 'x-csrf-token': crumb },
  })
  await request.dispose()
})

test('Store Settings › Payments shows the Stripe keys masked and the mode, never the secrets', async ({
  page,
}) => {
  const answers: string[] = []
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/editor/')) {
      answers.push(await response.text().catch(() => ''))
    }
  })
  await page.goto('/config/')
  await page.getByLabel('Email').fill('owner@atelier.test')
  await page.getByLabel('Password').fill('e2e-owner-password')
  await page.getByRole('button', { name: 'Log In' }).click()
  await page
    .getByRole('navigation', { name: 'Editor areas' })
    .getByRole('button', { name: 'Store Settings' })
    .click()
  const payments = page.getByRole('form', { name: 'Payments' })
  await expect(payments.getByText('Test mode (no real money)')).toBeVisible()
  await expect(payments.getByLabel('Publishable key')).toHaveValue(keys.publishableKey)
  await expect(payments.getByLabel('Secret key')).toHaveAttribute('type', 'password')
  await expect(payments.getByLabel('Secret key')).toHaveValue('__MASKED_FIELD__')
  await payments.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'e2e/screenshots/store-settings-payments.png' })
  // Saved again as shown, the stored secrets stay (the placeholder keeps them).
  await payments.getByRole('button', { name: 'Save Stripe keys' }).click()
  await expect(payments.getByRole('status')).toHaveText('Saved')
  expect(await seriousViolations(page)).toEqual([])
  // The owner's Afterpay / Clearpay switch is kept with the account.
  const afterpay = payments.getByLabel('Offer Afterpay / Clearpay (pay in 4 installments)')
  await afterpay.check()
  await payments.getByRole('button', { name: 'Save Stripe keys' }).click()
  await expect(payments.getByRole('status')).toHaveText('Saved')
  const stored = await (await page.request.get('/api/editor/store/settings/payments')).json()
  expect(stored.stripe.afterpayClearpay).toBe(true)
  await afterpay.uncheck()
  await payments.getByRole('button', { name: 'Save Stripe keys' }).click()
  await expect(payments.getByRole('status')).toHaveText('Saved')
  // Klarna: turning it on asks Stripe the account's country, shown under the switch.
  const klarna = payments.getByLabel('Offer Klarna (pay later or in installments)')
  await klarna.check()
  await payments.getByRole('button', { name: 'Save Stripe keys' }).click()
  await expect(payments.getByRole('status')).toHaveText('Saved')
  await expect(payments.getByText('Your Stripe account: US.')).toBeVisible()
  await klarna.scrollIntoViewIfNeeded()
  await keepScreenshot(page, 'store-settings-payments-klarna')
  expect(await seriousViolations(page)).toEqual([])
  await klarna.uncheck()
  await payments.getByRole('button', { name: 'Save Stripe keys' }).click()
  await expect(payments.getByRole('status')).toHaveText('Saved')
  expect(answers.join('\n')).not.toContain(keys.secretKey)
  expect(answers.join('\n')).not.toContain(keys.webhookSecret)
})

async function fillAddress(page: Page) {
  const form = checkoutForm(page)
  await form.getByLabel('Email', { exact: true }).fill('stripe-buyer@example.com')
  await form.getByLabel('First name', { exact: true }).fill('Ada')
  await form.getByLabel('Last name', { exact: true }).fill('Lovelace')
  await form.getByLabel('Address', { exact: true }).fill('1 Main St')
  await form.getByLabel('City', { exact: true }).fill('New York')
  await form.getByLabel('State', { exact: true }).selectOption('NY')
  await form.getByLabel('ZIP code', { exact: true }).fill('10001')
  await form.getByLabel('ZIP code', { exact: true }).blur()
}

test('pays through Stripe’s Payment Element; the order is paid once Stripe says so', async ({
  page,
}) => {
  const orderBodies: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/commerce/orders') {
      orderBodies.push(request.postData() ?? '')
    }
  })
  await addToCartFromProductPage(page, '/shop/bud-vase')
  const checkout = await page.goto('/checkout')
  // With Stripe on, the checkout's CSP names the Stripe (here: test server) origin, nothing more.
  const csp = checkout?.headers()['content-security-policy'] ?? ''
  const stripeOrigin = new URL(`http://127.0.0.1:${process.env.ATELIER_E2E_STRIPE_PORT ?? '0'}`)
    .origin
  expect(csp).toContain(`script-src 'self' ${stripeOrigin}`)
  expect(csp).toContain(`frame-src ${stripeOrigin}`)
  await openLive(page, '/checkout')
  await fillAddress(page)
  const form = checkoutForm(page)
  await form.getByRole('radio', { name: /^Standard shipping/ }).check()
  await expect(form.getByText('Stripe test mode: no money is charged.')).toBeVisible()
  await expect(form.getByLabel('Card number', { exact: true })).toHaveCount(0)
  await form.getByLabel('Card number (Stripe test)').fill('4242 4242 4242 4242')
  await page.screenshot({ path: 'e2e/screenshots/stripe-checkout.png', fullPage: true })
  await form.getByRole('button', { name: 'Pay now' }).click()

  await expect(page).toHaveURL(/\/checkout\/confirmed\/[\w-]+\?payment_intent=pi_/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Confirmed')
  await expect(page.getByText('Test order: no money was charged.')).toBeVisible()
  expect(orderBodies).toHaveLength(1)
  expect(JSON.parse(orderBodies[0] ?? '{}').payment).toEqual({ provider: 'stripe' })
  expect(orderBodies[0]).not.toMatch(/4242/)
})

test('a card Stripe declines shows Stripe’s message and the order is not confirmed', async ({
  page,
}) => {
  await addToCartFromProductPage(page, '/shop/dinner-plate')
  await openLive(page, '/checkout')
  await fillAddress(page)
  const form = checkoutForm(page)
  await form.getByRole('radio', { name: /^Standard shipping/ }).check()
  await form.getByLabel('Card number (Stripe test)').fill('4000 0000 0000 0002')
  // The phone-width look of the Stripe payment part.
  await page.setViewportSize({ width: 390, height: 844 })
  await form.getByRole('button', { name: 'Pay now' }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'e2e/screenshots/stripe-checkout-phone.png' })
  await form.getByRole('button', { name: 'Pay now' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible()
  await expect(page).toHaveURL(/\/checkout$/)
})

test('Afterpay through the Payment Element: to the provider’s page and back, paid on Stripe’s word', async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL })
  const crumb = await signInOwnerRequest(request)
  const on = await request.put('/api/editor/store/settings/payments/stripe', {
    headers: { 'x-csrf-token': crumb },
    data: { ...keys, afterpayClearpay: true },
  })
  expect(on.ok()).toBe(true)
  await addToCartFromProductPage(page, '/shop/bud-vase')
  await openLive(page, '/checkout')
  await fillAddress(page)
  const form = checkoutForm(page)
  await form.getByRole('radio', { name: /^Standard shipping/ }).check()
  await form.getByRole('radio', { name: 'Afterpay' }).check()
  await keepScreenshot(page, 'stripe-checkout-afterpay')
  expect(await seriousViolations(page)).toEqual([])
  await form.getByRole('button', { name: 'Pay now' }).click()

  await expect(page.getByRole('heading', { name: 'Afterpay test payment' })).toBeVisible()
  await page.getByRole('link', { name: 'Authorize test payment' }).click()
  await expect(page).toHaveURL(/\/checkout\/confirmed\/[\w-]+\?payment_intent=pi_/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Confirmed')
  await request.put('/api/editor/store/settings/payments/stripe', {
    headers: { 'x-csrf-token': crumb },
    data: { ...keys, afterpayClearpay: false },
  })
  await request.dispose()
})

for (const width of [1440, 390]) {
  test(`Klarna through the Payment Element, only where it applies: to Klarna and back, paid on Stripe’s word (${width} px)`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const request = await playwright.request.newContext({ baseURL })
    const crumb = await signInOwnerRequest(request)
    const on = await request.put('/api/editor/store/settings/payments/stripe', {
      headers: { 'x-csrf-token': crumb },
      data: { ...keys, klarna: true },
    })
    expect(on.ok()).toBe(true)
    expect((await on.json()).stripe.accountCountry).toBe('US')
    try {
      await addToCartFromProductPage(page, '/shop/bud-vase')
      await openLive(page, '/checkout')
      const form = checkoutForm(page)
      // A Canadian shopper of this US account is not offered Klarna; a US one is.
      await form.getByLabel('Country', { exact: true }).selectOption('CA')
      await expect(form.getByLabel('Card number (Stripe test)')).toBeVisible()
      await expect(form.getByRole('radio', { name: 'Klarna' })).toHaveCount(0)
      await form.getByLabel('Country', { exact: true }).selectOption('US')
      await fillAddress(page)
      await form.getByRole('radio', { name: /^Standard shipping/ }).check()
      await form.getByRole('radio', { name: 'Klarna' }).check()
      await expect(form.getByLabel('Card number (Stripe test)')).toBeHidden()
      await form.getByRole('radio', { name: 'Klarna' }).scrollIntoViewIfNeeded()
      await keepScreenshot(page, 'stripe-checkout-klarna')
      expect(await seriousViolations(page)).toEqual([])
      await form.getByRole('button', { name: 'Pay now' }).click()

      await expect(page.getByRole('heading', { name: 'Klarna test payment' })).toBeVisible()
      await page.getByRole('link', { name: 'Authorize test payment' }).click()
      await expect(page).toHaveURL(/\/checkout\/confirmed\/[\w-]+\?payment_intent=pi_/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Confirmed')
    } finally {
      await request.put('/api/editor/store/settings/payments/stripe', {
        headers: { 'x-csrf-token': crumb },
        data: { ...keys, klarna: false },
      })
      await request.dispose()
    }
  })
}
