import { expect, test } from '@playwright/test'
import { openLive } from './live-page.js'

test('a visitor follows the main navigation to the store and opens a product', async ({ page }) => {
  await openLive(page, '/')
  await expect(page).toHaveTitle('Loam & Ember')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Handmade stoneware and small-batch coffee',
  )

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Shop', exact: true })
    .click()
  await expect(page).toHaveURL(/\/shop$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible()

  await page
    .getByRole('link', { name: /Speckled Stoneware Mug/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/shop\/speckled-stoneware-mug$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Speckled Stoneware Mug')
  await expect(page.locator('.product__price')).toContainText('$28.00')
  await expect(page.getByRole('combobox', { name: /Size/ })).toBeVisible()

  await page.screenshot({ path: 'e2e/screenshots/visitor-store-product.png', fullPage: true })
})

test('the folder in the main navigation opens as a dropdown', async ({ page }) => {
  await openLive(page, '/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByText('Studio', { exact: true }).click()
  await nav.getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible()
})
