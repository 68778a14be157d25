import { expect, test, type Page } from '@playwright/test'
import { openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

// Issue 22, point 6: the cart shows the chosen variant's own picture; "You might also like" varies
// by product (its category and tag relatives first, never itself) and fills whole rows.
const MUG = '/shop/speckled-stoneware-mug'

const relatedTitles = (page: Page) =>
  page.locator('.related .product-card:visible .product-card__title').allTextContents()

/** The visible related cards' tops and the right edges of the row and of its last card. */
async function rowShape(page: Page) {
  return page.locator('.related .product-grid').evaluate((grid) => {
    const cards = [...grid.querySelectorAll('.product-card')].filter(
      (card) => getComputedStyle(card).display !== 'none',
    )
    return {
      tops: cards.map((card) => Math.round(card.getBoundingClientRect().top)),
      gridRight: Math.round(grid.getBoundingClientRect().right),
      lastRight: Math.round(cards.at(-1)!.getBoundingClientRect().right),
    }
  })
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px "You might also like" fills whole rows, varies by product and never shows itself`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await openLive(page, MUG)
    await page.locator('.related').scrollIntoViewIfNeeded()
    const mugRow = await relatedTitles(page)
    expect(mugRow).not.toContain('Speckled Stoneware Mug')
    // The other mug shares both categories: it comes first.
    expect(mugRow[0]).toBe('Custom Name Mug')
    const shape = await rowShape(page)
    if (viewport.width === 1440) {
      expect(mugRow).toHaveLength(5)
      expect(new Set(shape.tops).size).toBe(1)
    } else {
      expect(mugRow).toHaveLength(4)
      expect(new Set(shape.tops).size).toBe(2)
    }
    // The last card reaches the row's right edge: no empty slot at the end.
    expect(Math.abs(shape.gridRight - shape.lastRight)).toBeLessThanOrEqual(2)
    expect(await seriousViolations(page)).toEqual([])
    await keepScreenshot(page, 'finish-related-mug')

    await openLive(page, '/shop/house-blend-coffee')
    const coffeeRow = await relatedTitles(page)
    expect(coffeeRow).not.toContain('House Blend Coffee')
    expect(coffeeRow).not.toEqual(mugRow)
    // Coffee relatives before the ceramics.
    expect(coffeeRow.slice(0, 3).sort()).toEqual(
      ['A Year of Coffee', 'Coffee of the Month', 'The Home Brewing Guide'].sort(),
    )
  })

  test(`at ${viewport.width} px the cart line and the checkout summary show the chosen glaze's own picture`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await openLive(page, MUG)
    const fileOf = (src: string | null) => (src ?? '').split('?')[0]
    const mainPicture = await page.locator('.product__image img').first().getAttribute('src')
    await page.getByRole('combobox', { name: 'Size' }).selectOption('8 oz')
    await page.getByRole('combobox', { name: 'Color' }).selectOption('Sage')
    const sagePicture = await page
      .locator('.product__image[data-variant-sku~="MUG-8-SAGE"] img')
      .getAttribute('src')
    // Sage is not the product's main picture (Oat is), so the line proves it shows the variant's own.
    expect(fileOf(sagePicture)).not.toBe(fileOf(mainPicture))
    await page.getByRole('button', { name: 'Add To Cart' }).click()
    await expect(page.locator('.cart-pill')).toContainText('1 item')

    await openLive(page, '/cart')
    const picture = page.locator('.cart-entry img.cart-entry__image')
    await expect(picture).toBeVisible()
    expect(fileOf(await picture.getAttribute('src'))).toBe(fileOf(sagePicture))
    expect(await seriousViolations(page)).toEqual([])
    await keepScreenshot(page, 'finish-cart-variant-picture')

    // The checkout's order summary shows the same picture beside the line.
    await openLive(page, '/checkout')
    // On a phone the summary is a closed panel at the top.
    if (viewport.width === 390)
      await page.getByRole('button', { name: 'Show order summary' }).click()
    const summaryPicture = page.locator('.checkout-summary__line img.checkout-summary__image')
    await expect(summaryPicture).toBeVisible()
    expect(fileOf(await summaryPicture.getAttribute('src'))).toBe(fileOf(sagePicture))
    expect(await seriousViolations(page)).toEqual([])
    await keepScreenshot(page, 'finish-checkout-variant-picture')
  })
}
