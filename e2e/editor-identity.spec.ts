import { expect, test, type Browser, type Page } from '@playwright/test'
import { signIn, uniqueTitle } from './editor-session.js'

interface SessionBody {
  crumb: string
  website: { title: string; logoFileId: string | null; identityVersion: number }
}

interface HeaderFooterBody {
  header: { branding: string; navigationSections: string[] }
  footer: unknown
  version: number
}

const readSession = async (page: Page) =>
  (await (await page.request.get('/api/editor/session')).json()) as SessionBody
const readHeaderFooter = async (page: Page) =>
  (await (await page.request.get('/api/site-header-footer')).json()) as HeaderFooterBody

/** Puts the site title, logo, header and footer back as they were, for the specs that follow. */
async function restore(page: Page, session: SessionBody, document: HeaderFooterBody) {
  const now = await readSession(page)
  const headers = { 'x-csrf-token': now.crumb }
  const website = await page.request.patch('/api/editor/website', {
    headers,
    data: {
      title: session.website.title,
      logoFileId: session.website.logoFileId,
      baseVersion: now.website.identityVersion,
    },
  })
  expect(website.status()).toBe(200)
  const headerFooter = await page.request.put('/api/site-header-footer', {
    headers,
    data: {
      header: document.header,
      footer: document.footer,
      baseVersion: (await readHeaderFooter(page)).version,
    },
  })
  expect(headerFooter.status()).toBe(200)
}

/** Opens the home page as a visitor until `check` passes (the page is rendered afresh). */
async function asVisitor(browser: Browser, check: (visitor: Page) => Promise<void>) {
  const visitor = await browser.newPage()
  await expect(async () => {
    await visitor.goto('/')
    await check(visitor)
  }).toPass({ timeout: 20_000 })
  await visitor.close()
}

test('the site title and header branding are undoable edits, autosaved, and a logo from the file manager reaches the public header', async ({
  page,
  browser,
}) => {
  await signIn(page)
  const before = await readSession(page)
  const beforeDocument = await readHeaderFooter(page)
  try {
    await page.getByRole('button', { name: 'Header & Footer' }).click()
    const title = page.getByRole('textbox', { name: 'Site Title' })
    const branding = page.getByRole('combobox', { name: 'Branding' })
    const undo = page.getByRole('button', { name: 'Undo', exact: true })
    const redo = page.getByRole('button', { name: 'Redo', exact: true })
    await expect(title).toHaveValue(before.website.title)

    const newTitle = uniqueTitle('Kiln House')
    await title.fill(newTitle)
    await branding.selectOption({ label: 'Logo' })
    await undo.click()
    await expect(branding).toHaveValue('title')
    await expect(title).toHaveValue(newTitle)
    await undo.click()
    await expect(title).toHaveValue(before.website.title)
    await redo.click()
    await expect(title).toHaveValue(newTitle)

    // No Save button pressed: the change saves itself, and the panel says so.
    await expect.poll(async () => (await readSession(page)).website.title).toBe(newTitle)
    await expect(page.getByTestId('site-save-state')).toHaveText('Saved')
    expect((await readHeaderFooter(page)).header.branding).toBe(beforeDocument.header.branding)
    await asVisitor(browser, async (visitor) => {
      const brand = visitor.getByRole('banner').getByRole('link', { name: newTitle, exact: true })
      await expect(brand).toBeVisible({ timeout: 1_000 })
      await expect(brand.getByRole('img')).toHaveCount(0)
    })

    await page.getByRole('button', { name: 'Choose logo' }).click()
    const files = page.getByRole('dialog', { name: 'File manager' })
    await files
      .getByRole('tabpanel', { name: 'Existing Files' })
      .getByRole('button', { name: /^Choose / })
      .first()
      .click()
    await expect(files).toBeHidden()
    await expect(page.getByText('Logo chosen')).toBeVisible()
    await branding.selectOption({ label: 'Logo' })
    await expect.poll(async () => (await readHeaderFooter(page)).header.branding).toBe('logo')
    await expect.poll(async () => (await readSession(page)).website.logoFileId).not.toBeNull()
    await expect(page.getByTestId('site-save-state')).toHaveText('Saved')
    await asVisitor(browser, async (visitor) => {
      const logo = visitor.getByRole('banner').getByRole('img', { name: newTitle })
      // An image has no size until it has loaded, which a busy machine takes a while to do.
      await expect(logo).toBeVisible({ timeout: 5_000 })
      expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
        0,
      )
    })
  } finally {
    await restore(page, before, beforeDocument)
  }
})
