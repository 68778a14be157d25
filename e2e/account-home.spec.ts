import { expect, test, type Page } from '@playwright/test'
import { signInOwnerRequest } from './checkout-helpers.js'
import { signIn as signInEditor } from './editor-session.js'
import { islandsLive, openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

// The demo shop's customer account (README); its address book is emptied first.
const SHOPPER = { email: 'shopper@example.com', password: 'ceramics-demo' }
const form = (page: Page) => page.locator('form.checkout-form')

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL })
  const crumb = await signInOwnerRequest(request)
  const saved = await request.put('/api/editor/checkout-settings', {
    headers: { 'x-csrf-token': crumb },
    data: {
      shippingRates: [
        {
          id: 'standard',
          name: 'Standard shipping',
          kind: 'flat-rate',
          costCents: 500,
          destinations: [],
        },
      ],
      taxRules: [],
      coupons: [],
    },
  })
  expect(saved.ok()).toBe(true)
  // The account may have been disabled by an earlier run stopped half-way.
  await request.post(`/api/editor/customers/${encodeURIComponent(SHOPPER.email)}/account/enable`, {
    headers: { 'x-csrf-token': crumb },
  })
  await request.dispose()
})

async function signInShopper(page: Page) {
  await page.goto('/account')
  await expect(page).toHaveURL(/\/account\/login\?returnTo=%2Faccount$/)
  await islandsLive(page)
  const login = page.locator('.account-login')
  await login.getByLabel('Email', { exact: true }).fill(SHOPPER.email)
  await login.getByLabel('Password', { exact: true }).fill(SHOPPER.password)
  await login.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await islandsLive(page)
}

/** Deletes what earlier runs saved in the address book, through the page's own buttons. */
async function emptyAddressBook(page: Page) {
  const book = page.getByRole('region', { name: 'Addresses' })
  while ((await book.getByRole('button', { name: /^Delete: / }).count()) > 0) {
    const before = await book.getByRole('button', { name: /^Delete: / }).count()
    await book
      .getByRole('button', { name: /^Delete: / })
      .first()
      .click()
    await book.getByRole('button', { name: 'Yes, delete' }).click()
    await expect(book.getByRole('button', { name: /^Delete: / })).toHaveCount(before - 1)
  }
}

async function addBudVase(page: Page) {
  await openLive(page, '/shop/bud-vase')
  await page.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(page.locator('.sqs-add-to-cart-button')).toHaveText('Added!')
}

async function look(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await keepScreenshot(page, name)
    expect(await seriousViolations(page)).toEqual([])
  }
  await page.setViewportSize({ width: 1440, height: 900 })
}

test('a signed-in shopper buys, finds the order in /account, and checkout fills the saved address', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInShopper(page)
  await emptyAddressBook(page)
  await expect(page.getByText('No saved addresses yet.')).toBeVisible()

  // Checkout knows the account's email; the address typed is saved to the account.
  await addBudVase(page)
  await openLive(page, '/checkout')
  await expect(form(page).getByLabel('Email', { exact: true })).toHaveValue(SHOPPER.email)
  await form(page).getByLabel('First name', { exact: true }).fill('Grace')
  await form(page).getByLabel('Last name', { exact: true }).fill('Hopper')
  await form(page).getByLabel('Address', { exact: true }).fill('1 Navy Way')
  await form(page).getByLabel('City', { exact: true }).fill('Arlington')
  await form(page).getByLabel('State', { exact: true }).selectOption('VA')
  await form(page).getByLabel('ZIP code', { exact: true }).fill('22202')
  await form(page).getByLabel('ZIP code', { exact: true }).blur()
  await form(page).getByLabel('Save this address to my account').check()
  await form(page).getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242')
  await form(page).getByLabel('Expiry month (MM)', { exact: true }).fill('12')
  await form(page).getByLabel('Expiry year (YYYY)', { exact: true }).fill('2099')
  await form(page).getByLabel('Security code', { exact: true }).fill('123')
  await form(page)
    .getByRole('radio', { name: /^Standard shipping/ })
    .check()
  await keepScreenshot(page, 'account-checkout-save-address')
  await form(page).getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/checkout\/confirmed\/[\w-]+$/)
  const orderId = await page.locator('.order-confirmed').getAttribute('data-order-id')

  // The order is the newest in the account, with the saved address beside it.
  await openLive(page, '/account')
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible()
  const newest = page.locator('.account-order').first()
  await expect(newest).toHaveAttribute('data-order-id', orderId ?? '')
  await expect(newest).toContainText('Bud Vase')
  const book = page.getByRole('region', { name: 'Addresses' })
  await expect(book).toContainText('Arlington, VA 22202')
  await expect(book).toContainText('Default shipping address')
  await look(page, 'account-home')

  // Editing an address opens the form in place.
  await book
    .getByRole('button', { name: /^Edit: / })
    .first()
    .click()
  await expect(book.getByLabel('City', { exact: true })).toHaveValue('Arlington')
  await look(page, 'account-home-edit-address')
  await book.getByRole('button', { name: 'Cancel' }).click()

  // The next checkout is filled from the address book.
  await addBudVase(page)
  await openLive(page, '/checkout')
  await expect(form(page).getByLabel('First name', { exact: true })).toHaveValue('Grace')
  await expect(form(page).getByLabel('City', { exact: true })).toHaveValue('Arlington')
  await expect(form(page).getByLabel('ZIP code', { exact: true })).toHaveValue('22202')

  // The order's status page opens from the account, and "Buy again" fills the cart.
  await openLive(page, '/account')
  await newest.getByRole('link', { name: /^View order/ }).click()
  await expect(page).toHaveURL(/\/orders\/[\w-]+$/)
  await openLive(page, '/account')
  await page
    .locator('.account-order')
    .first()
    .getByRole('button', { name: /^Buy again/ })
    .click()
  await expect(page).toHaveURL(/\/cart$/)
  await islandsLive(page)
  // The vase left in the cart before, and the one bought again.
  await expect(page.locator('.cart-page')).toContainText('Bud Vase')
  await expect(page.locator('.cart-page')).toContainText('$84.00')

  // The owner disables the account in Customers: the shopper is signed out and cannot come back.
  const use = test.info().project.use
  const ownerContext = await browser.newContext({
    baseURL: use.baseURL,
    storageState: use.storageState,
  })
  const owner = await ownerContext.newPage()
  await owner.setViewportSize({ width: 1440, height: 900 })
  try {
    await signInEditor(owner)
    await owner
      .getByRole('navigation', { name: 'Editor areas' })
      .getByRole('button', { name: 'Orders' })
      .click()
    await owner
      .getByRole('navigation', { name: 'Commerce' })
      .getByRole('button', { name: 'Customers' })
      .click()
    await owner.getByRole('searchbox', { name: 'Search customers' }).fill(SHOPPER.email)
    await owner.getByRole('button', { name: 'Search customers' }).click()
    const row = owner.getByRole('row').filter({ hasText: SHOPPER.email })
    await expect(row).toContainText('Active')
    await row.getByRole('button').first().click()
    await owner.getByRole('button', { name: 'Disable account' }).click()
    const question = owner.getByRole('alertdialog', { name: 'Disable account' })
    await keepScreenshot(owner, 'customers-disable-account')
    await question.getByRole('button', { name: 'Disable account' }).click()
    await expect(owner.getByText('Disabled: this customer cannot sign in.')).toBeVisible()
    expect(await seriousViolations(owner)).toEqual([])
    await keepScreenshot(owner, 'customers-account-disabled')

    await page.goto('/account')
    await expect(page).toHaveURL(/\/account\/login\?returnTo=%2Faccount$/)
    await islandsLive(page)
    const login = page.locator('.account-login')
    await login.getByLabel('Email', { exact: true }).fill(SHOPPER.email)
    await login.getByLabel('Password', { exact: true }).fill(SHOPPER.password)
    await login.getByRole('button', { name: 'Sign In' }).click()
    await expect(login.getByRole('alert')).toHaveText(
      'This account has been disabled. Please contact the store.',
    )
  } finally {
    // Other specs sign in with the demo account: it is enabled again whatever happened.
    const enable = owner.getByRole('button', { name: 'Enable account' })
    if (await enable.isVisible()) {
      await enable.click()
      await expect(owner.getByRole('button', { name: 'Disable account' })).toBeVisible()
    }
    await ownerContext.close()
  }
})
