import { expect, test, type Page } from '@playwright/test'
import { openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'

// Issue 14, point 1: the cart page is a laid-out cart with pictures, a stepper and a summary.
async function add(page: Page, path: string) {
  await openLive(page, path)
  const before = await page.locator('.cart-pill').textContent()
  await page.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(page.locator('.cart-pill')).not.toHaveText(before ?? '')
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}px a line shows its picture, title, unit price, stepper, total and remove`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await add(page, '/shop/bud-vase')
    await openLive(page, '/cart')
    const line = page.locator('.cart-entry')
    const picture = line.locator('img.cart-entry__image')
    await expect(picture).toBeVisible()
    expect((await picture.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(70)
    await expect(line.getByRole('link', { name: 'Bud Vase' })).toHaveAttribute(
      'href',
      '/shop/bud-vase',
    )
    await expect(line.locator('.cart-entry__unit-price')).toHaveText('$42.00')
    const minus = page.getByRole('button', { name: 'One fewer Bud Vase' })
    const plus = page.getByRole('button', { name: 'One more Bud Vase' })
    // Touch-sized controls, not tiny native ones, and no bullet before the line.
    expect((await plus.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
    expect((await minus.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(44)
    expect(await line.evaluate((el) => getComputedStyle(el).listStyleType)).not.toBe('disc')
    const checkout = page.getByRole('link', { name: 'Checkout' })
    expect((await checkout.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
    // Nothing runs past the right edge.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await plus.click()
    await expect(page.locator('.cart-subtotal')).toContainText('$84.00')
    await expect(page.getByRole('spinbutton', { name: 'Quantity of Bud Vase' })).toHaveValue('2')
    await keepScreenshot(page, 'finish-cart')
    await minus.click()
    await expect(page.locator('.cart-subtotal')).toContainText('$42.00')
  })
}

test('quantity 0 removes a line, the focus moves on, and the empty cart offers Continue shopping', async ({
  page,
}) => {
  await add(page, '/shop/bud-vase')
  await add(page, '/shop/dinner-plate')
  await openLive(page, '/cart')
  await expect(page.locator('.cart-entry')).toHaveCount(2)
  const vase = page.getByRole('spinbutton', { name: 'Quantity of Bud Vase' })
  await vase.fill('0')
  await vase.press('Enter')
  await expect(page.locator('.cart-entry')).toHaveCount(1)
  await expect(
    page.getByRole('spinbutton', { name: 'Quantity of Stoneware Dinner Plate' }),
  ).toBeFocused()
  await page.getByRole('button', { name: 'Remove Stoneware Dinner Plate' }).click()
  await expect(page.getByText('You have nothing in your shopping cart.')).toBeVisible()
  const back = page.getByRole('link', { name: 'Continue shopping' })
  await expect(back).toBeFocused()
  await expect(back).toHaveAttribute('href', '/shop')
  await keepScreenshot(page, 'finish-cart-empty')
})

test('a quantity beyond the stock says how many are left', async ({ page }) => {
  await add(page, '/shop/serving-bowl-large')
  await openLive(page, '/cart')
  const bowl = page.getByRole('spinbutton', { name: 'Quantity of Large Serving Bowl' })
  await bowl.fill('5')
  await bowl.press('Enter')
  const alert = page.getByRole('alertdialog')
  await expect(alert).toContainText('Only 2 are left.')
  await keepScreenshot(page, 'finish-cart-stock')
  await alert.getByRole('button').first().click()
  await expect(bowl).toHaveValue('1')
})
