import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { openLive, reloadLive } from './live-page.js'

const owner = { email: 'owner@atelier.test', password: 'e2e-owner-password' }
/** Well past the popup's delay (the runtime's POPUP_DELAY_MS, 3 s), on the page's clock. */
const POPUP_WAIT_MS = 10_000

/** The browser's crumb: pages set none, so it comes from the crumb call, as the runtime gets it. */
async function crumbOf(page: Page): Promise<string> {
  const answer = await page.request.get('/api/crumb')
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'crumb')
  if (cookie === undefined) throw new Error('the crumb call set no crumb cookie')
  expect((await answer.json()).crumb).toBe(cookie.value)
  return cookie.value
}

/** Signs the owner in within the page's browser context, so later API calls carry the session. */
async function signInOwner(page: Page): Promise<APIRequestContext> {
  const crumb = await crumbOf(page)
  const response = await page.request.post('/api/auth/login', {
    headers: { 'x-csrf-token': crumb },
    data: owner,
  })
  expect(response.status()).toBe(200)
  return page.request
}

async function outboxSubjects(page: Page): Promise<{ to: string; subject: string }[]> {
  const response = await page.request.get('/api/editor/outbox')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { messages: { to: string; subject: string }[] }).messages
}

test('the contact form shows its errors, then sends the message to the owner', async ({ page }) => {
  await openLive(page, '/contact')
  const form = page.locator('form.site-form')
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.locator('.form-field__error').first()).toHaveText('Required')
  await expect(form.locator('.site-form__notice')).toHaveText(
    'Your form has encountered a problem. Please scroll up to review.',
  )

  await form.locator('input[name="name-fname"]').fill('Ada')
  await form.locator('input[name="name-lname"]').fill('Lovelace')
  await form.locator('input[name="email"]').fill('ada@example.com')
  await form.locator('select[name="topic"]').selectOption('Wholesale')
  await form.locator('textarea[name="message"]').fill('Do you sell to cafés?')
  await expect(form.locator('.form-field__count')).toHaveText('21 / 500')
  await expect(form.locator('.form-field__count')).toHaveCSS('text-align', 'right')
  await form.getByRole('button', { name: 'Submit' }).click()
  const submission = page.locator('.site-form__submission')
  await expect(submission).toBeVisible()
  await expect(submission).toHaveText('Thank you! We will get back to you within two working days.')
  await expect(form.locator('.form-field').first()).toBeHidden()
  await expect(form.getByRole('button', { name: 'Submit' })).toBeHidden()
  await expect(form).toBeHidden()

  await signInOwner(page)
  expect(await outboxSubjects(page)).toContainEqual(
    expect.objectContaining({
      to: owner.email,
      subject: 'Form Submission - Loam & Ember - Contact us',
    }),
  )
})

test('a visitor signs up for the studio letter from the home page', async ({ page }) => {
  await openLive(page, '/')
  const form = page.locator('.newsletter-block form.newsletter-form')
  await form.locator('input[name="email"]').fill('letter@')
  await form.getByRole('button', { name: 'Sign Up' }).click()
  await expect(form.locator('.newsletter-form__status')).toHaveText('Email is invalid')
  await form.locator('input[name="email"]').fill('letter@example.com')
  const subscribe = page.waitForRequest('**/api/newsletter/subscribe')
  await form.getByRole('button', { name: 'Sign Up' }).click()
  expect((await subscribe).postDataJSON()).toEqual({
    email: 'letter@example.com',
    listId: 'list-studio-letter',
  })
  await expect(form.locator('.newsletter-form__status')).toHaveText(
    'Thank you! You are now subscribed.',
  )
})

test('a restock sign-up on the sold-out teapot is mailed once stock is raised', async ({
  page,
}) => {
  await openLive(page, '/shop/moonlight-teapot')
  const box = page.locator('.restock-box')
  await expect(box).toBeVisible()
  await box.locator('input[type="email"]').fill('teapot@example.com')
  await box.getByRole('button', { name: 'Notify Me' }).click()
  await expect(box).toHaveText('Signed up!')

  const itemId = await page.locator('article.product').getAttribute('data-item-id')
  const request = await signInOwner(page)
  const raised = await request.put(`/api/editor/products/${itemId}/variants/TEAPOT-MOON/stock`, {
    headers: { 'x-csrf-token': await crumbOf(page) },
    data: { qtyInStock: 6 },
  })
  expect(raised.status()).toBe(200)
  const answer = (await raised.json()) as { qtyInStock: number; noticesQueued: number }
  expect(answer.qtyInStock).toBe(6)
  // Every waiting sign-up is mailed: this one, and any an earlier spec left on the teapot.
  expect(answer.noticesQueued).toBeGreaterThanOrEqual(1)
  expect(await outboxSubjects(page)).toContainEqual(
    expect.objectContaining({
      to: 'teapot@example.com',
      subject: 'Moonlight Teapot is back in stock',
    }),
  )
})

test.describe('a first visit', () => {
  // Every other test starts with the popup answered (playwright.config.ts); this one is a newcomer.
  test.use({ storageState: { cookies: [], origins: [] } })

  test('the popup overlay appears on the home page, closes with Escape and stays closed', async ({
    page,
  }) => {
    // The page's timers run on a clock the test moves: past the popup's delay at once.
    await page.clock.install()
    await openLive(page, '/')
    const popup = page.locator('.popup-overlay')
    await page.clock.runFor(POPUP_WAIT_MS)
    await expect(popup.getByRole('dialog')).toBeVisible()
    await expect(popup.getByRole('heading')).toHaveText('Join the Studio Letter')
    await expect(popup.locator('input[name="email"]')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()

    await reloadLive(page)
    // The island decided it is answered; and well past its delay it has not come back.
    await expect(page.locator('[data-island="popup-overlay"]')).toHaveAttribute(
      'data-popup-due',
      'false',
    )
    await page.clock.runFor(POPUP_WAIT_MS)
    await expect(popup).toBeHidden()
  })
})
