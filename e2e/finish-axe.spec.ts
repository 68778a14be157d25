import { expect, test, type Page } from '@playwright/test'
import { islandsLive, openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

// Issue 14, point 8, and issue 19, point 11: no serious or critical axe violation on any page
// type a shopper meets, at both sizes.
test.use({ bypassCSP: true })

const PAGES: readonly [string, string][] = [
  ['home', '/'],
  ['shop', '/shop'],
  ['product', '/shop/speckled-stoneware-mug'],
  ['gift-card', '/shop/gift-card'],
  ['subscription', '/shop/coffee-of-the-month'],
  ['contact', '/contact'],
  ['about', '/about'],
  ['blog', '/journal'],
  ['post', '/journal/a-new-ash-glaze'],
  ['events', '/events'],
  ['event', '/events/studio-sale'],
  ['search', '/search?q=mug'],
  ['gallery', '/gallery'],
  ['account', '/account/login'],
  ['not-found', '/no-such-page'],
]

async function expectClean(page: Page, name: string) {
  await keepScreenshot(page, `axe-${name}`)
  expect.soft(await seriousViolations(page), name).toEqual([])
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`every shopper page at ${viewport.width}px has no serious axe violation`, async ({
    page,
  }) => {
    test.setTimeout(420_000)
    await page.setViewportSize(viewport)
    for (const [name, path] of PAGES) {
      await openLive(page, path)
      await expectClean(page, name)
    }
    await openLive(page, '/shop/bud-vase')
    await page.getByRole('button', { name: 'Add To Cart' }).click()
    await expect(page.locator('.cart-pill')).toContainText('1 item')
    await openLive(page, '/cart')
    await expectClean(page, 'cart')
    await openLive(page, '/checkout')
    await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible()
    await expectClean(page, 'checkout')
    const form = page.locator('form.checkout-form')
    await form.getByLabel('Email', { exact: true }).fill('axe@example.com')
    await form.getByLabel('First name', { exact: true }).fill('Ada')
    await form.getByLabel('Last name', { exact: true }).fill('Lovelace')
    await form.getByLabel('Address', { exact: true }).fill('1 Main St')
    await form.getByLabel('City', { exact: true }).fill('New York')
    await form.getByRole('combobox', { name: 'State' }).selectOption('NY')
    await form.getByLabel('ZIP code', { exact: true }).fill('10001')
    await form.getByLabel('ZIP code', { exact: true }).blur()
    await form.getByRole('radio').first().check()
    // The store takes no offline payment unless its owner turns it on: pay by test card.
    await form.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242')
    await form.getByLabel('Expiry month (MM)', { exact: true }).fill('12')
    await form.getByLabel('Expiry year (YYYY)', { exact: true }).fill('2099')
    await form.getByLabel('Security code', { exact: true }).fill('123')
    await form.getByRole('button', { name: 'Pay now' }).click()
    await expect(page).toHaveURL(/\/checkout\/confirmed\//)
    await islandsLive(page)
    await expectClean(page, 'order-confirmed')
    await page.locator('.order-status-link').click()
    await islandsLive(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order #\d+$/)
    await expectClean(page, 'order-status')
  })
}
