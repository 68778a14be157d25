import { expect, test, type Page } from '@playwright/test'
import { islandsLive, openLive, reloadLive } from './live-page.js'

// The demo shop: the mug comes in two sizes and three glazes (12 oz Charcoal sold out, 8 oz Sage on
// sale at $28.00); the Custom Name Mug asks for the name to letter before it is added.
const MUG = '/shop/speckled-stoneware-mug'
const NAME_MUG = '/shop/custom-name-mug'

/** Opens a product page once its form island is live (clicks before that reach plain markup). */
async function openProduct(page: Page, path: string) {
  await openLive(page, path)
  await expect(page.locator('[data-island="product-form"]')).toHaveCount(1)
}

const addButton = (page: Page) => page.getByRole('button', { name: 'Add To Cart' })
const pill = (page: Page) => page.locator('.cart-pill')

test('a visitor chooses a size and colour, adds two, changes and removes them in the cart', async ({
  page,
}) => {
  await openProduct(page, MUG)
  await expect(pill(page)).toBeHidden()
  await page.getByRole('combobox', { name: 'Size' }).selectOption('12 oz')
  await page.getByRole('combobox', { name: 'Color' }).selectOption('Oat')
  await expect(page.locator('.product__price')).toHaveText('$38.00')
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2')
  await addButton(page).click()
  await expect(page.locator('.sqs-add-to-cart-button')).toHaveText('Added!')
  await expect(pill(page)).toBeVisible()
  await expect(pill(page)).toContainText('2 items')
  await expect(pill(page)).toContainText('$76.00')
  await expect(page.getByRole('link', { name: '2 items in cart' })).toHaveAttribute('href', '/cart')
  await expect(page.locator('.sqs-add-to-cart-button')).toHaveText('Add To Cart', { timeout: 5000 })

  // Another page loads the cart at its start (the hasCart cookie): the pill shows it at once.
  await openProduct(page, NAME_MUG)
  await expect(pill(page)).toBeVisible()
  await expect(pill(page)).toContainText('2 items')
  await expect(pill(page)).toContainText('$76.00')

  await page.getByRole('link', { name: '2 items in cart' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await islandsLive(page)
  await expect(page.locator('.cart-pill')).toHaveCount(0)
  const entry = page.locator('.cart-entry')
  await expect(entry).toHaveCount(1)
  await expect(entry.locator('.cart-entry__title')).toHaveText('Speckled Stoneware Mug')
  await expect(entry.locator('.cart-entry__variant')).toHaveText('Size: 12 oz, Color: Oat')
  const quantity = page.getByRole('spinbutton', { name: 'Quantity of Speckled Stoneware Mug' })
  await expect(quantity).toHaveValue('2')
  await expect(page.locator('.cart-subtotal')).toHaveText('Subtotal $76.00')

  await quantity.fill('3')
  await quantity.press('Enter')
  await expect(page.locator('.cart-subtotal')).toHaveText('Subtotal $114.00')
  await reloadLive(page)
  await expect(
    page.getByRole('spinbutton', { name: 'Quantity of Speckled Stoneware Mug' }),
  ).toHaveValue('3')

  await page.getByRole('button', { name: 'Remove Speckled Stoneware Mug' }).click()
  await expect(page.getByText('You have nothing in your shopping cart.')).toBeVisible()
})

test('an out-of-stock variant says so and is not added', async ({ page }) => {
  await openProduct(page, MUG)
  await page.getByRole('combobox', { name: 'Size' }).selectOption('12 oz')
  await page.getByRole('combobox', { name: 'Color' }).selectOption('Charcoal')
  await expect(page.locator('.product-mark.sold-out')).toHaveText('sold out')
  const soldOut = page.getByRole('button', { name: 'sold out' })
  await expect(soldOut).toHaveAttribute('aria-disabled', 'true')
  await soldOut.dispatchEvent('click')
  await expect(page.locator('.product-form__message')).toHaveText('')
  await expect(pill(page)).toBeHidden()
})

test('unchosen options are named before anything is added', async ({ page }) => {
  await openProduct(page, MUG)
  await addButton(page).press('Enter')
  await expect(page.getByRole('alert')).toHaveText('Please select the Size and Color options.')
})

test('the extra-information form is asked for, checked, and its answers reach the cart', async ({
  page,
}) => {
  await openProduct(page, NAME_MUG)
  await addButton(page).click()
  const dialog = page.getByRole('dialog', { name: 'Lettering details' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(dialog.getByText('Required')).toBeVisible()
  await dialog.getByRole('textbox', { name: /Name to letter/ }).fill('Ada')
  await dialog.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(dialog).toBeHidden()
  await expect(pill(page)).toContainText('1 item')

  await openLive(page, '/cart')
  const entry = page.locator('.cart-entry', { hasText: 'Custom Name Mug' })
  const answer = entry.locator('dl > div', {
    has: page.locator('dt', { hasText: 'Name to letter' }),
  })
  await expect(answer.locator('dd')).toHaveText('Ada')
  await entry.getByRole('button', { name: 'Edit extra information for Custom Name Mug' }).click()
  const edit = page.getByRole('dialog', { name: 'Lettering details' })
  await edit.getByRole('textbox', { name: /Name to letter/ }).fill('Grace')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit).toBeHidden()
  await expect(answer.locator('dd')).toHaveText('Grace')
})

test('the additional-fields modal closes with its cross and gives the focus back', async ({
  page,
}) => {
  await openProduct(page, NAME_MUG)
  await addButton(page).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Lettering details' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(addButton(page)).toBeFocused()
})

test('the single-variant Bud Vase adds without a page fetch', async ({ page }) => {
  const contextFetches: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('format=json')) contextFetches.push(request.url())
  })
  await openProduct(page, '/shop/bud-vase')
  // The restock island may read the page context when it mounts; the add itself must not.
  await page.waitForLoadState('networkidle')
  contextFetches.length = 0
  await addButton(page).click()
  await expect(pill(page)).toContainText('1 item')
  await expect(pill(page)).toContainText('$42.00')
  expect(contextFetches).toEqual([])
  await page.getByRole('link', { name: 'One item in cart' }).click()
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible()
  await expect(page.locator('.cart-entry__title')).toHaveText('Bud Vase')
})

test('a subscription goes straight to checkout with its cart token', async ({ page }) => {
  await openProduct(page, '/shop/coffee-of-the-month')
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page).toHaveURL(/\/checkout\?cartToken=[\w-]+$/)
})

test('a gift card goes to its own checkout in the chosen denomination', async ({ page }) => {
  await openProduct(page, '/shop/gift-card')
  await page.getByRole('combobox').first().selectOption({ index: 2 })
  await page.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(page).toHaveURL(/\/checkout\?cartToken=[\w-]+$/)
  await expect(page.locator('.checkout-summary__line')).toContainText('Gift Card')
  await expect(page.locator('.checkout-summary__line')).toContainText('$50.00')
})
