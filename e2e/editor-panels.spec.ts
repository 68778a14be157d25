import { expect, test, type Browser, type Page } from '@playwright/test'
import {
  addPage,
  addTextBlock,
  blockOutline,
  publish,
  signIn,
  uniqueTitle,
} from './editor-session.js'
import { recordWrites } from './page-writes.js'

interface ListedPage {
  id: string
  title: string
  urlId: string
  children?: ListedPage[]
}

async function listedPages(page: Page): Promise<ListedPage[]> {
  const list = (await (await page.request.get('/api/editor/pages')).json()) as {
    sections: { pages: ListedPage[] }[]
  }
  return list.sections.flatMap((section) =>
    section.pages.flatMap((entry) => [entry, ...(entry.children ?? [])]),
  )
}

const listedTitles = async (page: Page) => (await listedPages(page)).map((entry) => entry.title)

/**
 * A visitor in a browser of their own (no owner cookies), with the demo popup already answered as
 * every test's browser has it (playwright.config.ts).
 */
async function visitor(browser: Browser): Promise<Page> {
  const { storageState } = test.info().project.use
  const context = await browser.newContext({ storageState })
  return context.newPage()
}

/** A date and time as a `datetime-local` field takes it, in the browser's time zone. */
function localDateTime(when: Date): string {
  return new Date(when.getTime() - when.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

const DAY = 24 * 3600_000
// Three times the editor's autosave pause (AUTOSAVE_DELAY_MS, 800 ms).
const PAST_AUTOSAVE_MS = 2400

test('a page is renamed in the pages panel: Enter keeps the new name, Escape drops it', async ({
  page,
}) => {
  // The editor's timers run on a clock the test moves (the autosave pause included).
  await page.clock.install()
  await signIn(page)
  const before = uniqueTitle('Studio Hours')
  const after = uniqueTitle('Opening Hours')
  await addPage(page, 'page', before)
  const pages = page.getByRole('navigation', { name: 'Pages' })

  await pages.getByRole('button', { name: `Rename ${before}` }).click()
  const name = pages.getByRole('textbox', { name: `New name for ${before}` })
  await expect(name).toBeFocused()
  await expect(name).toHaveValue(before)
  await name.fill(after)
  await name.press('Enter')
  await expect(pages.getByRole('button', { name: after, exact: true })).toBeVisible()
  await expect(pages.getByRole('button', { name: before, exact: true })).toHaveCount(0)
  await expect.poll(() => listedTitles(page)).toContain(after)

  const writes = recordWrites(page)
  await pages.getByRole('button', { name: `Rename ${after}` }).click()
  const again = pages.getByRole('textbox', { name: `New name for ${after}` })
  await again.fill('Not this name')
  await again.press('Escape')
  await expect(again).toHaveCount(0)
  await expect(pages.getByRole('button', { name: after, exact: true })).toBeVisible()
  await expect(pages.getByText('Not this name')).toHaveCount(0)
  // Nothing may be saved later either: run the page's clock past the autosave pause, read back.
  await page.clock.runFor(PAST_AUTOSAVE_MS)
  const titles = await listedTitles(page)
  expect(titles).toContain(after)
  expect(titles).not.toContain('Not this name')
  await page.reload()
  await expect(
    page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('button', { name: after, exact: true }),
  ).toBeVisible()
  expect(writes).toEqual([])
})

test('a password locks a page for visitors, and removing it opens the page again', async ({
  page,
  browser,
}) => {
  await signIn(page)
  const title = uniqueTitle('Wholesale')
  const urlId = await addPage(page, 'page', title)
  await addTextBlock(page, 'Trade prices are below.')
  await publish(page)

  await page.getByRole('button', { name: `Settings for ${title}` }).click()
  const settings = page.getByRole('form', { name: `Page settings: ${title}` })
  await expect(settings.getByText('This page is not locked.')).toBeVisible()
  await settings.getByLabel('Password', { exact: true }).fill('kiln-42')
  await settings.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(
    settings.getByRole('status').filter({ hasText: 'Page settings saved.' }),
  ).toBeVisible()
  await expect(settings.getByText('This page is locked with a password.')).toBeVisible()

  const guest = await visitor(browser)
  await expect(async () => {
    await guest.goto(`/${urlId}`)
    await expect(guest.getByText('This page is password protected.')).toBeVisible({
      timeout: 500,
    })
  }).toPass({ timeout: 10_000 })
  await expect(guest.getByText('Trade prices are below.')).toHaveCount(0)
  await guest.getByLabel('Password').fill('not-it')
  await guest.getByRole('button', { name: 'Enter' }).click()
  await expect(guest.getByRole('alert')).toHaveText('Incorrect password. Please try again.')
  await guest.getByLabel('Password').fill('kiln-42')
  await guest.getByRole('button', { name: 'Enter' }).click()
  await expect(guest.getByText('Trade prices are below.')).toBeVisible()
  await guest.context().close()

  await settings.getByLabel('Remove the password').check()
  await settings.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(settings.getByText('This page is not locked.')).toBeVisible()

  const stranger = await visitor(browser)
  await expect(async () => {
    await stranger.goto(`/${urlId}`)
    await expect(stranger.getByText('Trade prices are below.')).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 10_000 })
  await expect(stranger.getByText('This page is password protected.')).toHaveCount(0)
  await stranger.context().close()
})

test('Duplicate block puts a copy of the block on the page, and visitors see both', async ({
  page,
  browser,
}) => {
  await signIn(page)
  const title = uniqueTitle('Twice')
  const urlId = await addPage(page, 'page', title)
  await addTextBlock(page, 'Said once, said twice.')
  const copies = blockOutline(page).getByRole('button', {
    name: 'Text: Said once, said twice.',
    exact: true,
  })
  await expect(copies).toHaveCount(1)
  await copies.click()
  await page.getByRole('button', { name: 'Duplicate block' }).click()
  await expect(copies).toHaveCount(2)
  await publish(page)

  const guest = await visitor(browser)
  await expect(async () => {
    await guest.goto(`/${urlId}`)
    await expect(guest.getByText('Said once, said twice.')).toHaveCount(2, { timeout: 500 })
  }).toPass({ timeout: 10_000 })
  await guest.context().close()
})

test('a blog post scheduled for later stays hidden from visitors until its date', async ({
  page,
  browser,
}) => {
  await signIn(page)
  const blog = uniqueTitle('Firing Log')
  const urlId = await addPage(page, 'blog', blog)
  // The blog page itself is published through its settings.
  await page.getByRole('button', { name: `Settings for ${blog}` }).click()
  await page.getByLabel('Status').selectOption('published')
  await expect(page.getByTestId('settings-save-state')).toHaveText('Saved', { timeout: 10_000 })
  await page.getByRole('button', { name: blog, exact: true }).click()

  const post = uniqueTitle('Ash glaze test')
  await page.getByLabel('New post title').fill(post)
  await page.getByRole('button', { name: 'Add post' }).click()
  await expect(page.getByLabel('Post title', { exact: true })).toHaveValue(post)
  const editor = page.getByRole('region', { name: 'Edit post' })
  await editor.getByLabel('Status').selectOption('scheduled')
  await editor.getByLabel('Publish date').fill(localDateTime(new Date(Date.now() + 3 * DAY)))
  await expect(page.getByTestId('post-save-state')).toHaveText('Saved', { timeout: 10_000 })
  const posts = page.getByRole('region', { name: `${blog}: posts` })
  await expect(posts.getByRole('listitem').filter({ hasText: post })).toContainText('Scheduled')

  const guest = await visitor(browser)
  await guest.goto(`/${urlId}`)
  await expect(guest.getByRole('heading', { name: blog })).toBeVisible()
  await expect(guest.getByText(post)).toHaveCount(0)

  // Dated in the past, the scheduled post is due and visitors get it.
  await editor.getByLabel('Publish date').fill(localDateTime(new Date(Date.now() - 3 * DAY)))
  await expect(page.getByTestId('post-save-state')).toHaveText('Saved', { timeout: 10_000 })
  await expect(async () => {
    await guest.goto(`/${urlId}`)
    await expect(guest.getByText(post)).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 10_000 })
  await guest.context().close()
})
