import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { islandsLive, openLive } from './live-page.js'

// A gift card bought for someone else (SPEC §4): the product page's button goes to the gift card's
// own checkout with the chosen denomination and the recipient fields, leaving the shopping cart
// alone, and the checkout queues the card's mail to the recipient for the chosen day instead of
// sending it to the buyer at once.

/** A day a month from now, as a date input writes it. */
function dayInAMonth(): string {
  const day = new Date(Date.now() + 31 * 24 * 3600 * 1000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`
}

async function ownerOutbox(request: APIRequestContext) {
  await request.get('/api/crumb')
  const crumb = (await request.storageState()).cookies.find((c) => c.name === 'crumb')?.value
  const login = await request.post('/api/auth/login', {
    headers: { 'x-csrf-token': crumb ?? '' },
    data: { email: 'owner@atelier.test', password: 'e2e-owner-password' },
  })
  expect(login.ok()).toBe(true)
  const answer = await request.get('/api/editor/outbox')
  return (await answer.json()).messages as Array<{
    to: string
    subject: string
    status: string
    nextAttemptAt: string
  }>
}

async function fillCheckout(page: Page) {
  const form = page.locator('form.checkout-form')
  await form.getByLabel('Email', { exact: true }).fill('gift-buyer@example.com')
  await form.getByLabel('First name', { exact: true }).fill('Ada')
  await form.getByLabel('Last name', { exact: true }).fill('Lovelace')
  await form.getByLabel('Address', { exact: true }).fill('1 Main St')
  await form.getByLabel('City', { exact: true }).fill('New York')
  await form.getByLabel('State', { exact: true }).selectOption('NY')
  await form.getByLabel('ZIP code', { exact: true }).fill('10001')
  await form.getByLabel('ZIP code', { exact: true }).blur()
  await form.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242')
  await form.getByLabel('Expiry month (MM)', { exact: true }).fill('12')
  await form.getByLabel('Expiry year (YYYY)', { exact: true }).fill('2099')
  await form.getByLabel('Security code', { exact: true }).fill('123')
  await form.getByRole('button', { name: 'Pay now' }).click()
}

test('a gift card bought for a recipient goes through its own checkout and is mailed on the chosen day', async ({
  page,
}) => {
  const deliverAt = dayInAMonth()
  await openLive(page, '/shop/gift-card')
  await expect(
    page.locator('[data-island="product-form"][data-island-mounted="true"]'),
  ).toHaveCount(1)
  await page.getByRole('combobox').first().selectOption({ index: 1 })

  const recipient = page.getByRole('textbox', { name: 'Recipient email' })
  await recipient.fill('grace@')
  await page.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Email is invalid' })).toBeVisible()
  await expect(page.locator('.cart-pill')).toBeHidden()

  await recipient.fill('grace@example.com')
  await expect(page.getByLabel('Delivery date')).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/)
  await page.getByLabel('Delivery date').fill(deliverAt)
  await page.getByRole('button', { name: 'Add To Cart' }).click()

  // The gift card's own checkout, for the chosen denomination alone.
  await expect(page).toHaveURL(/\/checkout\?cartToken=[\w-]+$/)
  await islandsLive(page)
  await expect(page.locator('.checkout-summary__line')).toHaveCount(1)
  await expect(page.locator('.checkout-summary__line')).toContainText('Gift Card')
  await fillCheckout(page)
  await expect(page).toHaveURL(/\/checkout\/confirmed\//)
  await expect(page.locator('.order-lines')).toContainText('Gift Card')

  // The visitor's shopping cart was never touched.
  await openLive(page, '/cart')
  await expect(page.getByText('You have nothing in your shopping cart.')).toBeVisible()

  const mails = await ownerOutbox(page.context().request)
  const mail = mails.find((m) => m.to === 'grace@example.com' && m.subject.includes('gift card'))
  expect(mail?.status).toBe('pending')
  expect(mail?.nextAttemptAt.slice(0, 10)).toBe(deliverAt)
  expect(
    mails.some((m) => m.to === 'gift-buyer@example.com' && m.subject.includes('gift card')),
  ).toBe(false)
})

test('a failed gift card purchase shows the Unable to purchase Gift Card alert', async ({
  page,
}) => {
  await openLive(page, '/shop/gift-card')
  // The server refuses a delivery date more than a year ahead; the page cannot know the store's rule.
  await page.getByRole('combobox').first().selectOption({ index: 1 })
  await page.getByLabel('Delivery date').fill('2999-12-24')
  await page.getByRole('button', { name: 'Add To Cart' }).click()
  const alert = page.getByRole('alertdialog')
  await expect(alert.getByRole('heading', { name: 'Unable to purchase Gift Card' })).toBeVisible()
  await expect(alert).toContainText('Choose a delivery date from today up to one year ahead.')
  await expect(page).toHaveURL(/\/shop\/gift-card$/)
})
