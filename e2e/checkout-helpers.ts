import { expect } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { openLive } from './live-page.js'

/** The owner the Playwright web server is started with; returns the crumb it signed in with. */
export async function signInOwnerRequest(request: APIRequestContext): Promise<string> {
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

/** Saves one flat $5.00 "Standard shipping" rate, no tax, no coupons: what a purchase spec needs. */
export async function saveStandardShipping(
  playwright: {
    request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> }
  },
  baseURL: string | undefined,
): Promise<void> {
  const request = await playwright.request.newContext({ baseURL })
  const crumb = await signInOwnerRequest(request)
  const saved = await request.put('/api/editor/checkout-settings', {
    headers: { 'x-csrf-token': crumb },
    data: {
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
    },
  })
  expect(saved.ok()).toBe(true)
  await request.dispose()
}

export async function addToCartFromProductPage(page: Page, path: string): Promise<void> {
  await openLive(page, path)
  await page.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(page.locator('.sqs-add-to-cart-button')).toHaveText('Added!')
}

export const checkoutForm = (page: Page) => page.locator('form.checkout-form')

/** Fills the checkout form as a New York buyer paying with `card`. */
export async function fillCheckout(page: Page, card: string, email = 'ada@example.com') {
  const form = checkoutForm(page)
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('First name', { exact: true }).fill('Ada')
  await form.getByLabel('Last name', { exact: true }).fill('Lovelace')
  await form.getByLabel('Address', { exact: true }).fill('1 Main St')
  await form.getByLabel('City', { exact: true }).fill('New York')
  await form.getByLabel('State', { exact: true }).selectOption('NY')
  await form.getByLabel('ZIP code', { exact: true }).fill('10001')
  await form.getByLabel('ZIP code', { exact: true }).blur()
  await form.getByLabel('Card number', { exact: true }).fill(card)
  await form.getByLabel('Expiry month (MM)', { exact: true }).fill('12')
  await form.getByLabel('Expiry year (YYYY)', { exact: true }).fill('2099')
  await form.getByLabel('Security code', { exact: true }).fill('123')
}
