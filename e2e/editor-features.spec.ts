import { expect, test, type Page } from '@playwright/test'

// The owner the Playwright web server is started with (playwright.config.ts).
const owner = { email: 'owner@atelier.test', password: 'e2e-owner-password' }

async function signIn(page: Page): Promise<void> {
  await page.goto('/config/')
  await page.getByLabel('Email').fill(owner.email)
  await page.getByLabel('Password').fill(owner.password)
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible()
}

/** A title no other test (or earlier run) has used. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`

async function addPage(page: Page, kind: string, title: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Add a page' })
  await form.getByLabel('Page type').selectOption(kind)
  await form.getByLabel('New page title').fill(title)
  await form.getByRole('button', { name: 'Add page' }).click()
  await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible()
}

const memberAreas = (page: Page) => page.getByRole('region', { name: 'Member Areas' })

test('a page marked member-only shows under Member Areas', async ({ page }) => {
  await signIn(page)
  const title = unique('Members Lounge')
  await addPage(page, 'page', title)
  await page.getByRole('button', { name: `Settings for ${title}` }).click()
  // A member-only page belongs to a member area now (issue 21): the demo's Studio Club.
  await page
    .getByRole('combobox', { name: 'Member area' })
    .selectOption({ label: 'The Studio Club' })
  await expect(page.getByTestId('settings-save-state')).toHaveText('Saved', { timeout: 10_000 })
  await expect(memberAreas(page).getByRole('button', { name: title, exact: true })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Main Navigation' }).getByRole('button', { name: title }),
  ).toHaveCount(0)
})

test('a page moved into Member Areas with the keyboard becomes member-only, and moves back out', async ({
  page,
}) => {
  await signIn(page)
  const title = unique('Video Lessons')
  const form = page.getByRole('form', { name: 'Add a page' })
  await form.getByLabel('Section').selectOption('hidden')
  await addPage(page, 'page', title)
  const row = () => page.getByRole('button', { name: title, exact: true })
  await row().focus()
  // Not Linked → Member Areas.
  await page.keyboard.press('Alt+ArrowRight')
  await expect(page.getByTestId('page-announcer')).toContainText(`${title} moved to position`)
  await expect(page.getByTestId('page-announcer')).toContainText('in Member Areas')
  await expect(memberAreas(page).getByRole('button', { name: title, exact: true })).toBeVisible()
  const memberOnly = async () => {
    const list = (await (await page.request.get('/api/editor/pages')).json()) as {
      sections: { id: string; pages: { title: string; memberOnly: boolean }[] }[]
    }
    const section = list.sections.find((entry) => entry.pages.some((p) => p.title === title))
    return [section?.id, section?.pages.find((p) => p.title === title)?.memberOnly]
  }
  await expect.poll(memberOnly, { timeout: 10_000 }).toEqual(['member', true])

  await page.reload()
  await expect(memberAreas(page).getByRole('button', { name: title, exact: true })).toBeVisible()
  // A reload starts a fresh history: nothing to undo yet.
  await expect(page.getByRole('button', { name: 'Undo page order' })).toBeDisabled()
  await row().focus()
  await page.keyboard.press('Alt+ArrowLeft')
  await expect(page.getByTestId('page-announcer')).toContainText('in Not Linked')
  await expect.poll(memberOnly, { timeout: 10_000 }).toEqual(['hidden', false])
  await page.getByRole('button', { name: 'Undo page order' }).click()
  await expect(memberAreas(page).getByRole('button', { name: title, exact: true })).toBeVisible()
  await expect.poll(memberOnly, { timeout: 10_000 }).toEqual(['member', true])
})

test('a style colour change is undone with Undo, in the form, the canvas and the saved styles', async ({
  page,
}) => {
  await signIn(page)
  await page.getByRole('button', { name: 'Site Styles' }).click()
  await expect(page.getByRole('heading', { name: 'Site Styles' })).toBeVisible()
  const hex = page.getByLabel('Accent colour hex')
  const before = await hex.inputValue()
  const changed = before.toLowerCase() === '#2a6f4e' ? '#7a2f4e' : '#2a6f4e'
  await hex.fill(changed)
  await expect(page.getByTestId('styles-save-state')).toHaveText('Unsaved changes')
  await page.getByRole('button', { name: 'Save styles' }).click()
  await expect(page.getByTestId('styles-save-state')).toHaveText('Saved', { timeout: 10_000 })
  expect(
    (
      (await (await page.request.get('/api/editor/styles')).json()) as {
        colors: { accent: string }
      }
    ).colors.accent,
  ).toBe(changed)

  await page.getByRole('button', { name: 'Undo', exact: true }).click()
  await expect(hex).toHaveValue(before)
  await expect
    .poll(() =>
      page
        .frame({ url: /\/config\/preview\// })
        ?.evaluate(() => document.documentElement.style.getPropertyValue('--accent')),
    )
    .toBe(before)
  await page.getByRole('button', { name: 'Save styles' }).click()
  await expect(page.getByTestId('styles-save-state')).toHaveText('Saved', { timeout: 10_000 })
  await expect
    .poll(async () =>
      (
        (await (await page.request.get('/api/editor/styles')).json()) as {
          colors: { accent: string }
        }
      ).colors.accent.toLowerCase(),
    )
    .toBe(before.toLowerCase())

  await page.getByRole('button', { name: 'Redo', exact: true }).click()
  await expect(hex).toHaveValue(changed)
})

test('a blog post saves itself after a pause, without pressing Save', async ({ page }) => {
  await signIn(page)
  const blog = unique('Kiln Diary')
  await addPage(page, 'blog', blog)
  await page.getByLabel('New post title').fill('Bisque day')
  await page.getByRole('button', { name: 'Add post' }).click()
  const title = page.getByLabel('Post title', { exact: true })
  await expect(title).toHaveValue('Bisque day')
  await title.fill('Bisque and glaze day')
  await expect(page.getByTestId('post-save-state')).toHaveText('Unsaved changes')
  await expect(page.getByTestId('post-save-state')).toHaveText('Saved', { timeout: 10_000 })

  const list = (await (await page.request.get('/api/editor/pages')).json()) as {
    sections: { pages: { id: string; title: string }[] }[]
  }
  const id = list.sections.flatMap((section) => section.pages).find((p) => p.title === blog)!.id
  const items = (await (await page.request.get(`/api/editor/collections/${id}/items`)).json()) as {
    items: { title: string }[]
  }
  expect(items.items.map((item) => item.title)).toEqual(['Bisque and glaze day'])
})

test('a PDF uploads in the file manager and is served as a PDF', async ({ page }) => {
  await signIn(page)
  await page.getByRole('button', { name: 'Files' }).click()
  await page.getByRole('tab', { name: 'Upload File' }).click()
  await page.getByLabel('Choose File').setInputFiles({
    name: 'Firing schedule.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  })
  const detail = page.getByRole('tabpanel', { name: 'File Detail' })
  await expect(detail.getByText('Firing schedule.pdf', { exact: true })).toBeVisible()
  await expect(detail).toContainText('application/pdf · 50 Bytes')
  const files = (await (await page.request.get('/api/editor/files')).json()) as {
    files: { name: string; url: string }[]
  }
  const pdf = files.files.find((file) => file.name === 'Firing schedule.pdf')!
  const served = await page.request.get(pdf.url)
  expect(served.headers()['content-type']).toBe('application/pdf')
  expect(served.headers()['content-disposition']).toMatch(/^inline; filename=".+\.pdf"$/)
})
