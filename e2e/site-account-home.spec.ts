import { expect, test, type Page } from '@playwright/test'
import { saveStandardShipping, signInOwnerRequest } from './checkout-helpers.js'
import { signIn as signInEditor } from './editor-session.js'
import { islandsLive, openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

// A customer of this run alone: a guest order first, then the account the owner invites them to.
const SHOPPER = {
  email: `grace-${Date.now().toString(36)}@example.com`,
  password: 'hopper-account-password',
}
const form = (page: Page) => page.locator('form.checkout-form')

test.beforeAll(async ({ playwright, baseURL }) => {
  // The purchase needs a shipping rate, saved by the owner first.
  await saveStandardShipping(playwright, baseURL)
})

async function addBudVase(page: Page) {
  await openLive(page, '/shop/bud-vase')
  await page.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(page.locator('.sqs-add-to-cart-button')).toHaveText('Added!')
}

async function fillAddressAndCard(page: Page) {
  await form(page).getByLabel('First name', { exact: true }).fill('Grace')
  await form(page).getByLabel('Last name', { exact: true }).fill('Hopper')
  await form(page).getByLabel('Address', { exact: true }).fill('1 Navy Way')
  await form(page).getByLabel('City', { exact: true }).fill('Arlington')
  await form(page).getByLabel('State', { exact: true }).selectOption('VA')
  await form(page).getByLabel('ZIP code', { exact: true }).fill('22202')
  await form(page).getByLabel('ZIP code', { exact: true }).blur()
  await form(page).getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242')
  await form(page).getByLabel('Expiry month (MM)', { exact: true }).fill('12')
  await form(page).getByLabel('Expiry year (YYYY)', { exact: true }).fill('2099')
  await form(page).getByLabel('Security code', { exact: true }).fill('123')
  await form(page)
    .getByRole('radio', { name: /^Standard shipping/ })
    .check()
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
  playwright,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  // A guest order first: the customer appears in the owner's Customers, without an account.
  await addBudVase(page)
  await openLive(page, '/checkout')
  await fillAddressAndCard(page)
  await form(page).getByLabel('Email', { exact: true }).fill(SHOPPER.email)
  await form(page).getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/checkout\/confirmed\/[\w-]+$/)
  const guestOrder = await page.locator('.order-confirmed').getAttribute('data-order-id')

  // The owner invites them; the mail's link opens the "set your password" page.
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const crumb = await signInOwnerRequest(request)
  const invited = await request.post(
    `/api/editor/customers/${encodeURIComponent(SHOPPER.email)}/account/invitation`,
    { headers: { 'x-csrf-token': crumb } },
  )
  expect(invited.ok()).toBe(true)
  const outbox = (await (await request.get('/api/editor/outbox')).json()) as {
    messages: Array<{ to: string; subject: string; text: string }>
  }
  await request.dispose()
  const mail = outbox.messages.find(
    (message) => message.to === SHOPPER.email && message.subject.startsWith('Create your account'),
  )
  const link = /https?:\/\/\S+\/account\/set-password\?token=\S+/.exec(mail?.text ?? '')?.[0]
  expect(link).toBeDefined()
  const url = new URL(link!)
  await page.goto(`${url.pathname}${url.search}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible()
  await look(page, 'account-set-password')
  await page.getByLabel('Password', { exact: true }).fill(SHOPPER.password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await islandsLive(page)
  // The guest order under the account's email is in the account.
  await expect(page.locator('.account-order').first()).toHaveAttribute(
    'data-order-id',
    guestOrder ?? '',
  )
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
    // Enabled again, the account signs in once more.
    await owner.getByRole('button', { name: 'Enable account' }).click()
    await expect(owner.getByRole('button', { name: 'Disable account' })).toBeVisible()
  } finally {
    await ownerContext.close()
  }
})
