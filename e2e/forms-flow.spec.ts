import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { APIRequestContext, Page, Request, Route } from '@playwright/test'
import { openLive } from './live-page.js'

const owner = { email: 'owner@atelier.test', password: 'e2e-owner-password' }
const run = Date.now().toString(36)

/** The site owner's API, signed in with its own cookies (the crumb comes from the crumb call). */
async function ownerApi(baseURL: string): Promise<{ api: APIRequestContext; crumb: string }> {
  const api = await playwrightRequest.newContext({ baseURL })
  await api.get('/api/crumb')
  const crumb = (await api.storageState()).cookies.find((cookie) => cookie.name === 'crumb')?.value
  if (crumb === undefined) throw new Error('the crumb call set no crumb cookie')
  const login = await api.post('/api/auth/login', {
    headers: { 'x-csrf-token': crumb },
    data: owner,
  })
  expect(login.status()).toBe(200)
  return { api, crumb }
}

/**
 * Saves a form through the owner API and publishes a page (not in the navigation) that shows it;
 * answers the page's path.
 */
async function publishFormPage(
  baseURL: string,
  form: { id: string; title: string } & Record<string, unknown>,
): Promise<string> {
  const { api, crumb } = await ownerApi(baseURL)
  const headers = { 'x-csrf-token': crumb }
  const { id, title, ...document } = form
  const saved = await api.put(`/api/editor/forms/${id}`, { headers, data: document })
  expect(saved.status()).toBe(200)
  const created = await api.post('/api/editor/pages', {
    headers,
    data: { kind: 'page', title, section: 'hidden' },
  })
  expect(created.status()).toBe(201)
  const page = ((await created.json()) as { page: { id: string; urlId: string } }).page
  const draft = await api.get(`/api/editor/pages/${page.id}/content`)
  const { version } = (await draft.json()) as { version: number }
  const content = await api.put(`/api/editor/pages/${page.id}/content`, {
    headers,
    data: {
      baseVersion: version,
      layout: {
        schemaVersion: 1,
        columns: 12,
        blocks: [
          {
            id: `b-form-${id}`,
            type: 'form',
            position: { row: 0, col: 0, span: 12 },
            value: { formId: id },
          },
        ],
      },
    },
  })
  expect(content.status()).toBe(200)
  expect((await api.post(`/api/editor/pages/${page.id}/publish`, { headers })).status()).toBe(200)
  // The server re-reads a site's version about once a second; wait until visitors see the page.
  await expect.poll(async () => (await api.get(`/${page.urlId}`)).status()).toBe(200)
  await api.dispose()
  return `/${page.urlId}`
}

/** Holds every matching request until `release` is called; `held` resolves with the first. */
async function holdRequests(page: Page, url: string) {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  let first: (request: Request) => void = () => undefined
  const held = new Promise<Request>((resolve) => (first = resolve))
  let count = 0
  await page.route(url, async (route: Route) => {
    count += 1
    first(route.request())
    await released
    await route.continue()
  })
  return { held, release, count: () => count }
}

const nameField = [{ id: 'name', type: 'text', label: 'Your name', required: true }]

test('after a held save reading Submitting…, a form with a redirect sends the visitor there', async ({
  page,
  baseURL,
}) => {
  const path = await publishFormPage(baseURL!, {
    id: `form-redirect-${run}`,
    title: `Redirecting form ${run}`,
    name: 'Workshop waiting list',
    fields: nameField,
    successRedirect: '/about',
  })
  await openLive(page, path)
  const form = page.locator('form.site-form')
  await form.getByLabel('Your name').fill('Ada Lovelace')

  const save = await holdRequests(page, '**/api/form/SaveFormSubmission')
  await form.getByRole('button', { name: 'Submit' }).click()
  const sent = await save.held
  const button = form.getByRole('button', { name: 'Submitting…' })
  await expect(button).toBeVisible()
  await expect(button).toBeDisabled()
  expect(JSON.parse(sent.postData() ?? '{}')).toMatchObject({
    formId: `form-redirect-${run}`,
    pagePath: path,
    pagePermissionTypeValue: 1,
  })
  // Clicking the locked button again sends nothing more.
  await button.click({ force: true })

  save.release()
  await page.waitForURL('**/about')
  expect(new URL(page.url()).pathname).toBe('/about')
  expect(save.count()).toBe(1)
})

test.describe('with the ALTCHA captcha', () => {
  let path: string
  test.beforeAll(async ({ baseURL }) => {
    path = await publishFormPage(baseURL!, {
      id: `form-captcha-${run}`,
      title: `Guarded form ${run}`,
      name: 'Guarded',
      fields: nameField,
      captchaEnabled: true,
      submissionMessage: [
        { type: 'paragraph', children: [{ type: 'text', text: 'Thanks, human.' }] },
      ],
    })
  })

  test("asks for the captcha first: 'Complete CAPTCHA before submitting.'", async ({ page }) => {
    const saves: string[] = []
    page.on('request', (sent) => {
      if (sent.url().includes('/api/form/')) saves.push(sent.url())
    })
    // The widget stays unsolved while its challenge request is held.
    const challenge = await holdRequests(page, '**/api/form/captcha-challenge')
    await openLive(page, path)
    const form = page.locator('form.site-form')
    await form.getByLabel('Your name').fill('Ada')
    await form.getByText("I'm not a robot", { exact: true }).click()
    await challenge.held
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.locator('.site-form__notice:visible')).toHaveText(
      'Complete CAPTCHA before submitting.',
    )
    expect(saves.filter((url) => !url.includes('captcha-challenge'))).toEqual([])
    challenge.release()
  })

  test('the widget solves the challenge, the server checks it, and a failed save resets it', async ({
    page,
  }) => {
    const challenges: string[] = []
    page.on('request', (sent) => {
      if (sent.url().includes('/api/form/captcha-challenge')) challenges.push(sent.url())
    })
    const keys: string[] = []
    let spoil = true
    // The first save reaches the server with a spoilt captcha answer, which the server refuses.
    await page.route('**/api/form/SaveFormSubmission', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { captchaKey?: string }
      keys.push(body.captchaKey ?? '')
      if (!spoil) return route.continue()
      spoil = false
      await route.continue({ postData: JSON.stringify({ ...body, captchaKey: 'spoilt' }) })
    })

    await openLive(page, path)
    const form = page.locator('form.site-form')
    const robot = form.getByRole('checkbox', { name: "I'm not a robot" })
    // The widget draws its tick over the box, so a visitor clicks the words beside it.
    const robotLabel = form.getByText("I'm not a robot", { exact: true })
    const verified = form.getByRole('checkbox', { name: 'Verified' })
    await form.getByLabel('Your name').fill('Ada')
    await robotLabel.click()
    await expect(verified).toBeChecked({ timeout: 20_000 })
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.locator('.site-form__notice:visible')).toHaveText(
      'Complete CAPTCHA before submitting.',
    )
    expect(keys).toHaveLength(1)
    expect(keys[0]).not.toBe('')

    // The failure reset the widget: its answer is spent, so the next send waits for a new one.
    await expect(verified).toHaveCount(0)
    await expect(robot).not.toBeChecked()
    const keyRequest = page.waitForRequest('**/api/form/FormSubmissionKey', { timeout: 1_500 })
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.locator('.site-form__notice:visible')).toHaveText(
      'Complete CAPTCHA before submitting.',
    )
    // Nothing is sent: no key is asked for and no answers are saved.
    await expect(keyRequest).rejects.toThrow()
    expect(keys).toHaveLength(1)

    await robotLabel.click()
    await expect(verified).toBeChecked({ timeout: 20_000 })
    await form.getByRole('button', { name: 'Submit' }).click()
    const submission = page.locator('.site-form__submission')
    await expect(submission).toBeVisible()
    await expect(submission).toHaveText('Thanks, human.')
    expect(keys).toHaveLength(2)
    expect(keys[1]).not.toBe(keys[0])
    expect(challenges).toHaveLength(2)
  })
})

test("says 'scroll down' from a notice above the fields when sent from a field far above the button", async ({
  page,
}) => {
  // A short window: on the long contact form the button is far below the first field.
  await page.setViewportSize({ width: 1000, height: 600 })
  await openLive(page, '/contact')
  const form = page.locator('form.site-form')
  const firstName = form.locator('input[name="name-fname"]')
  await firstName.fill('Ada')
  await expect(form.getByRole('button', { name: 'Submit' })).not.toBeInViewport()
  await firstName.press('Enter')

  const notice = form.locator('.site-form__notice:visible')
  await expect(notice).toHaveText(
    'Your form has encountered a problem. Please scroll down to review.',
  )
  await expect(notice).toBeInViewport()
  const noticeTop = (await notice.boundingBox())!.y
  const firstError = form.locator('.form-field__error').first()
  await expect(firstError).toHaveText('Required')
  expect((await firstError.boundingBox())!.y).toBeGreaterThan(noticeTop)
})
