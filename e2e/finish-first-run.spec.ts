import { expect, test, type Page } from '@playwright/test'
import {
  addToCartFromProductPage,
  checkoutForm as form,
  fillCheckout,
  signInOwnerRequest,
} from './checkout-helpers.js'
import { signIn } from './editor-session.js'
import { openArea } from './editor-shell-helpers.js'
import { islandsLive, openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

// Issue 22, points 5, 7 and 10: what a newcomer meets at the checkout and in the back office.
test.use({ bypassCSP: true })

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const

// The demo store's checkout: a flat rate, New York's 8 % sales tax and 10 % off with WELCOME10.
const checkoutSettings = {
  shippingRates: [
    {
      id: 'standard',
      name: 'Standard shipping',
      kind: 'flat-rate',
      costCents: 500,
      destinations: [],
    },
  ],
  taxRules: [
    {
      id: 'ny',
      name: 'New York sales tax',
      country: 'US',
      region: 'NY',
      rateBasisPoints: 800,
      appliesToShipping: true,
      pricesIncludeTax: false,
    },
  ],
  coupons: [{ code: 'WELCOME10', kind: 'percentage', percentBasisPoints: 1000 }],
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL })
  const crumb = await signInOwnerRequest(request)
  const saved = await request.put('/api/editor/checkout-settings', {
    headers: { 'x-csrf-token': crumb },
    data: checkoutSettings,
  })
  expect(saved.ok()).toBe(true)
  await request.dispose()
})

async function checkoutWithVase(page: Page) {
  await addToCartFromProductPage(page, '/shop/bud-vase')
  await openLive(page, '/checkout')
  await islandsLive(page)
  await expect(form(page).getByRole('button', { name: 'Pay now' })).toBeVisible()
}

const top = async (page: Page, selector: string) =>
  (await form(page).locator(selector).boundingBox())?.y ?? -1

for (const size of SIZES) {
  test(`checkout at ${size.width}px: the first submit marks every missing field`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    await checkoutWithVase(page)
    await form(page).getByRole('button', { name: 'Pay now' }).click()
    await expect(form(page).getByLabel('Email', { exact: true })).toBeFocused()
    for (const label of [
      'Email',
      'First name',
      'Last name',
      'Address',
      'City',
      'State',
      'ZIP code',
      'Card number',
      'Security code',
    ]) {
      await expect(form(page).getByLabel(label, { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      )
    }
    await expect(form(page).getByText('Please choose a state.')).toBeVisible()
    await keepScreenshot(page, 'finish-first-run-checkout-all-errors')
    expect(await seriousViolations(page)).toEqual([])

    // An error above one field never puts it, or its label, out of line with its neighbour's.
    await form(page).getByLabel('First name', { exact: true }).fill('Ada')
    await form(page).getByLabel('State', { exact: true }).selectOption('NY')
    const firstName = await top(page, 'input[name="shippingAddress.firstName"]')
    const lastName = await top(page, 'input[name="shippingAddress.lastName"]')
    const city = await top(page, 'input[name="shippingAddress.city"]')
    const state = await top(page, 'select[name="shippingAddress.region"]')
    if (size.width >= 560) {
      expect(lastName).toBe(firstName)
      expect(state).toBe(city)
      expect(await top(page, 'label[for="checkout-shippingAddress-lastName"]')).toBe(
        await top(page, 'label[for="checkout-shippingAddress-firstName"]'),
      )
    }
    await keepScreenshot(page, 'finish-first-run-checkout-some-errors')
  })
}

test('a refund starts at what the customer paid for the line (after the coupon, with its tax); addresses read as their country writes them', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize(SIZES[0])
  await checkoutWithVase(page)
  const shopper = `refund-${Date.now().toString(36)}@example.com`
  await fillCheckout(page, '4242 4242 4242 4242', shopper)
  await form(page).getByLabel('Coupon code', { exact: true }).fill('WELCOME10')
  await form(page).getByRole('button', { name: 'Apply coupon' }).click()
  await expect(form(page).getByText('Coupon WELCOME10 applied')).toBeVisible()
  await form(page)
    .getByRole('radio', { name: /^Standard shipping/ })
    .check()
  await form(page).getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/checkout\/confirmed\/[\w-]+$/, { timeout: 20_000 })

  await signIn(page)
  await page
    .getByRole('navigation', { name: 'Editor areas' })
    .getByRole('button', { name: 'Orders' })
    .click()
  await page
    .getByRole('row')
    .filter({ hasText: shopper })
    .getByRole('button', { name: /^#\d+$/ })
    .click()
  // The address as the country writes it: 'New York, NY 10001', not '10001 New York NY'.
  await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText(
    'New York, NY 10001',
  )
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.getByRole('button', { name: 'Refund' }).click()
    const dialog = page.getByRole('dialog', { name: 'Refund' })
    await dialog.getByLabel('Quantity to refund of Bud Vase').fill('1')
    // $42.00 less 10 % is $37.80, plus 8 % tax ($3.02): $40.82, not the $42.00 list price.
    await expect(dialog.getByRole('button', { name: 'Refund $40.82' })).toBeVisible()
    await keepScreenshot(page, 'finish-first-run-refund')
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
  }
})

for (const size of SIZES) {
  test(`the editor's top bar at ${size.width}px has no Upgrade link on a self-hosted site`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    await signIn(page)
    await expect(page.getByRole('link', { name: 'View site' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveCount(0)
    await expect(page.getByText('Upgrade', { exact: true })).toHaveCount(0)
    await keepScreenshot(page, 'finish-first-run-top-bar')
    expect(await seriousViolations(page)).toEqual([])
  })
}

test('a new digital product starts with unlimited stock and saves without a SKU typed', async ({
  page,
}) => {
  await signIn(page)
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.goto('/config/')
    if (size.width < 900) await page.getByRole('button', { name: 'Editor menu' }).click()
    await page
      .getByRole('navigation', { name: 'Editor areas' })
      .getByRole('button', { name: 'Products' })
      .click()
    await page.getByRole('button', { name: 'Add product' }).click()
    const editor = page.getByRole('form', { name: 'Add product' })
    const title = `Glaze Notes ${size.width}`
    await editor.getByLabel('Title', { exact: true }).fill(title)
    await editor.getByRole('combobox', { name: 'Product type' }).selectOption({ label: 'Digital' })
    const unlimited = editor.getByRole('checkbox', { name: /unlimited stock$/ })
    await expect(unlimited).toBeChecked()
    const sku = editor.getByRole('textbox', { name: /^SKU of/ })
    await expect(sku).toHaveValue('')
    await expect(sku).toHaveAttribute('placeholder', 'Automatic')
    await editor.getByLabel(/^Price of/).fill('12.00')
    await keepScreenshot(page, 'finish-first-run-new-digital-product')
    expect(await seriousViolations(page)).toEqual([])
    await editor.getByRole('button', { name: 'Save' }).click()
    const saved = page.getByRole('form', { name: `Edit ${title}` })
    await expect(saved).toBeVisible()
    // The save is confirmed, after creating and after saving again.
    await expect(saved.getByRole('status')).toHaveText('Saved')
    await expect(saved.getByRole('button', { name: 'Save' })).toBeEnabled()
    await saved.getByLabel(/^Price of/).fill('13.00')
    await saved.getByRole('button', { name: 'Save' }).click()
    await expect(saved.getByRole('status')).toHaveText('Saved')
    await expect(saved.getByRole('textbox', { name: /^SKU of/ })).toHaveValue(
      `GLAZE-NOTES-${size.width}-1`,
    )
    await expect(saved.getByRole('checkbox', { name: /unlimited stock$/ })).toBeChecked()
  }
})

test('the Analytics area has the page padding of every other area', async ({ page }) => {
  await signIn(page)
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.goto('/config/')
    const open = async (area: string) => {
      if (size.width < 900) await page.getByRole('button', { name: 'Editor menu' }).click()
      await page
        .getByRole('navigation', { name: 'Editor areas' })
        .getByRole('button', { name: area, exact: true })
        .click()
    }
    const inset = async () => {
      const main = await page.locator('main#ed-main').boundingBox()
      const heading = await page.locator('main#ed-main h2').first().boundingBox()
      return Math.round((heading?.x ?? 0) - (main?.x ?? 0))
    }
    await open('Products')
    await expect(page.locator('main#ed-main h2').first()).toBeVisible()
    const other = await inset()
    await open('Analytics')
    await expect(page.getByRole('heading', { level: 2, name: 'Analytics' })).toBeVisible()
    expect(other).toBeGreaterThanOrEqual(12)
    expect(await inset()).toBe(other)
    await keepScreenshot(page, 'finish-first-run-analytics')
    expect(await seriousViolations(page)).toEqual([])
  }
})

test('a new accent colour recomputes the colours derived from it on the live site', async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL })
  const crumb = await signInOwnerRequest(request)
  const before = (await (await request.get('/api/editor/styles')).json()) as {
    version: number
    fonts: Record<string, string>
    colors: Record<string, string>
  }
  const put = async (colors: Record<string, string>, baseVersion: number) => {
    const answer = await request.put('/api/editor/styles', {
      headers: { 'x-csrf-token': crumb },
      data: { fonts: before.fonts, colors, baseVersion },
    })
    expect(answer.ok()).toBe(true)
    return ((await answer.json()) as { version: number }).version
  }
  const saved = await put({ ...before.colors, accent: '#2453d6' }, before.version)
  try {
    const variable = (name: string) =>
      page.evaluate(
        (property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(),
        name,
      )
    for (const size of SIZES) {
      await page.setViewportSize(size)
      await expect(async () => {
        await openLive(page, '/shop/bud-vase')
        expect(await variable('--accent')).toBe('#2453d6')
      }).toPass({ timeout: 15_000 })
      // A blue wash and a darker blue for text, not the rust of the theme's own accent.
      expect(await variable('--accent-soft')).toBe('#dce3f8')
      expect(await variable('--accent-text')).not.toBe('#8c3a1b')
      await keepScreenshot(page, 'finish-first-run-accent')
    }
  } finally {
    await put(before.colors, saved)
    await request.dispose()
  }
})

test('on a phone the order summary is a closed panel at the top; on a wide screen it stands beside the form', async ({
  page,
}) => {
  await page.setViewportSize(SIZES[1])
  await checkoutWithVase(page)
  const toggle = form(page).getByRole('button', { name: /Show order summary/ })
  await expect(toggle).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toContainText('$42.00')
  await expect(page.locator('.checkout-summary')).toBeHidden()
  // First in the form: above the contact fields.
  const toggleBox = await toggle.boundingBox()
  const emailBox = await form(page).getByLabel('Email', { exact: true }).boundingBox()
  expect(toggleBox!.y).toBeLessThan(emailBox!.y)
  await keepScreenshot(page, 'finish-first-run-summary-closed')
  await toggle.click()
  await expect(form(page).getByRole('button', { name: /Hide order summary/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await expect(page.locator('.checkout-summary')).toBeVisible()
  await expect(page.locator('.checkout-summary')).toContainText('Bud Vase')
  await keepScreenshot(page, 'finish-first-run-summary-open')
  expect(await seriousViolations(page)).toEqual([])

  await page.setViewportSize(SIZES[0])
  await expect(form(page).getByRole('button', { name: /order summary/ })).toBeHidden()
  await expect(page.locator('.checkout-summary')).toBeVisible()
  await keepScreenshot(page, 'finish-first-run-summary-wide')
})

test.describe('the popup', () => {
  test.use({ storageState: { cookies: [], origins: [] } })
  for (const size of SIZES) {
    test(`at ${size.width}px its email field is styled like every other field, and an open menu stays on top`, async ({
      page,
    }) => {
      await page.setViewportSize(size)
      await openLive(page, '/')
      const popup = page.getByRole('dialog')
      await expect(popup).toBeVisible({ timeout: 15_000 })
      const email = popup.getByRole('textbox', { name: 'Email Address' })
      const look = await email.evaluate((input) => {
        const style = getComputedStyle(input)
        return { radius: style.borderRadius, padding: style.paddingLeft, width: style.width }
      })
      expect(look.radius).toBe('8px')
      expect(look.padding).toBe('12px')
      await keepScreenshot(page, 'finish-first-run-popup')
      expect(await seriousViolations(page)).toEqual([])
      if (size.width < 860) {
        // The popup's delay runs out while the visitor has the menu open: the menu stays usable.
        await popup.getByRole('button', { name: 'Close' }).click()
        await expect(popup).toBeHidden()
        await page.getByRole('button', { name: 'Menu', exact: true }).click()
        await page.evaluate(() => {
          document.querySelector<HTMLElement>('.popup-overlay')!.hidden = false
        })
        await expect(popup).toBeHidden()
        await expect(
          page.getByRole('navigation').getByRole('link', { name: 'Shop', exact: true }),
        ).toBeVisible()
        await keepScreenshot(page, 'finish-first-run-popup-menu')
        await page.getByRole('button', { name: 'Menu', exact: true }).click()
        await expect(popup).toBeVisible()
      }
    })
  }
})

test('Site Styles offers palettes and a swatch beside the numbers; the derived colours follow', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page)
  const live = async () => {
    const visitor = await page.context().browser()!.newPage()
    await openLive(visitor, '/shop/bud-vase')
    const soft = await visitor.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--accent-soft').trim(),
    )
    await visitor.close()
    return soft
  }
  await page.setViewportSize(SIZES[0])
  await openArea(page, 'Site Styles')
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await expect(page.getByRole('heading', { name: 'Site Styles' })).toBeVisible()
    const palettesGroup = page.getByRole('group', { name: 'Palettes' })
    await expect(palettesGroup.getByRole('button')).toHaveCount(5)
    await expect(page.getByLabel('Accent colour swatch')).toHaveAttribute('type', 'color')
    await palettesGroup.getByRole('button', { name: 'Use the Harbour palette' }).click()
    await expect(
      palettesGroup.getByRole('button', { name: 'Use the Harbour palette' }),
    ).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByLabel('Accent colour hex')).toHaveValue('#1f5f8b')
    await expect(page.getByLabel('Accent colour swatch')).toHaveValue('#1f5f8b')
    await keepScreenshot(page, 'finish-first-run-site-styles')
    expect(await seriousViolations(page)).toEqual([])
  }
  await page.getByRole('button', { name: 'Save styles' }).click()
  await expect.poll(live, { timeout: 15_000 }).toBe('#dbe5ec')
  // Back to the theme's own palette.
  await page
    .getByRole('group', { name: 'Palettes' })
    .getByRole('button', { name: 'Use the Clay palette' })
    .click()
  await page.getByRole('button', { name: 'Save styles' }).click()
  await expect.poll(live, { timeout: 15_000 }).not.toBe('#dbe5ec')
})
