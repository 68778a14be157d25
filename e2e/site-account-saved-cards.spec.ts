import { expect, test, type Browser, type Page } from '@playwright/test'
import { saveStandardShipping } from './checkout-helpers.js'
import { islandsLive, openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

// Saved payment methods (issue 21) with the built-in test provider: a signed-in shopper saves
// cards at checkout, pays with a saved card (the order request names the card, never a number),
// and makes one default and removes another on /account.
const owner = { email: 'owner@atelier.test', password: 'e2e-owner-password' }
const form = (page: Page) => page.locator('form.checkout-form')

test.beforeAll(async ({ playwright, baseURL }) => {
  // The purchase needs a shipping rate, saved by the owner first.
  await saveStandardShipping(playwright, baseURL)
})

/** The verification link mailed to the address, read from the outbox as the owner. */
async function verificationLink(browser: Browser, to: string): Promise<string> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  try {
    const request = context.request
    const crumb = (await (await request.get('/api/crumb')).json()).crumb as string
    expect(
      (
        await request.post('/api/auth/login', { headers: { 'x-csrf-token': crumb }, data: owner })
      ).status(),
    ).toBe(200)
    let link: string | undefined
    await expect
      .poll(async () => {
        const { messages } = (await (await request.get('/api/editor/outbox')).json()) as {
          messages: { to: string; subject: string; text: string }[]
        }
        const mail = messages.find((m) => m.to === to && /verify your email$/.test(m.subject))
        link = mail === undefined ? undefined : /(https?:\/\/\S+#token=[\w-]+)/.exec(mail.text)?.[1]
        return link
      })
      .toBeDefined()
    const url = new URL(link!)
    return `${url.pathname}${url.hash}`
  } finally {
    await context.close()
  }
}

async function look(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await keepScreenshot(page, name)
    expect(await seriousViolations(page)).toEqual([])
  }
  await page.setViewportSize({ width: 1440, height: 900 })
}

async function addBudVase(page: Page) {
  await openLive(page, '/shop/bud-vase')
  await page.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(page.locator('.sqs-add-to-cart-button')).toHaveText('Added!')
}

async function fillAddress(page: Page) {
  await form(page).getByLabel('First name', { exact: true }).fill('Grace')
  await form(page).getByLabel('Last name', { exact: true }).fill('Hopper')
  await form(page).getByLabel('Address', { exact: true }).fill('1 Navy Way')
  await form(page).getByLabel('City', { exact: true }).fill('Arlington')
  await form(page).getByLabel('State', { exact: true }).selectOption('VA')
  await form(page).getByLabel('ZIP code', { exact: true }).fill('22202')
  await form(page).getByLabel('ZIP code', { exact: true }).blur()
}

async function fillCard(page: Page, month: string, year: string) {
  await form(page).getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242')
  await form(page).getByLabel('Expiry month (MM)', { exact: true }).fill(month)
  await form(page).getByLabel('Expiry year (YYYY)', { exact: true }).fill(year)
  await form(page).getByLabel('Security code', { exact: true }).fill('123')
}

async function pay(page: Page) {
  await form(page)
    .getByRole('radio', { name: /^Standard shipping/ })
    .check()
  await form(page).getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/checkout\/confirmed\/[\w-]+$/)
}

test('a signed-in shopper saves cards, buys with a saved card and removes a card on /account', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const email = `saved-cards-${Date.now().toString(36)}@example.com`
  // Sign up and verify through the mail: the browser is signed in.
  await openLive(page, '/account/signup')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill('plum-kiln-harbour-52')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByRole('status')).toContainText('We sent a link to that address')
  await openLive(page, await verificationLink(browser, email))
  await expect(page.getByRole('status')).toHaveText('Your email is verified and you are signed in.')

  // Two purchases, each card saved to the account when asked.
  await addBudVase(page)
  await openLive(page, '/checkout')
  await fillAddress(page)
  await form(page).getByLabel('Save this address to my account').check()
  await fillCard(page, '12', '2099')
  await form(page).getByLabel('Save this card to my account for next time').check()
  await pay(page)
  await addBudVase(page)
  await openLive(page, '/checkout')
  await expect(form(page).getByLabel('City', { exact: true })).toHaveValue('Arlington')
  // The saved card is offered and chosen; a new card is one choice away.
  await expect(
    form(page).getByRole('radio', { name: /^Visa •••• 4242, expires 12\/2099/ }),
  ).toBeChecked()
  await form(page).getByRole('radio', { name: 'A new card' }).check()
  await fillCard(page, '06', '2031')
  await form(page).getByLabel('Save this card to my account for next time').check()
  await pay(page)

  // The third purchase pays with the saved default card: no card fields, no number sent.
  await addBudVase(page)
  await openLive(page, '/checkout')
  const saved = form(page).getByRole('group', { name: 'Your saved cards' })
  await expect(saved.getByRole('radio')).toHaveCount(3)
  await expect(saved.getByRole('radio', { name: /expires 12\/2099/ })).toBeChecked()
  await expect(form(page).getByLabel('Card number', { exact: true })).toHaveCount(0)
  await form(page)
    .getByRole('radio', { name: /^Standard shipping/ })
    .check()
  await look(page, 'checkout-saved-cards')
  const orderRequest = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/commerce/orders'),
  )
  await form(page).getByRole('button', { name: 'Pay now' }).click()
  const sent = (await orderRequest).postDataJSON() as { payment: Record<string, unknown> }
  expect(sent.payment).toEqual({ provider: 'test', savedCardId: expect.any(String) })
  expect(JSON.stringify(sent)).not.toMatch(/4242\D?4242/)
  await expect(page).toHaveURL(/\/checkout\/confirmed\/[\w-]+$/)

  // /account lists both cards, the first the default; the other becomes default, the first goes.
  await openLive(page, '/account')
  const methods = page.getByRole('region', { name: 'Payment methods' })
  await expect(methods.locator('.account-saved-card')).toHaveCount(2)
  await expect(methods.locator('.account-saved-card').first()).toContainText('Default')
  await expect(methods).toContainText('Expires 12/2099')
  await expect(methods).toContainText('Expires 06/2031')
  await look(page, 'account-payment-methods')
  await methods.getByRole('button', { name: 'Make default, Visa •••• 4242' }).click()
  await expect(methods.getByRole('status')).toHaveText('This card is now your default.')
  await expect(methods.locator('.account-saved-card').first()).toContainText('Expires 06/2031')
  const older = methods.locator('.account-saved-card').filter({ hasText: 'Expires 12/2099' })
  await older.getByRole('button', { name: /^Remove/ }).click()
  await expect(older.getByRole('group', { name: 'Remove this card?' })).toBeVisible()
  await look(page, 'account-payment-methods-remove')
  await older.getByRole('button', { name: 'Yes, remove' }).click()
  await expect(methods.getByRole('status')).toHaveText('The card is removed.')
  await expect(methods.locator('.account-saved-card')).toHaveCount(1)
  await expect(methods).not.toContainText('Expires 12/2099')

  // A subscription bought with the saved card: that card cannot go until the subscription's
  // card is changed, which the account does with a new test card.
  await openLive(page, '/shop/coffee-of-the-month')
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page).toHaveURL(/\/checkout\?cartToken=/)
  await islandsLive(page)
  await expect(
    form(page).getByRole('radio', { name: /^Visa •••• 4242, expires 06\/2031/ }),
  ).toBeChecked()
  await pay(page)
  await openLive(page, '/account')
  const card = methods.locator('.account-saved-card').first()
  await expect(card).toContainText('Pays for ')
  await card.getByRole('button', { name: /^Remove/ }).click()
  await card.getByRole('button', { name: 'Yes, remove' }).click()
  await expect(methods.getByRole('status')).toContainText(
    'Change the subscription’s card first, then remove this card.',
  )
  const change = methods.locator('.account-subscription-card')
  await change.locator('summary').click()
  await expect(change).toContainText('Renews with Visa •••• 4242, 06/2031')
  await change.getByLabel('Card', { exact: true }).selectOption({ label: 'A new card' })
  await change.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242')
  await change.getByLabel('Expiry month (MM)', { exact: true }).fill('03')
  await change.getByLabel('Expiry year (YYYY)', { exact: true }).fill('2032')
  await change.getByLabel('Security code', { exact: true }).fill('123')
  await look(page, 'account-subscription-card')
  await change.getByRole('button', { name: 'Use this card' }).click()
  await expect(methods.getByRole('status')).toHaveText(
    'The card is changed: the next renewal charges it.',
  )
  await expect(methods.locator('.account-saved-card')).toHaveCount(2)
  const renewing = methods.locator('.account-saved-card').filter({ hasText: 'Expires 03/2032' })
  await expect(renewing).toContainText('Pays for ')
  await islandsLive(page)
})
