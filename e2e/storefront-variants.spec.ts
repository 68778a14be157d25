import { expect, test } from '@playwright/test'
import { openLive } from './live-page.js'

// The demo mug: each glaze (Oat, Sage, Charcoal) has its own picture, shared by both sizes.
const MUG = '/shop/speckled-stoneware-mug'

test('choosing a glaze brings its picture to the front of the gallery', async ({ page }) => {
  await openLive(page, MUG)
  const gallery = page.locator('.product__gallery')
  const first = gallery.locator('figure').first()
  await expect(first.getByRole('img')).toHaveAccessibleName('Speckled stoneware mug in oat glaze')

  await page.getByRole('combobox', { name: 'Color' }).selectOption('Sage')
  await expect(first.getByRole('img')).toHaveAccessibleName('Speckled stoneware mug in sage glaze')
  await expect(first).toHaveClass(/is-active/)
  await expect(gallery.locator('figure.is-active')).toHaveCount(1)

  await page.getByRole('combobox', { name: 'Size' }).selectOption('12 oz')
  await page.getByRole('combobox', { name: 'Color' }).selectOption('Charcoal')
  await expect(first.getByRole('img')).toHaveAccessibleName(
    'Speckled stoneware mug in charcoal glaze',
  )
  await expect(gallery.locator('figure.is-active')).toHaveCount(1)
})

test('the demo bowl says how few are left', async ({ page }) => {
  await openLive(page, '/shop/serving-bowl-large')
  await expect(page.getByText('Only 2 left!')).toBeVisible()
})
