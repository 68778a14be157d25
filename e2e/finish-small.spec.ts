import { expect, test } from '@playwright/test'
import { openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'

// Issue 14, point 9: the small things a careful shopper notices.
test('/favicon.ico answers the default site icon, which every page links', async ({
  page,
  request,
}) => {
  const icon = await request.get('/favicon.ico')
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toContain('image/svg+xml')
  await openLive(page, '/')
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg')
})

test('footer social links carry drawn icons, not letters in circles', async ({ page }) => {
  await openLive(page, '/')
  const link = page.locator('.site-footer .social-links__link').first()
  await expect(link.locator('svg')).toHaveCount(1)
  await expect(link).toHaveText('Instagram')
})

test('a post with comments off says nothing about comments; its pager keeps to the column', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openLive(page, '/journal/a-new-ash-glaze')
  await expect(page.getByText(/No Comments/)).toHaveCount(0)
  const article = await page.locator('article.post').boundingBox()
  const pager = await page.locator('nav.pager').boundingBox()
  expect(pager?.x ?? 0).toBeGreaterThanOrEqual((article?.x ?? 0) - 1)
  expect((pager?.x ?? 0) + (pager?.width ?? 0)).toBeLessThanOrEqual(
    (article?.x ?? 0) + (article?.width ?? 0) + 1,
  )
  await expect(page.locator('nav.pager svg').first()).toBeVisible()
  await keepScreenshot(page, 'finish-post')
})

test.describe('the popup', () => {
  test.use({ storageState: { cookies: [], origins: [] } })
  test('promises no discount code that nobody sends', async ({ page }) => {
    await openLive(page, '/')
    const popup = page.getByRole('dialog')
    await expect(popup).toBeVisible({ timeout: 15_000 })
    await expect(popup).not.toContainText('10%')
    await expect(popup).not.toContainText('code')
  })
})
