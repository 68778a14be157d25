import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { islandsLive, openLive } from './live-page.js'

// The demo store's checkout settings (as `seedCheckoutSettings` of the server seeds them), saved
// by the owner first so the spec does not depend on how the demo was seeded.
const demoCheckoutSettings = {
  shippingRates: [
    {
      id: 'standard',
      name: 'Standard shipping',
      kind: 'flat-rate',
      costCents: 500,
      destinations: [],
    },
    { id: 'pickup', name: 'Local pickup', kind: 'local-pickup', destinations: [{ country: 'US' }] },
  ],
  taxRules: [
    {
      id: 'ny',
      name: 'New York sales tax',
      country: 'US',
      region: 'NY',
      rateBasisPoints: 800,
      appliesToShipping: true,
      pricesIncludeTax: false,
    },
  ],
  coupons: [{ code: 'WELCOME10', kind: 'percentage', percentBasisPoints: 1000 }],
}

async function addToCartFromProductPage(page: Page, path: string) {
  await openLive(page, path)
  await page.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(page.locator('.sqs-add-to-cart-button')).toHaveText('Added!')
}

const form = (page: Page) => page.locator('form.checkout-form')

async function fillCheckout(page: Page, card: string, email = 'ada@example.com') {
  await form(page).getByLabel('Email', { exact: true }).fill(email)
  await form(page).getByLabel('First name', { exact: true }).fill('Ada')
  await form(page).getByLabel('Last name', { exact: true }).fill('Lovelace')
  await form(page).getByLabel('Address', { exact: true }).fill('1 Main St')
  await form(page).getByLabel('City', { exact: true }).fill('New York')
  await form(page).getByLabel('State', { exact: true }).selectOption('NY')
  await form(page).getByLabel('ZIP code', { exact: true }).fill('10001')
  await form(page).getByLabel('ZIP code', { exact: true }).blur()
  await form(page).getByLabel('Card number', { exact: true }).fill(card)
  await form(page).getByLabel('Expiry month (MM)', { exact: true }).fill('12')
  await form(page).getByLabel('Expiry year (YYYY)', { exact: true }).fill('2099')
  await form(page).getByLabel('Security code', { exact: true }).fill('123')
}

async function signInOwner(request: APIRequestContext): Promise<string> {
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

async function ownerOutbox(request: APIRequestContext) {
  await signInOwner(request)
  const answer = await request.get('/api/editor/outbox')
  return (await answer.json()).messages as Array<{ to: string; subject: string; text: string }>
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL })
  const crumb = await signInOwner(request)
  const saved = await request.put('/api/editor/checkout-settings', {
    headers: { 'x-csrf-token': crumb },
    data: demoCheckoutSettings,
  })
  expect(saved.ok()).toBe(true)
  await request.dispose()
})

test('from a product page to the order-confirmed page with the test card and WELCOME10', async ({
  page,
}) => {
  await addToCartFromProductPage(page, '/shop/bud-vase')
  await openLive(page, '/checkout')
  // Test mode said plainly: which card pays, which is declined, which lacks funds.
  const testCards = form(page).getByRole('note')
  await expect(testCards).toContainText('Test mode: no money is charged.')
  await expect(testCards.getByRole('listitem')).toHaveText([
    '4242 4242 4242 4242 pays',
    '4000 0000 0000 0002 is declined',
    '4000 0000 0000 9995 lacks funds',
  ])
  await fillCheckout(page, '4242 4242 4242 4242')
  await form(page)
    .getByRole('radio', { name: /^Standard shipping/ })
    .check()
  await form(page).getByLabel('Coupon code', { exact: true }).fill('WELCOME10')
  await form(page).getByRole('button', { name: 'Apply coupon' }).click()
  await expect(page.locator('.checkout-summary__discount')).toContainText('$4.20')
  await form(page).getByRole('button', { name: 'Pay now' }).click()

  await expect(page).toHaveURL(/\/checkout\/confirmed\/[\w-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Confirmed')
  await expect(page.getByText('Test order: no money was charged.')).toBeVisible()
  await expect(page.locator('.order-grand-total')).toBeVisible()
  await page.screenshot({ path: 'e2e/screenshots/checkout-confirmed.png', fullPage: true })
})

test('no request to the order API carries the card: the test card is tokenized first', async ({
  page,
}) => {
  const orderBodies: string[] = []
  const tokenBodies: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path === '/api/commerce/orders') orderBodies.push(request.postData() ?? '')
    if (path === '/api/commerce/payments/test/tokens') tokenBodies.push(request.postData() ?? '')
  })
  await addToCartFromProductPage(page, '/shop/bud-vase')
  await openLive(page, '/checkout')
  await fillCheckout(page, '4242 4242 4242 4242')
  await form(page)
    .getByRole('radio', { name: /^Standard shipping/ })
    .check()
  await form(page).getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/checkout\/confirmed\/[\w-]+$/)

  // The card went to the test provider's token endpoint, and only its token to the order.
  expect(tokenBodies).toHaveLength(1)
  expect(tokenBodies[0]).toContain('4242 4242 4242 4242')
  expect(orderBodies).toHaveLength(1)
  for (const body of orderBodies) {
    expect(body).not.toMatch(/4242\D?4242/)
    expect(body).not.toMatch(/"(card|number|cvc|expMonth|expYear)"/)
    expect(JSON.parse(body).payment).toEqual({
      provider: 'test',
      token: expect.stringMatching(/^tok_test_/),
    })
  }
  await expect(page.getByText('Test order: no money was charged.')).toBeVisible()
})

test('a declined card shows its message and keeps the cart', async ({ page }) => {
  await addToCartFromProductPage(page, '/shop/dinner-plate')
  await openLive(page, '/checkout')
  await fillCheckout(page, '4000 0000 0000 0002')
  await form(page)
    .getByRole('radio', { name: /^Standard shipping/ })
    .check()
  await form(page).getByRole('button', { name: 'Pay now' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible()
  await expect(page).toHaveURL(/\/checkout$/)

  await openLive(page, '/cart')
  await expect(
    page.getByRole('spinbutton', { name: 'Quantity of Stoneware Dinner Plate' }),
  ).toHaveValue('1')
})

test('a gift card bought here is then spent on a second order', async ({ page }) => {
  // Bought from the product page: the $25.00 denomination opens its own gift card checkout.
  await openLive(page, '/shop/gift-card')
  await page.getByRole('combobox').first().selectOption({ label: '$25.00' })
  await page.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(page).toHaveURL(/\/checkout\?cartToken=[\w-]+$/)
  await islandsLive(page)
  await expect(page.locator('.checkout-summary__line')).toContainText('Gift Card')
  await fillCheckout(page, '4242 4242 4242 4242', 'giver@example.com')
  await form(page).getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/checkout\/confirmed\//)

  const mails = await ownerOutbox(page.context().request)
  const mail = mails.find((m) => m.to === 'giver@example.com' && m.subject.includes('gift card'))
  const code = /Gift card code: ([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? ''
  expect(code).toMatch(/^\w{4}-\w{4}-\w{4}-\w{4}$/)

  await addToCartFromProductPage(page, '/shop/dinner-plate')
  await openLive(page, '/checkout')
  await fillCheckout(page, '4242 4242 4242 4242')
  await form(page)
    .getByRole('radio', { name: /^Standard shipping/ })
    .check()
  await form(page).getByLabel('Gift card code', { exact: true }).fill(code)
  await form(page).getByRole('button', { name: 'Apply gift card' }).click()
  await expect(page.locator('.checkout-summary__gift-card')).toContainText('$25.00')
  await form(page).getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/checkout\/confirmed\//)
  await expect(page.locator('.order-lines')).toContainText('Gift card')
})

test('a cart below the store’s minimum subtotal says so and cannot be paid', async ({
  page,
  playwright,
  baseURL,
}) => {
  const owner = await playwright.request.newContext({ baseURL })
  const crumb = await signInOwner(owner)
  const setMinimum = async (minimumOrderSubtotalCents: number) => {
    const saved = await owner.put('/api/editor/store-settings/minimum-order-subtotal', {
      headers: { 'x-csrf-token': crumb },
      data: { minimumOrderSubtotalCents },
    })
    expect(saved.ok()).toBe(true)
  }
  try {
    await setMinimum(100_000)
    await addToCartFromProductPage(page, '/shop/bud-vase')
    await openLive(page, '/checkout')
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'To check out, your order subtotal must be $1,000.00 or more.' }),
    ).toBeVisible()
    await expect(form(page).getByRole('button', { name: 'Pay now' })).toBeDisabled()
  } finally {
    await setMinimum(0)
    await owner.dispose()
  }
  // Without the minimum the same cart can be paid.
  await page.reload()
  await islandsLive(page)
  await expect(form(page).getByRole('button', { name: 'Pay now' })).toBeEnabled()
})
