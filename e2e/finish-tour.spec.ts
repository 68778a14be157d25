import { expect, test, type Page } from '@playwright/test'
import { openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'

const PAGES: readonly [string, string][] = [
  ['home', '/'],
  ['shop', '/shop'],
  ['product', '/shop/speckled-stoneware-mug'],
  ['subscription', '/shop/coffee-of-the-month'],
  ['contact', '/contact'],
  ['post', '/journal/a-new-ash-glaze'],
  ['search', '/search?q=mug'],
]

async function addMug(page: Page) {
  await openLive(page, '/shop/bud-vase')
  await page.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(page.locator('.cart-pill')).toContainText('1 item')
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport })
    test('every shopper page, pictured', async ({ page }) => {
      // A dozen pages with a screenshot each: 24 s on an idle CI machine.
      test.setTimeout(90_000)
      for (const [name, path] of PAGES) {
        await openLive(page, path)
        await keepScreenshot(page, name)
      }
      await openLive(page, '/cart')
      await keepScreenshot(page, 'cart-empty')
      await addMug(page)
      await keepScreenshot(page, 'product-with-cart')
      await openLive(page, '/cart')
      await keepScreenshot(page, 'cart')
      await page
        .getByRole('link', { name: 'Checkout' })
        .or(page.getByRole('button', { name: 'Checkout' }))
        .first()
        .click()
      await page.waitForURL(/checkout/)
      await openLive(page, new URL(page.url()).pathname + new URL(page.url()).search)
      await keepScreenshot(page, 'checkout')
    })
  })
}
