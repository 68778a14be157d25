import { expect, test, type Page } from '@playwright/test'
import { openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'

// Issue 14, points 2 and 3: a sold-out choice cannot be bought and offers the restock box; the
// product page never promises an installment provider (Afterpay, Clearpay) the checkout lacks.
const MUG = '/shop/speckled-stoneware-mug'

const addButton = (page: Page) => page.locator('.sqs-add-to-cart-button')
const installment = (page: Page) => page.locator('.installment-pill')

test.use({ viewport: { width: 1440, height: 900 } })

test('the 12 oz Charcoal mug shows a disabled sold-out button, the restock box and no installments', async ({
  page,
}) => {
  await openLive(page, MUG)
  await expect(page.getByRole('alert')).toHaveText('')
  await page.getByRole('combobox', { name: 'Size' }).selectOption('12 oz')
  await page.getByRole('combobox', { name: 'Color' }).selectOption('Charcoal')
  await expect(addButton(page)).toHaveText('sold out')
  await expect(addButton(page)).toHaveAttribute('aria-disabled', 'true')
  await expect(page.getByText('Sorry, we do not have enough of that item available.')).toHaveCount(
    0,
  )
  await expect(page.getByText('Notify me when this is back in stock')).toBeVisible()
  await expect(page.getByText(/interest-free/)).toHaveCount(0)
  const colours = await addButton(page).evaluate((el) => getComputedStyle(el).cursor)
  expect(colours).toBe('not-allowed')
  await keepScreenshot(page, 'finish-sold-out-mug')

  // Back to a variant in stock: the button, the pill and its amount come back.
  await page.getByRole('combobox', { name: 'Color' }).selectOption('Oat')
  await expect(addButton(page)).toHaveText('Add To Cart')
  await expect(addButton(page)).not.toHaveAttribute('aria-disabled', 'true')
  await expect(page.getByText('Notify me when this is back in stock')).toBeHidden()
})

test('the Moonlight Teapot is sold out from the first paint, with no installment line', async ({
  page,
}) => {
  await openLive(page, '/shop/moonlight-teapot')
  await expect(addButton(page)).toHaveText('sold out')
  await expect(addButton(page)).toHaveAttribute('aria-disabled', 'true')
  await expect(page.getByText(/interest-free/)).toHaveCount(0)
  await expect(page.getByText('Notify me when this is back in stock')).toBeVisible()
})

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}px no product promises a payment method the checkout does not offer`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    for (const path of [MUG, '/shop/bud-vase']) {
      await openLive(page, path)
      await expect(addButton(page)).toHaveText('Add To Cart')
      await expect(page.locator('main')).not.toContainText(/Afterpay|Clearpay|interest-free/)
      await expect(installment(page)).toHaveCount(0)
    }
    await addButton(page).click()
    await expect(addButton(page)).toHaveText('Added!')
    await openLive(page, '/checkout')
    const payment = page.locator('form.checkout-form')
    await expect(payment.getByText('Card (test mode)')).toBeVisible()
    await expect(payment).not.toContainText(/Afterpay|Clearpay|installment/i)
  })
}

test('a subscription product shows no installment line', async ({ page }) => {
  await openLive(page, '/shop/coffee-of-the-month')
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible()
  await expect(page.getByText(/interest-free/)).toHaveCount(0)
  await expect(page.locator('[data-island="installment-pill"]')).toHaveCount(0)
})

test('a subscription’s product page says how often its price is paid', async ({ page }) => {
  await page.goto('/shop/coffee-of-the-month')
  const serverPrice = (await page.locator('.product__price').textContent())?.trim() ?? ''
  expect(serverPrice).toMatch(/every/)
  await openLive(page, '/shop/coffee-of-the-month')
  await expect(page.locator('.product__price')).toHaveText(serverPrice)
})
