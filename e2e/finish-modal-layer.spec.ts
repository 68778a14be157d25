import { expect, test, type Page } from '@playwright/test'
import { openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

// Issue 22: once the demo's navigation wraps to several rows (other specs add pages), the sticky
// site header grew over the additional-fields modal's cross and took its clicks. The modal lives in
// the top layer now, above the header whatever stacking context holds the island.
const NAME_MUG = '/shop/custom-name-mug'

/** Makes the site navigation wrap to several rows, as a site with many pages has it. */
async function wrapNavigation(page: Page) {
  await page.evaluate(() => {
    const list = document.querySelector('.main-nav__list')
    const first = list?.querySelector('.main-nav__item')
    if (!list || !first) throw new Error('no site navigation')
    for (let index = 0; index < 60; index += 1) {
      const copy = first.cloneNode(true) as HTMLElement
      const link = copy.querySelector('a')
      if (link) link.textContent = `Wrapped page ${index + 1}`
      list.append(copy)
    }
  })
}

for (const viewport of [
  { width: 1440, height: 700 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the modal's cross takes a real click above a tall wrapped header`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await openLive(page, NAME_MUG)
    await wrapNavigation(page)
    const header = page.locator('.site-header')
    const addButton = page.getByRole('button', { name: 'Add To Cart' })
    await addButton.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Lettering details' })
    await expect(dialog).toBeVisible()
    const cross = dialog.getByRole('button', { name: 'Close' })
    const [headerBox, crossBox] = [await header.boundingBox(), await cross.boundingBox()]
    // The test only proves something when the header really reaches down over the cross.
    if (viewport.width === 1440)
      expect(headerBox!.y + headerBox!.height).toBeGreaterThan(crossBox!.y)
    // The element the browser finds under the cross's centre is the cross (or its icon).
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label'),
      { x: crossBox!.x + crossBox!.width / 2, y: crossBox!.y + crossBox!.height / 2 },
    )
    expect(onTop).toBe('Close')
    expect(await seriousViolations(page)).toEqual([])
    await keepScreenshot(page, 'finish-modal-over-wrapped-header')
    await cross.click()
    await expect(dialog).toBeHidden()
    await expect(addButton).toBeFocused()
  })
}
