import { expect, test, type Page } from '@playwright/test'
import { openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'

// Issue 14, point 5: the checkout's address, errors, shipping prices and applied codes.
const form = (page: Page) => page.locator('form.checkout-form')

async function checkoutWithVase(page: Page) {
  await openLive(page, '/shop/bud-vase')
  await page.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(page.locator('.sqs-add-to-cart-button')).toHaveText('Added!')
  await openLive(page, '/checkout')
  await expect(form(page).getByRole('button', { name: 'Pay now' })).toBeVisible()
}

test.use({ viewport: { width: 390, height: 844 } })

test('the country is a list, its regions and postal-code rules follow it, and no schema text shows', async ({
  page,
}) => {
  await checkoutWithVase(page)
  const country = form(page).getByRole('combobox', { name: 'Country' })
  await expect(country).toHaveValue('US')
  await country.selectOption({ label: 'United States' })
  await expect(form(page).getByRole('combobox', { name: 'State' })).toBeVisible()
  await expect(form(page).getByLabel('Apartment, suite, etc. (optional)')).toBeVisible()
  await country.selectOption({ label: 'Canada' })
  await expect(form(page).getByRole('combobox', { name: 'Province' })).toBeVisible()
  await expect(form(page).getByLabel('Postal code', { exact: true })).toBeVisible()
  await country.selectOption({ label: 'United States' })

  await form(page).getByLabel('Email', { exact: true }).fill('ada@example.com')
  await form(page).getByLabel('First name', { exact: true }).fill('Ada')
  await form(page).getByLabel('Last name', { exact: true }).fill('Lovelace')
  await form(page).getByLabel('Address', { exact: true }).fill('1 Main St')
  await form(page).getByLabel('City', { exact: true }).fill('New York')
  await form(page).getByLabel('ZIP code', { exact: true }).fill('1000')
  await form(page).getByRole('button', { name: 'Pay now' }).click()

  // The first field in error takes the focus, scrolled into view; nothing says 'body/…'.
  const state = form(page).getByRole('combobox', { name: 'State' })
  await expect(state).toBeFocused()
  await expect(state).toBeInViewport()
  await expect(form(page).getByText('Please choose a state.')).toBeVisible()
  await expect(form(page).getByText('Please enter a valid ZIP code.')).toBeVisible()
  await expect(page.getByText(/body\/|must NOT/)).toHaveCount(0)
  await keepScreenshot(page, 'finish-checkout-errors')

  // Corrected fields lose their errors at once.
  await state.selectOption('NY')
  await expect(form(page).getByText('Please choose a state.')).toHaveCount(0)
  await form(page).getByLabel('ZIP code', { exact: true }).fill('10001')
  await expect(form(page).getByText('Please enter a valid ZIP code.')).toHaveCount(0)
})

test('shipping options show their price before one is picked; an applied coupon can be removed', async ({
  page,
}) => {
  await checkoutWithVase(page)
  await form(page).getByRole('combobox', { name: 'State' }).selectOption('NY')
  await form(page).getByLabel('ZIP code', { exact: true }).fill('10001')
  await form(page).getByLabel('ZIP code', { exact: true }).blur()
  const options = form(page).locator('.checkout-shipping-option')
  await expect(options.first()).toBeVisible()
  for (const option of await options.all()) {
    await expect(option.locator('.checkout-shipping-option__price')).toHaveText(
      /^(\$\d+\.\d\d|Free)$/,
    )
  }
  await form(page).getByLabel('Coupon code', { exact: true }).fill('WELCOME10')
  await form(page).getByRole('button', { name: 'Apply coupon' }).click()
  await expect(form(page).getByText('Coupon WELCOME10 applied')).toBeVisible()
  await keepScreenshot(page, 'finish-checkout-coupon')
  await form(page).getByRole('button', { name: 'Remove WELCOME10' }).click()
  await expect(form(page).getByText('Coupon WELCOME10 applied')).toHaveCount(0)
  await expect(page.locator('.checkout-summary__discount')).toHaveCount(0)
})
