import { expect, test } from '@playwright/test'
import { openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

// Issue 14, point 9: gallery pictures (the SPEC §3 `lightbox` setting, on in the demo gallery)
// and product pictures open an accessible lightbox: a modal dialog, arrows, Escape, focus return.

test('at 1440 px a gallery picture opens the lightbox; arrows move, Escape closes, focus returns', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const lazyFiles: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/runtime\/.*lightbox.*\.js$/.test(request.url())) lazyFiles.push(request.url())
  })
  await openLive(page, '/gallery')
  const links = page.locator('.gallery-grid a.lightbox-link')
  const count = await links.count()
  expect(count).toBeGreaterThan(1)
  // Nothing of the viewer loads before it is wanted.
  expect(lazyFiles).toEqual([])
  const first = links.first()
  await first.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Image viewer' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  await expect(dialog.locator('.lightbox__counter')).toHaveText(`Image 1 of ${count}`)
  const image = dialog.locator('img.lightbox__image')
  await expect(image).toHaveJSProperty('complete', true)
  const box = await image.boundingBox()
  expect(box?.width ?? 0).toBeGreaterThan(600)
  expect(await seriousViolations(page)).toEqual([])
  await keepScreenshot(page, 'finish-lightbox-gallery')

  await page.keyboard.press('ArrowRight')
  await expect(dialog.locator('.lightbox__counter')).toHaveText(`Image 2 of ${count}`)
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(dialog.locator('.lightbox__counter')).toHaveText(`Image ${count} of ${count}`)
  await dialog.getByRole('button', { name: 'Next image' }).click()
  await expect(dialog.locator('.lightbox__counter')).toHaveText(`Image 1 of ${count}`)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(first).toBeFocused()
  expect(lazyFiles.length).toBeGreaterThan(0)
})

test('at 390 px a product picture opens in the lightbox and its close button returns focus', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await openLive(page, '/shop/speckled-stoneware-mug')
  const picture = page.locator('.product__gallery a.lightbox-link').first()
  await expect(picture).toHaveAccessibleName(/Enlarge image 1/)
  // The pictures' links keep the page to the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
  await picture.click()
  const dialog = page.getByRole('dialog', { name: 'Image viewer' })
  await expect(dialog).toBeVisible()
  const image = dialog.locator('img.lightbox__image')
  await expect(image).toHaveJSProperty('complete', true)
  const box = await image.boundingBox()
  expect(box?.width ?? 0).toBeGreaterThan(300)
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390)
  await keepScreenshot(page, 'finish-lightbox-product')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(picture).toBeFocused()
})
