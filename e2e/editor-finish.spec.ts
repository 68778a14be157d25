import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import {
  addBlock,
  addPage,
  addTextBlock,
  blockOutline,
  expectSaved,
  pageCanvas,
  signIn,
  styleCanvasVariable,
  uniqueTitle,
} from './editor-session.js'
import { addToCartFromProductPage, checkoutForm, fillCheckout } from './checkout-helpers.js'
import { horizontalOverflow, openArea } from './editor-shell-helpers.js'
import { islandsLive, openLive } from './live-page.js'
import { recordWrites } from './page-writes.js'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

interface SiteStylesBody {
  colors: Record<string, string>
}

/** The accent colour a visitor with a fresh browser context reads on the home page. */
async function visitorAccent(browser: Browser): Promise<string> {
  const context = await browser.newContext()
  const visitor = await context.newPage()
  await visitor.goto('/')
  const accent = await visitor.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--accent').trim(),
  )
  await context.close()
  return accent
}

async function openSiteStyles(page: Page): Promise<void> {
  await openArea(page, 'Site Styles')
  await expect(page.getByRole('heading', { name: 'Site Styles' })).toBeVisible()
  await expect.poll(() => styleCanvasVariable(page, '--accent')).not.toBe('')
}

test('a style change shows in the canvas only, and reaches visitors when Save styles is pressed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  // The editor's timers run on a clock the test moves (autosave delays included).
  await page.clock.install()
  await signIn(page)
  await openSiteStyles(page)
  const hex = page.getByRole('group', { name: 'Accent colour' }).getByLabel('Accent colour hex')
  const before = (await hex.inputValue()).toLowerCase()
  const changed = before === '#1f6b5c' ? '#6b1f5c' : '#1f6b5c'
  expect(await visitorAccent(browser)).toBe(before)

  const writes = recordWrites(page)
  await hex.fill(changed)
  await expect.poll(() => styleCanvasVariable(page, '--accent')).toBe(changed)
  await expect(page.getByTestId('styles-save-state')).toHaveText('Unsaved changes')
  // Long past the old autosave delay on the page's clock, nothing was sent, and visitors and the
  // stored styles still have the old colour.
  await page.clock.runFor(1500)
  expect(await visitorAccent(browser)).toBe(before)
  const stored = (await (await page.request.get('/api/editor/styles')).json()) as SiteStylesBody
  expect(stored.colors.accent?.toLowerCase()).toBe(before)
  expect(writes).toEqual([])

  // Leaving the area asks first, in the editor's own dialog; Escape and Keep editing both stay.
  await openArea(page, 'Header & Footer')
  const leave = page.getByRole('alertdialog', { name: 'Unsaved changes' })
  await expect(leave).toBeVisible()
  await expect(leave).toContainText('Your style changes will be lost.')
  await expect(leave.getByRole('button', { name: 'Keep editing' })).toBeFocused()
  expect(await seriousViolations(page)).toEqual([])
  await keepScreenshot(page, 'editor-leave-unsaved')
  // Focus stays inside the dialog.
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab')
  expect(await leave.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(leave).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Site Styles' })).toBeVisible()
  await expect(hex).toHaveValue(changed)
  await openArea(page, 'Header & Footer')
  await leave.getByRole('button', { name: 'Keep editing' }).click()
  await expect(page.getByRole('heading', { name: 'Site Styles' })).toBeVisible()
  await expect(hex).toHaveValue(changed)

  await page.getByRole('button', { name: 'Save styles' }).click()
  await expect(page.getByTestId('styles-save-state')).toHaveText('Saved', { timeout: 10_000 })
  await expect.poll(() => visitorAccent(browser), { timeout: 30_000 }).toBe(changed)

  // Saved work leaves without a question. The demo's colour goes back for the specs that follow.
  await hex.fill(before)
  await page.getByRole('button', { name: 'Save styles' }).click()
  await expect(page.getByTestId('styles-save-state')).toHaveText('Saved', { timeout: 10_000 })
  await openArea(page, 'Header & Footer')
  await expect(page.getByRole('button', { name: 'Save header and footer' })).toBeVisible()

  // Discard changes leaves, and the discarded colour reaches nobody.
  await openSiteStyles(page)
  await hex.fill(changed)
  await openArea(page, 'Header & Footer')
  await leave.getByRole('button', { name: 'Discard changes' }).click()
  await expect(page.getByRole('button', { name: 'Save header and footer' })).toBeVisible()
  await openSiteStyles(page)
  await expect(hex).toHaveValue(before)
})

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the Site Styles form at ${viewport.width} px: grouped, labelled, no bullets, nothing outside the screen`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await signIn(page)
    await openSiteStyles(page)
    const form = page.locator('.ed-styles-form')
    await expect(form.getByRole('heading', { name: 'Fonts', exact: true })).toBeVisible()
    await expect(form.getByRole('heading', { name: 'Colours', exact: true })).toBeVisible()
    // Fonts are buttons in chips and rows: no list shows a bullet.
    const bullets = await form
      .locator('ul, li')
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).listStyleType))
    expect(bullets.length).toBeGreaterThan(0)
    expect(new Set(bullets)).toEqual(new Set(['none']))
    // Each control's label sits above it, inside its group, and the form fits the screen.
    const formBox = await box(form)
    expect(formBox.x).toBeGreaterThanOrEqual(0)
    expect(formBox.x + formBox.width).toBeLessThanOrEqual(viewport.width)
    for (const group of await form.locator('fieldset').all()) {
      const groupBox = await box(group)
      expect(groupBox.x + groupBox.width).toBeLessThanOrEqual(formBox.x + formBox.width + 0.5)
    }
    const heading = form.getByRole('group', { name: /^Heading font/ })
    const search = await box(heading.getByLabel('Search heading font fonts'))
    const category = await box(heading.getByLabel('Category'))
    expect(overlaps(search, category)).toBe(false)
    expect(category.x + category.width).toBeLessThanOrEqual(formBox.x + formBox.width)
    expect(await horizontalOverflow(page)).toBe(0)
    // On a phone the preview follows the form, full width.
    const preview = await box(page.locator('iframe[title="Style preview"]'))
    if (viewport.width < 720)
      expect(preview.y).toBeGreaterThanOrEqual(formBox.y + formBox.height - 1)
    else expect(overlaps(preview, formBox)).toBe(false)
    expect(await seriousViolations(page)).toEqual([])
    await keepScreenshot(page, 'editor-site-styles')
    // A full-page picture leaves a frame below the screen unpainted: the preview gets its own.
    await page.locator('iframe[title="Style preview"]').scrollIntoViewIfNeeded()
    await keepScreenshot(page, 'editor-site-styles-preview')
  })
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px a footer paragraph opens the link editor, and a new product shows the store's mailing-list setting`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await signIn(page)
    await openArea(page, 'Header & Footer')
    await page.getByRole('button', { name: 'Link Column 1, paragraph 1', exact: true }).click()
    const link = page.getByRole('dialog', { name: 'Link' })
    await expect(link.getByRole('tab', { name: 'Web Address' })).toBeVisible()
    expect(await horizontalOverflow(page)).toBe(0)
    await keepScreenshot(page, 'editor-footer-link')
    // Nothing is saved: the link editor is closed without a change.
    await link.getByRole('button', { name: 'Cancel' }).click()
    await expect(link).toBeHidden()

    await openArea(page, 'Products')
    await page.getByRole('button', { name: 'Add product' }).click()
    const editor = page.getByRole('form', { name: 'Add product' })
    const offer = editor.getByLabel('Offer joining the mailing list with a restock sign-up')
    await expect(offer).toBeVisible()
    await expect(offer).toHaveAccessibleDescription(/follows the store setting$/)
    expect(await horizontalOverflow(page)).toBe(0)
    await keepScreenshot(page, 'editor-product-mailing-list')
  })
}

test('deleting a product asks in the editor’s own dialog: Escape keeps it, Delete removes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  await openArea(page, 'Products')
  // A copy of a demo product is the one deleted, so the demo stays as it was.
  const table = page.getByRole('table', { name: 'Products' })
  await table
    .getByRole('button', { name: /^Duplicate / })
    .first()
    .click()
  const copy = page.getByRole('form', { name: /^Edit / })
  await expect(copy).toBeVisible()
  const title = await copy.getByLabel('Title', { exact: true }).inputValue()
  await copy.getByRole('button', { name: 'Back to products' }).click()
  await page.getByLabel('Search by title or SKU').fill(title)
  await page.getByLabel('Search by title or SKU').press('Enter')
  await expect(table.getByRole('button', { name: title, exact: true })).toHaveCount(1)

  const remove = table.getByRole('button', { name: `Delete ${title}`, exact: true })
  await remove.click()
  const question = page.getByRole('alertdialog', { name: 'Delete product' })
  await expect(question).toContainText(`Delete “${title}”? This cannot be undone.`)
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused()
  expect(await seriousViolations(page)).toEqual([])
  await keepScreenshot(page, 'editor-product-delete')
  await page.keyboard.press('Escape')
  await expect(question).toBeHidden()
  await expect(remove).toBeFocused()
  await expect(table.getByRole('button', { name: title, exact: true })).toBeVisible()

  await remove.click()
  await question.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(table.getByRole('button', { name: title, exact: true })).toHaveCount(0)
})

/** The boxes of the footer's text columns as a visitor's browser lays them out. */
async function footerColumns(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const visitor = await context.newPage()
  await visitor.goto('/')
  const boxes = await visitor.locator('.site-footer .layout-grid > *').evaluateAll((blocks) =>
    blocks
      .filter((block) => block.querySelector('.rich-text'))
      .map((block) => {
        const box = block.getBoundingClientRect()
        return { x: box.x, y: box.y, width: box.width, text: (block as HTMLElement).innerText }
      }),
  )
  await context.close()
  return boxes
}

test('saving the header and footer keeps the footer’s two columns, with the changed text', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const original = await footerColumns(browser, 1440)
  expect(original).toHaveLength(2)
  expect(original[0]!.y).toBe(original[1]!.y)
  expect(original[1]!.x).toBeGreaterThan(original[0]!.x + original[0]!.width - 1)

  await signIn(page)
  await openArea(page, 'Header & Footer')
  const hours = page.getByLabel('Column 2, paragraph 2', { exact: true })
  const hoursBefore = await hours.inputValue()
  expect(hoursBefore).toBe('Thursday to Sunday, 9 am to 3 pm')
  await expect(page.getByLabel('Column 1, paragraph 1', { exact: true })).toHaveValue(
    'Loam & Ember',
  )
  await keepScreenshot(page, 'editor-footer-columns')

  // Saved once without a change, then with one paragraph changed: the layout stays.
  await page.getByLabel('Show social links').uncheck()
  await page.getByLabel('Show social links').check()
  await page.getByRole('button', { name: 'Save header and footer' }).click()
  const newHours = 'Friday to Sunday, 10 am to 4 pm'
  await hours.fill(newHours)
  await page.getByRole('button', { name: 'Save header and footer' }).click()
  await expect(page.getByTestId('site-save-state')).toHaveText('Saved', { timeout: 10_000 })

  await expect(async () => {
    const columns = await footerColumns(browser, 1440)
    expect(columns).toHaveLength(2)
    expect(columns[1]!.text).toContain(newHours)
    expect(columns[0]!.text).toContain('Loam & Ember')
    // Side by side at 1440: one top, the second column starting right of the first.
    expect(columns[0]!.y).toBe(columns[1]!.y)
    expect(columns[1]!.x).toBeGreaterThan(columns[0]!.x + columns[0]!.width - 1)
  }).toPass({ timeout: 10_000 })
  // The name keeps its bold.
  const context = await browser.newContext()
  const visitor = await context.newPage()
  await visitor.goto('/')
  await expect(visitor.locator('.site-footer strong', { hasText: 'Loam & Ember' })).toBeVisible()
  await context.close()

  // Restoring the text restores the footer as it was.
  await hours.fill(hoursBefore)
  await page.getByRole('button', { name: 'Save header and footer' }).click()
  await expect(page.getByTestId('site-save-state')).toHaveText('Saved', { timeout: 10_000 })
  await expect
    .poll(async () => (await footerColumns(browser, 1440)).map((column) => column.text), {
      timeout: 20_000,
    })
    .toEqual(original.map((column) => column.text))
})

test('an image block is added in one step: the picker opens at once and the picture places it', async ({
  page,
}) => {
  await signIn(page)
  await addPage(page, 'page', uniqueTitle('One Step Image'))
  await addBlock(page, 'Image')
  const picker = page.getByRole('dialog', { name: 'File manager' })
  await expect(picker).toBeVisible()
  const existing = picker.getByRole('tabpanel', { name: 'Existing Files' })
  await existing
    .getByRole('button', { name: /^Choose .+\.(jpe?g|png|webp)$/i })
    .first()
    .click()
  await expect(picker).toBeHidden()
  await expect(blockOutline(page).locator('[data-outline-for]')).toHaveText([/^Image/])
  await expectSaved(page)
  await expect(pageCanvas(page).locator('main img').first()).toBeVisible()

  // Cancelling the picker adds nothing; the panel still offers the choice.
  await addBlock(page, 'Image')
  await expect(picker).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(picker).toBeHidden()
  await expect(page.getByRole('button', { name: 'Choose image' })).toBeVisible()
  await expect(blockOutline(page).locator('[data-outline-for]')).toHaveCount(1)
})

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return (
    a.x < b.x + b.width - 0.5 &&
    b.x < a.x + a.width - 0.5 &&
    a.y < b.y + b.height - 0.5 &&
    b.y < a.y + a.height - 0.5
  )
}

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  expect(found).not.toBeNull()
  return found!
}

test('on a tablet (1024×768) the canvas and its block panel sit side by side, and blocks are added and edited', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  await signIn(page)
  await addPage(page, 'page', uniqueTitle('Tablet Page'))
  await addTextBlock(page, 'Thrown on the wheel.')
  await addBlock(page, 'Button')
  await expect(blockOutline(page).locator('[data-outline-for]')).toHaveCount(2)
  const canvas = await box(page.locator('iframe[title="Page preview"]'))
  const side = await box(page.getByRole('complementary', { name: 'Block settings' }))
  expect(canvas.width).toBeGreaterThanOrEqual(320)
  expect(side.width).toBeGreaterThanOrEqual(280)
  expect(overlaps(canvas, side)).toBe(false)
  expect(canvas.x + canvas.width).toBeLessThanOrEqual(1024)
  expect(side.x + side.width).toBeLessThanOrEqual(1024)
  expect(await horizontalOverflow(page)).toBe(0)
  // The pages beside them fit their panel too, badges and icon buttons included.
  const pagesPanel = await box(page.getByRole('navigation', { name: 'Pages' }))
  for (const row of await page.locator('.ed-page-row').all()) {
    const rowBox = await box(row)
    expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(pagesPanel.x + pagesPanel.width)
  }

  // Edit the button's label in its panel; the canvas shows it.
  await page.getByLabel('Button text').fill('Visit the studio')
  await expectSaved(page)
  await expect(pageCanvas(page).getByText('Visit the studio')).toBeVisible()

  // Each Blocks row is one line: its name and icon buttons share a top, nothing spills over.
  const rows = blockOutline(page).locator('li')
  for (const row of await rows.all()) {
    const rowBox = await box(row)
    expect(rowBox.height).toBeLessThan(44)
    expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(side.x + side.width)
  }
  await keepScreenshot(page, 'editor-page-tablet')
})

/** A paid order from a shopper, so the Orders area has a row to read. */
async function placeOrder(page: Page, email: string): Promise<void> {
  // The demo store's own checkout settings (its Standard shipping); later specs rely on them.
  await addToCartFromProductPage(page, '/shop/bud-vase')
  await openLive(page, '/checkout')
  await islandsLive(page)
  await fillCheckout(page, '4242 4242 4242 4242', email)
  await checkoutForm(page)
    .getByRole('radio', { name: /^Standard shipping/ })
    .check()
  await checkoutForm(page).getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/checkout\/confirmed\/[\w-]+$/)
}

test('on a phone (390×844) the pages list and the orders are readable, nothing wider than the screen', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const shopper = `phone-${Date.now().toString(36)}@example.com`
  await placeOrder(page, shopper)
  await page.context().clearCookies()

  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page)
  const pages = page.getByRole('navigation', { name: 'Pages' })
  await expect(pages).toBeVisible()
  for (const row of await page.locator('.ed-page-row').all()) {
    const rowBox = await box(row)
    expect(rowBox.x).toBeGreaterThanOrEqual(0)
    expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(390)
  }
  const shop = await box(pages.getByRole('button', { name: 'Shop', exact: true }))
  expect(shop.width).toBeGreaterThanOrEqual(48)
  expect(await horizontalOverflow(page)).toBe(0)
  // The page below the list: its canvas full width, its block panel under it.
  const canvas = await box(page.locator('iframe[title="Page preview"]'))
  const side = await box(page.getByRole('complementary', { name: 'Block settings' }))
  expect(canvas.width).toBeGreaterThanOrEqual(340)
  expect(side.y).toBeGreaterThanOrEqual(canvas.y + canvas.height - 1)
  expect(side.x + side.width).toBeLessThanOrEqual(390)
  await keepScreenshot(page, 'editor-pages-phone')

  await openArea(page, 'Orders')
  const order = page.getByRole('row').filter({ hasText: shopper })
  await expect(order).toBeVisible()
  const card = await box(order)
  expect(card.x).toBeGreaterThanOrEqual(0)
  expect(card.x + card.width).toBeLessThanOrEqual(390)
  // Each value of the order is shown whole, not cut off by its cell.
  const clipped = await order
    .locator('td, th')
    .evaluateAll((cells) =>
      cells
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
        .map((cell) => cell.textContent),
    )
  expect(clipped).toEqual([])
  await expect(order).toContainText('Paid')
  expect(await horizontalOverflow(page)).toBe(0)
  await keepScreenshot(page, 'editor-orders-phone')
})
