import { expect, test, type Page } from '@playwright/test'
import { accessibleNameViolations } from './accessible-names.js'
import {
  addBlock,
  addPage,
  addTextBlock,
  pickBlock,
  signIn,
  styleCanvasVariable,
  uniqueTitle,
} from './editor-session.js'

async function openSiteStyles(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Site Styles' }).click()
  await expect(page.getByRole('heading', { name: 'Site Styles' })).toBeVisible()
  // The canvas has loaded once it reports the theme's own accent variable.
  await expect.poll(() => styleCanvasVariable(page, '--accent')).not.toBe('')
}

const accentPicker = (page: Page) => page.getByRole('group', { name: 'Accent colour' })

/** Waits until nothing is left to save and the server holds `accent`. */
async function expectStoredAccent(page: Page, accent: string): Promise<void> {
  await expect(page.getByText(/^(Saving…|Unsaved changes)$/)).toHaveCount(0)
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/editor/styles')).json()) as SiteStylesBody).colors
          .accent,
    )
    .toBe(accent)
}

interface SiteStylesBody {
  colors: Record<string, string>
}

test('the colour picker shows one colour in RGB, HSL and Hex, with Alpha, and the canvas follows live', async ({
  page,
}) => {
  await signIn(page)
  await openSiteStyles(page)
  const picker = accentPicker(page)
  const mode = (name: string) => picker.getByRole('radio', { name, exact: true })
  await expect(mode('Hex')).toBeChecked()

  await picker.getByLabel('Accent colour hex').fill('#336699')
  await expect.poll(() => styleCanvasVariable(page, '--accent')).toBe('#336699')

  await mode('RGB').check()
  await expect(picker.getByLabel('Red')).toHaveValue('51')
  await expect(picker.getByLabel('Green')).toHaveValue('102')
  await expect(picker.getByLabel('Blue')).toHaveValue('153')

  await mode('HSL').check()
  await expect(picker.getByLabel('Hue')).toHaveValue('210')
  await expect(picker.getByLabel('Saturation')).toHaveValue('50')
  await expect(picker.getByLabel('Lightness')).toHaveValue('40')
  await picker.getByLabel('Lightness').fill('60')
  await expect.poll(() => styleCanvasVariable(page, '--accent')).toBe('#6699cc')

  await mode('RGB').check()
  await expect(picker.getByLabel('Red')).toHaveValue('102')
  await picker.getByLabel('Blue').fill('255')
  await mode('Hex').check()
  await expect(picker.getByLabel('Accent colour hex')).toHaveValue('#6699ff')

  // Alpha is a slider from 0 to 1 in steps of 0.01.
  const alpha = picker.getByRole('slider', { name: 'Alpha' })
  await alpha.focus()
  for (let step = 0; step < 50; step += 1) await alpha.press('ArrowLeft')
  await expect(alpha).toHaveValue('0.5')
  await expect.poll(() => styleCanvasVariable(page, '--accent')).toBe('rgba(102, 153, 255, 0.5)')
  // Another format keeps the alpha.
  await picker.getByLabel('Accent colour hex').fill('#000000')
  await expect.poll(() => styleCanvasVariable(page, '--accent')).toBe('rgba(0, 0, 0, 0.5)')
})

test('a style tweak is saved, and Reset takes a later tweak back off the canvas and the picker', async ({
  page,
  browser,
}) => {
  // Two reloads and two visitor pages: longer than the default 30 s on a busy machine.
  test.setTimeout(90_000)
  await signIn(page)
  await openSiteStyles(page)
  const hex = () => accentPicker(page).getByLabel('Accent colour hex')
  await hex().fill('#2a7a4b')
  await expect.poll(() => styleCanvasVariable(page, '--accent')).toBe('#2a7a4b')
  await page.getByRole('button', { name: 'Save styles' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible()
  await expectStoredAccent(page, '#2a7a4b')

  // Saved: the editor opens with it next time, and visitors get it.
  await page.reload()
  await openSiteStyles(page)
  await expect(hex()).toHaveValue('#2a7a4b')
  await expect.poll(() => styleCanvasVariable(page, '--accent')).toBe('#2a7a4b')
  const visitorAccent = async (expected: string) => {
    const visitor = await browser.newPage()
    await expect(async () => {
      await visitor.goto('/')
      expect(
        await visitor.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--accent').trim(),
        ),
      ).toBe(expected)
    }).toPass({ timeout: 10_000 })
    await visitor.close()
  }
  await visitorAccent('#2a7a4b')

  // A later tweak shows at once; Reset takes it back off the canvas and out of the picker.
  await hex().fill('#aa0000')
  await expect.poll(() => styleCanvasVariable(page, '--accent')).toBe('#aa0000')
  await page.getByRole('button', { name: 'Reset', exact: true }).click()
  await expect.poll(() => styleCanvasVariable(page, '--accent')).toBe('#2a7a4b')
  await expect(hex()).toHaveValue('#2a7a4b')
  await expectStoredAccent(page, '#2a7a4b')
  await page.reload()
  await openSiteStyles(page)
  await expect(hex()).toHaveValue('#2a7a4b')
  await visitorAccent('#2a7a4b')
})

test('the font picker narrows its list by search and by category', async ({ page }) => {
  await signIn(page)
  const fonts = (await (await page.request.get('/api/editor/fonts')).json()) as {
    fonts: { family: string; category: string }[]
  }
  await openSiteStyles(page)
  const picker = page.getByRole('group', { name: /^Heading font: / })
  const listed = () => picker.getByRole('list', { name: 'Browse all fonts' }).getByRole('button')
  const families = (list: { family: string }[]) => list.map((font) => font.family)
  await expect(listed()).toHaveText(families(fonts.fonts))

  // A search term that matches some fonts but not all.
  const term = fonts.fonts
    .flatMap((font) => font.family.toLowerCase().split(/\s+/))
    .find((word) => {
      const hits = fonts.fonts.filter((font) => font.family.toLowerCase().includes(word)).length
      return hits > 0 && hits < fonts.fonts.length
    })!
  const matching = fonts.fonts.filter((font) => font.family.toLowerCase().includes(term))
  await picker.getByLabel('Search heading font fonts').fill(term.toUpperCase())
  await expect(listed()).toHaveText(families(matching))

  // A category narrows the whole list, and the search within it.
  const category = matching[0]!.category
  await picker.getByLabel('Search heading font fonts').fill('')
  await picker.getByLabel('Category').selectOption(category)
  const inCategory = fonts.fonts.filter((font) => font.category === category)
  expect(inCategory.length).toBeLessThan(fonts.fonts.length)
  await expect(listed()).toHaveText(families(inCategory))
  await picker.getByLabel('Search heading font fonts').fill(term)
  await expect(listed()).toHaveText(
    families(inCategory.filter((font) => font.family.toLowerCase().includes(term))),
  )
  const other = fonts.fonts.find((font) => font.category !== category)!.category
  await picker.getByLabel('Category').selectOption(other)
  await expect(listed()).toHaveText(
    families(
      fonts.fonts.filter(
        (font) => font.category === other && font.family.toLowerCase().includes(term),
      ),
    ),
  )
})

test('the tag and category manager creates, renames, merges, removes and filters', async ({
  page,
}) => {
  await signIn(page)
  await addPage(page, 'blog', uniqueTitle('Glaze Journal'))
  const manager = page.getByRole('region', { name: 'Tags and categories' })
  const entries = manager.getByRole('checkbox')
  const names = async () => (await manager.locator('li').allTextContents()).map((t) => t.trim())
  const save = () => manager.getByRole('button', { name: 'Save', exact: true }).click()
  const create = async (name: string, label = 'Tag name') => {
    await manager.getByRole('button', { name: 'New', exact: true }).click()
    await manager.getByLabel(label).fill(name)
    await save()
  }
  // The manager closes its name field once the server has the new name.
  const created = async (name: string, label = 'Tag name') => {
    await create(name, label)
    await expect(manager.getByLabel(label)).toHaveCount(0)
  }

  await expect(manager.getByRole('tab', { name: 'Tags' })).toHaveAttribute('aria-selected', 'true')
  await created('celadon')
  await created('shino')
  await created('tenmoku')
  await expect.poll(names).toEqual(['celadon (0)', 'shino (0)', 'tenmoku (0)'])

  // A duplicate, whatever its case.
  await create('Shino')
  await expect(manager.getByRole('alert')).toHaveText('This tag already exists')
  await manager.getByRole('button', { name: 'Cancel' }).click()

  // Edit renames.
  await manager.getByRole('checkbox', { name: 'tenmoku (0)' }).check()
  await manager.getByRole('button', { name: 'Edit', exact: true }).click()
  await expect(manager.getByLabel('Tag name')).toHaveValue('tenmoku')
  await manager.getByLabel('Tag name').fill('temmoku')
  await save()
  await expect.poll(names).toEqual(['celadon (0)', 'shino (0)', 'temmoku (0)'])

  // Merge folds two into one.
  await manager.getByRole('checkbox', { name: 'celadon (0)' }).check()
  await manager.getByRole('checkbox', { name: 'shino (0)' }).check()
  await manager.getByRole('button', { name: 'Merge', exact: true }).click()
  await manager.getByLabel('Merge into tag').fill('ash glaze')
  await save()
  await expect.poll(names).toEqual(['ash glaze (0)', 'temmoku (0)'])

  // Filter narrows the list.
  await manager.getByLabel('Filter').fill('TEM')
  await expect.poll(names).toEqual(['temmoku (0)'])
  await manager.getByLabel('Filter').fill('')

  // Remove.
  await manager.getByRole('checkbox', { name: 'temmoku (0)' }).check()
  await manager.getByRole('button', { name: 'Remove', exact: true }).click()
  await expect.poll(names).toEqual(['ash glaze (0)'])
  await expect(entries).toHaveCount(1)

  // Tags stop at 50 characters, categories at 25 (SPEC §9).
  const long = 'a'.repeat(60)
  await created(long)
  await expect(manager.getByText(`${'a'.repeat(50)} (0)`, { exact: true })).toBeVisible()
  await manager.getByRole('tab', { name: 'Categories' }).click()
  await expect.poll(names).toEqual([])
  await created(long, 'Category name')
  await expect.poll(names).toEqual([`${'a'.repeat(25)} (0)`])
  // Only one type is edited at a time: a category may share a tag's name.
  await created('ash glaze', 'Category name')
  await expect.poll(names).toEqual([`${'a'.repeat(25)} (0)`, 'ash glaze (0)'])
  await create('Ash Glaze', 'Category name')
  await expect(manager.getByRole('alert')).toHaveText('This category already exists')

  // Everything above was stored: a fresh editor shows the same names.
  await page.reload()
  await expect(manager.getByRole('tab', { name: 'Tags' })).toBeVisible()
  await expect.poll(names).toEqual([`${'a'.repeat(50)} (0)`, 'ash glaze (0)'])
})

test('every control, link, image and frame of the editor’s main screens has an accessible name', async ({
  page,
}) => {
  // It walks through a dozen screens: 28 s on an idle CI machine, so more than the default.
  test.setTimeout(120_000)
  const expectNamed = async (screen: string) =>
    expect(await accessibleNameViolations(page), screen).toEqual([])
  await page.goto('/config/')
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible()
  await expectNamed('sign-in form')
  await signIn(page)
  const title = uniqueTitle('Named Controls')
  await addPage(page, 'page', title)
  await addTextBlock(page, 'Every control has a name.')
  await expectNamed('pages panel with a page and its text block')

  await page.getByRole('button', { name: `Settings for ${title}` }).click()
  await expect(page.getByLabel('URL Slug')).toBeVisible()
  await expectNamed('page settings')
  await page.getByRole('button', { name: 'Close', exact: true }).click()

  await page.getByRole('button', { name: 'Add Block' }).click()
  await expectNamed('block menu')
  await pickBlock(page, 'Button')
  await expectNamed('button block side panel')

  const link = page.getByRole('dialog', { name: 'Link' })
  await page.getByRole('button', { name: 'Edit Button link' }).click()
  await link.getByRole('button', { name: 'Advanced', exact: true }).click()
  for (const tab of ['Page', 'Web Address', 'Email', 'Phone', 'File']) {
    await link.getByRole('tab', { name: tab }).click()
    await expectNamed(`link editor, ${tab} tab`)
  }
  await link.getByRole('button', { name: 'Choose File' }).click()
  // The picker opens as a modal dialog over the editor, outside the link editor's panel.
  const picker = page.getByRole('dialog', { name: 'File manager' })
  await expect(picker.getByRole('button', { name: /^Choose / }).first()).toBeVisible()
  await expectNamed('file manager chooser in the link editor')
  await picker.getByRole('button', { name: 'Close' }).click()
  await link.getByRole('button', { name: 'Cancel' }).click()

  await addBlock(page, 'Gallery')
  await page.getByRole('button', { name: 'Add image' }).click()
  await page
    .getByRole('dialog', { name: 'File manager' })
    .getByRole('button', { name: /^Choose / })
    .first()
    .click()
  await expectNamed('gallery block side panel')
  await addBlock(page, 'Chart')
  await page.getByRole('button', { name: 'New Series' }).click()
  await expectNamed('chart block side panel')

  await page.getByRole('button', { name: 'Site Styles' }).click()
  await expect(page.getByRole('heading', { name: 'Site Styles' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Accent colour' })).toBeVisible()
  for (const mode of ['RGB', 'HSL', 'Hex']) {
    await page
      .getByRole('group', { name: 'Accent colour' })
      .getByRole('radio', { name: mode })
      .check()
    await expectNamed(`styles panel, colours in ${mode}`)
  }

  await page.getByRole('button', { name: 'Header & Footer' }).click()
  await expect(page.getByRole('button', { name: 'Save header and footer' })).toBeVisible()
  await expectNamed('header and footer')

  await page.getByRole('button', { name: 'Files', exact: true }).click()
  const files = page.getByRole('dialog', { name: 'File manager' })
  await expect(
    files.getByRole('tabpanel', { name: 'Existing Files' }).getByRole('listitem').first(),
  ).toBeVisible()
  await expectNamed('file manager, Existing Files')
  await files
    .getByRole('tabpanel', { name: 'Existing Files' })
    .getByRole('listitem')
    .first()
    .getByRole('button')
    .first()
    .click()
  await expect(files.getByRole('tabpanel', { name: 'File Detail' })).toBeVisible()
  await expectNamed('file manager, File Detail')
  await files.getByRole('tab', { name: 'Upload File' }).click()
  await expectNamed('file manager, Upload File')

  await page.getByRole('button', { name: 'Pages', exact: true }).click()
  await addPage(page, 'blog', uniqueTitle('Named Posts'))
  await page.getByLabel('New post title').fill('A post with named controls')
  await page.getByRole('button', { name: 'Add post' }).click()
  await expect(page.getByLabel('Post title', { exact: true })).toHaveValue(
    'A post with named controls',
  )
  await expectNamed('blog posts, post editor and tag manager')
})
