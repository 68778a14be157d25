import { expect, type Locator, type Page } from '@playwright/test'

// The owner the Playwright web server is started with (playwright.config.ts).
const owner = { email: 'owner@atelier.test', password: 'e2e-owner-password' }

/** Opens /config and signs in as the site owner. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/config/')
  await page.getByLabel('Email').fill(owner.email)
  await page.getByLabel('Password').fill(owner.password)
  await page.getByRole('button', { name: 'Log In' }).click()
  // Patient: the first sign-in of a run loads the editor while the machine is busy.
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible({ timeout: 30_000 })
}

/**
 * A title no other test (or earlier run against the same server) has used, so tests never depend
 * on the pages and posts that others leave behind.
 */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`
}

/** Adds a page of the given kind from the pages panel and opens it; answers its URL id. */
export async function addPage(page: Page, kind: string, title: string): Promise<string> {
  const form = page.getByRole('form', { name: 'Add a page' })
  await form.getByLabel('Page type').selectOption(kind)
  await form.getByLabel('New page title').fill(title)
  await form.getByRole('button', { name: 'Add page' }).click()
  await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible()
  const pages = (await (await page.request.get('/api/editor/pages')).json()) as {
    sections: { pages: { title: string; urlId: string }[] }[]
  }
  const created = pages.sections
    .flatMap((section) => section.pages)
    .find((entry) => entry.title === title)
  expect(created).toBeDefined()
  return created!.urlId
}

/** The list of the page's blocks beside the canvas, one button per block in reading order. */
export const blockOutline = (page: Page): Locator => page.getByRole('region', { name: 'Blocks' })

/** The names of the blocks' outline buttons, in reading order. */
export async function outlineOrder(page: Page): Promise<string[]> {
  return blockOutline(page).locator('[data-outline-for]').allTextContents()
}

/** Picks a block type from the open block menu. */
export async function pickBlock(page: Page, label: string): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Add a block' })
    .getByRole('button', { name: label, exact: true })
    .click()
}

/** Adds a block at the end of the page from the toolbar's block menu. */
export async function addBlock(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Block' }).click()
  await pickBlock(page, label)
}

/** Adds a text block holding one sentence and waits for the draft to be saved. */
export async function addTextBlock(page: Page, sentence: string): Promise<void> {
  await addBlock(page, 'Text')
  const text = page.getByRole('textbox', { name: 'Text' })
  await text.click()
  await text.pressSequentially(sentence)
  await expectSaved(page)
}

export async function expectSaved(page: Page): Promise<void> {
  await expect(page.getByTestId('save-state')).toHaveText('Saved', { timeout: 10_000 })
}

export async function publish(page: Page): Promise<void> {
  await expectSaved(page)
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByTestId('publish-state')).toHaveText('Published')
}

/** The canvas of the page editor: the real renderer's draft of the page. */
export const pageCanvas = (page: Page) => page.frameLocator('iframe[title="Page preview"]')

/** The canvas of the Site Styles area. */
export const styleCanvas = (page: Page) => page.frameLocator('iframe[title="Style preview"]')

/** A CSS variable as the Site Styles canvas applies it to its root element. */
export async function styleCanvasVariable(page: Page, name: string): Promise<string> {
  return styleCanvas(page)
    .locator('html')
    .evaluate((root, variable) => getComputedStyle(root).getPropertyValue(variable).trim(), name)
}

/**
 * A `datetime-local` value for `when` on the site's clock: the editor takes dates and times in the
 * site's time zone (from the session), not the browser's.
 */
export async function siteDateTime(page: Page, when: Date): Promise<string> {
  const session = (await (await page.request.get('/api/editor/session')).json()) as {
    website: { timeZone: string }
  }
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: session.website.timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(when)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`
}
