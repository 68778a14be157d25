import { expect, test, type Page } from '@playwright/test'
import { openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'

// Issue 14, points 2 and 3: a sold-out choice cannot be bought and offers the restock box; the
// installment pill follows the chosen variant and appears on physical products only.
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
  await expect(installment(page)).not.toContainText('interest-free')
  await expect(installment(page)).toBeEmpty()
  const colours = await addButton(page).evaluate((el) => getComputedStyle(el).cursor)
  expect(colours).toBe('not-allowed')
  await keepScreenshot(page, 'finish-sold-out-mug')

  // Back to a variant in stock: the button, the pill and its amount come back.
  await page.getByRole('combobox', { name: 'Color' }).selectOption('Oat')
  await expect(addButton(page)).toHaveText('Add To Cart')
  await expect(addButton(page)).not.toHaveAttribute('aria-disabled', 'true')
  await expect(installment(page)).toContainText(
    'or 4 interest-free payments of $9.50 with Afterpay',
  )
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

test('the installment amount follows the chosen variant and promises nothing checkout lacks', async ({
  page,
}) => {
  await openLive(page, MUG)
  await expect(installment(page)).toContainText('payments of $7.00')
  await page.getByRole('combobox', { name: 'Size' }).selectOption('12 oz')
  await page.getByRole('combobox', { name: 'Color' }).selectOption('Oat')
  await expect(installment(page)).toContainText('payments of $9.50')
  await page.getByRole('combobox', { name: 'Size' }).selectOption('8 oz')
  await page.getByRole('combobox', { name: 'Color' }).selectOption('Sage')
  await expect(installment(page)).toContainText('payments of $7.00')
  await page.getByRole('button', { name: 'More about Afterpay' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog).not.toContainText('Choose Afterpay at checkout')
  // The info icon is drawn, not a font glyph.
  await page.keyboard.press('Escape')
  await expect(page.locator('.installment-pill__info svg')).toHaveCount(1)
})

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
