import { expect, test } from '@playwright/test'
import { openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'

// Issue 14, point 7: after a valid contact form the message is in view, below the sticky header,
// and has the focus; options chosen before the product form went live are kept.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the contact form's thank-you is scrolled into view and focused at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await openLive(page, '/contact')
    const form = page.locator('form.site-form')
    await form.locator('input[name="name-fname"]').fill('Ada')
    await form.locator('input[name="name-lname"]').fill('Lovelace')
    await form.locator('input[name="email"]').fill('ada@example.com')
    await form.locator('select[name="topic"]').selectOption('Wholesale')
    await form.locator('textarea[name="message"]').fill('Do you sell to cafés?')
    await form.getByRole('button', { name: 'Submit' }).click()
    const submission = page.locator('.site-form__submission')
    await expect(submission).toBeFocused()
    await expect(submission).toBeInViewport()
    const header = await page.locator('.site-header').boundingBox()
    const message = await submission.boundingBox()
    expect(message?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0))
    await keepScreenshot(page, 'finish-contact-sent')
  })
}

test('a size chosen before the product form is live is kept', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // The island's script is held back, so the visitor chooses in the server's markup first.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/runtime\/.*product-form.*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/shop/speckled-stoneware-mug')
  await page.locator('select[data-variant-option-name="Size"]').selectOption('12 oz')
  release()
  await expect(page.locator('[data-island="product-form"]')).toHaveAttribute(
    'data-island-mounted',
    'true',
  )
  await expect(page.getByRole('combobox', { name: 'Size' })).toHaveValue('12 oz')
})
