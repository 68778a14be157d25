import { expect, test, type Page } from '@playwright/test'
import { checkoutForm, fillCheckout } from './checkout-helpers.js'
import { signIn } from './editor-session.js'
import { openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

// Issue 22, point 7: the order page shows each line's picture and prints a packing slip (shop name
// and address, order number and date, ship-to, items with SKU and quantity, no prices); the
// product editor's variant table fits its card; the restock table keeps its row dividers.

async function buySageMug(page: Page, email: string) {
  await openLive(page, '/shop/speckled-stoneware-mug')
  await page.getByRole('combobox', { name: 'Size' }).selectOption('8 oz')
  await page.getByRole('combobox', { name: 'Color' }).selectOption('Sage')
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2')
  await page.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(page.locator('.sqs-add-to-cart-button')).toHaveText('Added!')
  await openLive(page, '/checkout')
  await fillCheckout(page, '4242 4242 4242 4242', email)
  await checkoutForm(page)
    .getByRole('radio', { name: /^Standard shipping/ })
    .check()
  await checkoutForm(page).getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/checkout\/confirmed\/[\w-]+$/, { timeout: 20_000 })
}

async function openCommerce(page: Page, section: string) {
  await page
    .getByRole('navigation', { name: 'Editor areas' })
    .getByRole('button', { name: 'Orders' })
    .click()
  if (section !== 'Orders') {
    await page
      .getByRole('navigation', { name: 'Commerce' })
      .getByRole('button', { name: section })
      .click()
  }
}

test('the order page shows line pictures and prints a packing slip without prices', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const shopper = `slip-${Date.now().toString(36)}@example.com`
  await buySageMug(page, shopper)
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  await openCommerce(page, 'Orders')
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(shopper)
  await page.getByRole('button', { name: 'Search orders' }).click()
  await page
    .getByRole('row')
    .filter({ hasText: shopper })
    .getByRole('button', { name: /^#\d+$/ })
    .click()
  const title = page.getByRole('heading', { level: 2, name: /^Order #\d+$/ })
  await expect(title).toBeVisible()
  const orderNumber = ((await title.textContent()) ?? '').replace('Order #', '')

  const line = page.getByRole('rowheader').filter({ hasText: 'Speckled Stoneware Mug' })
  const picture = line.locator('img.ed-order-line__picture')
  await expect(picture).toBeVisible()
  expect(await picture.getAttribute('src')).toContain('mug-sage')
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  expect(await seriousViolations(page)).toEqual([])
  await keepScreenshot(page, 'finish-order-detail-pictures')

  // The button prints the page; printed, the page is the slip alone.
  await page.evaluate(() => {
    const counted = window as unknown as { printed: number }
    counted.printed = 0
    window.print = () => {
      counted.printed += 1
    }
  })
  await page.getByRole('button', { name: 'Print packing slip' }).click()
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  const slip = page.locator('.ed-packing-slip')
  await expect(slip).toBeHidden()
  await page.emulateMedia({ media: 'print' })
  await expect(slip).toBeVisible()
  await expect(title).toBeHidden()
  await expect(slip.locator('.ed-packing-slip__shop')).toHaveText('Loam & Ember')
  await expect(slip.locator('header address')).toHaveText(
    /41 Foundry Lane\s*Portland, ME 04101\s*United States/,
  )
  await expect(slip.getByRole('heading', { level: 1 })).toHaveText(`Order #${orderNumber}`)
  await expect(slip.locator('time')).toHaveText(/\w+ \d{1,2}, \d{4}/)
  await expect(slip.locator('.ed-packing-slip__ship-to address')).toHaveText(
    /Ada Lovelace\s*1 Main St\s*New York, NY 10001/,
  )
  const row = slip.getByRole('row').filter({ hasText: 'Speckled Stoneware Mug' })
  await expect(row.getByRole('cell')).toHaveText([
    /Speckled Stoneware Mug\s*Size: 8 oz, Color: Sage/,
    'MUG-8-SAGE',
    '2',
  ])
  await expect(slip).not.toContainText('$')
  expect(await seriousViolations(page)).toEqual([])
  await keepScreenshot(page, 'finish-packing-slip')

  await page.emulateMedia({ media: 'screen' })
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(picture).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await keepScreenshot(page, 'finish-order-detail-pictures')
  await page.emulateMedia({ media: 'print' })
  await expect(slip).toBeVisible()
  await keepScreenshot(page, 'finish-packing-slip')
})

test('the product editor variant table fits its card at 1440 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  await page
    .getByRole('navigation', { name: 'Editor areas' })
    .getByRole('button', { name: 'Products' })
    .click()
  await page.getByRole('button', { name: 'Speckled Stoneware Mug', exact: true }).click()
  const variants = page.getByRole('table', { name: 'Variants' })
  await expect(variants.locator('tbody tr')).toHaveCount(6)
  const fit = await variants.evaluate((table) => {
    const card = table.closest('.ed-card, section, fieldset') as HTMLElement
    let scroller: HTMLElement | null = table.parentElement
    let overflow = 0
    while (scroller && scroller !== card.parentElement) {
      overflow = Math.max(overflow, scroller.scrollWidth - scroller.clientWidth)
      scroller = scroller.parentElement
    }
    return {
      overflow,
      tableRight: table.getBoundingClientRect().right,
      cardRight: card.getBoundingClientRect().right,
    }
  })
  expect(fit.overflow).toBeLessThanOrEqual(0)
  expect(fit.tableRight).toBeLessThanOrEqual(fit.cardRight + 0.5)
  expect(await seriousViolations(page)).toEqual([])
  // The editor scrolls inside its own pane: bring the table into the picture.
  await variants.scrollIntoViewIfNeeded()
  await keepScreenshot(page, 'finish-product-editor-variants')
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await seriousViolations(page)).toEqual([])
  await variants.scrollIntoViewIfNeeded()
  await keepScreenshot(page, 'finish-product-editor-variants')
})

test('the restock table keeps a divider under every row, actions cell included', async ({
  page,
}) => {
  await openLive(page, '/shop/moonlight-teapot')
  const box = page.locator('.restock-box')
  await box.getByLabel('Email Address').fill(`restock-${Date.now().toString(36)}@example.com`)
  await box.getByRole('button', { name: 'Notify Me' }).click()
  await expect(box.getByRole('button', { name: 'Notify Me' })).toBeHidden({ timeout: 10_000 })

  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  await openCommerce(page, 'Restock notifications')
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport)
    const row = page.getByRole('row').filter({ hasText: 'Moonlight Teapot' })
    await expect(row).toBeVisible()
    if (viewport.width === 1440) {
      // Every cell of the row is a table cell as tall as the row, so its top border is one line.
      const cells = await row.evaluate((tr) =>
        [...tr.children].map((cell) => ({
          display: getComputedStyle(cell).display,
          height: Math.round(cell.getBoundingClientRect().height),
          top: Math.round(cell.getBoundingClientRect().top),
          border: getComputedStyle(cell).borderTopWidth,
        })),
      )
      const rowBox = await row.boundingBox()
      for (const cell of cells) {
        expect(cell.display).toBe('table-cell')
        expect(cell.border).toBe('1px')
        expect(Math.abs(cell.height - Math.round(rowBox!.height))).toBeLessThanOrEqual(1)
      }
    }
    expect(await seriousViolations(page)).toEqual([])
    await keepScreenshot(page, 'finish-restock-table')
  }
})

test('Store Settings holds the shop address the packing slip prints', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  await page
    .getByRole('navigation', { name: 'Editor areas' })
    .getByRole('button', { name: 'Store Settings' })
    .click()
  const address = page.getByRole('textbox', { name: 'Shop address' })
  await expect(address).toHaveValue('41 Foundry Lane\nPortland, ME 04101\nUnited States')
  await expect(address).toHaveAccessibleDescription(/packing slips/)
  expect(await seriousViolations(page)).toEqual([])
})
