import { expect, test, type Page } from '@playwright/test'
import { addBlock, addPage, blockOutline, signIn, uniqueTitle } from './editor-session.js'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

test.use({ viewport: { width: 1440, height: 900 } })
test.setTimeout(240_000)

const canvas = (page: Page) => page.frameLocator('iframe[title="Page preview"]')
const shownFrame = (page: Page) => page.locator('iframe[title="Page preview"]')

async function pageIdOf(page: Page, title: string): Promise<string> {
  const pages = (await (await page.request.get('/api/editor/pages')).json()) as {
    sections: { pages: { id: string; title: string }[] }[]
  }
  return pages.sections.flatMap((section) => section.pages).find((p) => p.title === title)!.id
}

async function savedText(page: Page, pageId: string): Promise<string> {
  const content = await (await page.request.get(`/api/editor/pages/${pageId}/content`)).json()
  return JSON.stringify(content.layout.blocks)
}

/** A page whose draft has one text block saying `words`, opened in the editor. */
async function pageWithText(
  page: Page,
  words: string,
): Promise<{ pageId: string; blockId: string }> {
  await signIn(page)
  const title = uniqueTitle('Inline')
  await addPage(page, 'page', title)
  await addBlock(page, 'Text')
  const text = page.getByRole('textbox', { name: 'Text' })
  await text.click()
  await text.pressSequentially(words)
  await expect(page.getByTestId('save-state')).toHaveText('Saved', { timeout: 15_000 })
  await expect(canvas(page).getByText(words)).toBeVisible({ timeout: 30_000 })
  const blockId = (await blockOutline(page)
    .locator('[data-outline-for]')
    .first()
    .getAttribute('data-outline-for'))!
  return { pageId: await pageIdOf(page, title), blockId }
}

test('opening /config shows the home page on the canvas at once', async ({ page }) => {
  await signIn(page)
  await expect(page.getByRole('toolbar', { name: 'Page editing' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('toolbar', { name: 'Page editing' })).toContainText('Home')
  await expect(canvas(page).locator('[data-block-id]').first()).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('Choose a page to edit it')).toHaveCount(0)
  await keepScreenshot(page, 'editor-opens-home')
  await page.setViewportSize({ width: 390, height: 844 })
  await keepScreenshot(page, 'editor-opens-home')
})

test('text is edited in place on the canvas, with bold and a link, without reloading the canvas', async ({
  page,
}) => {
  const { pageId, blockId } = await pageWithText(page, 'Fresh bread daily')
  // A mark in the canvas document: it survives only if the canvas is not reloaded.
  const frame = page.frame({ url: /\/config\/preview\// })!
  await frame.evaluate(() => ((window as unknown as { mark: number }).mark = 1))

  // The 'Text' tag sits above the block and leaves its first letter in view.
  const overlay = page.locator(`[data-overlay-for="${blockId}"]`)
  const words = canvas(page).getByText('Fresh bread daily')
  const wordsBox = (await words.boundingBox())!
  await page.mouse.click(wordsBox.x + wordsBox.width - 2, wordsBox.y + wordsBox.height / 2)
  await expect(overlay).toHaveClass(/ed-editing/)
  const tag = overlay.locator('.ed-overlay-label')
  await expect(tag).toBeVisible()
  const tagBox = (await tag.boundingBox())!
  expect(tagBox.y + tagBox.height).toBeLessThanOrEqual(wordsBox.y + 2)

  // Typing goes straight into the page on the canvas.
  const editable = canvas(page).locator(`[data-block-id="${blockId}"] .rich-text`)
  await expect(editable).toHaveAttribute('contenteditable', 'true')
  await page.keyboard.press('End')
  await page.keyboard.type(' and rolls')
  await expect(editable).toContainText('Fresh bread daily and rolls')
  await expect
    .poll(() => savedText(page, pageId), { timeout: 15_000 })
    .toContain('Fresh bread daily and rolls')

  // Bold on a selected word, from the bar over the block.
  await page.keyboard.press('End')
  await page.keyboard.press('Shift+Control+ArrowLeft')
  await page
    .getByRole('toolbar', { name: 'Text on the canvas' })
    .getByRole('button', { name: 'Bold' })
    .click()
  await expect(editable.locator('b, strong')).toHaveText('rolls')
  await expect
    .poll(() => savedText(page, pageId), { timeout: 15_000 })
    .toContain('"text":"rolls","bold":true')

  // A link through the link editor of SPEC §2.
  await editable.click({ position: { x: 4, y: 8 } })
  await page.keyboard.press('Home')
  await page.keyboard.press('Control+ArrowRight')
  await page.keyboard.press('Control+ArrowRight')
  await page.keyboard.press('Shift+Control+ArrowLeft')
  await page
    .getByRole('toolbar', { name: 'Text on the canvas' })
    .getByRole('button', { name: 'Link', exact: true })
    .click()
  const link = page.getByRole('dialog', { name: 'Link' })
  await link.getByRole('tab', { name: 'Web Address' }).click()
  await link.getByRole('textbox', { name: 'Web Address' }).fill('https://example.com/bread')
  await keepScreenshot(page, 'editor-inline-link')
  await link.getByRole('button', { name: 'Save link' }).click()
  await expect(editable.locator('a[href="https://example.com/bread"]')).toHaveText('bread')
  await expect
    .poll(() => savedText(page, pageId), { timeout: 15_000 })
    .toContain('"href":"https://example.com/bread"')

  // Never reloaded, and the outline beside it follows.
  expect(await frame.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1)
  await expect(blockOutline(page).locator(`[data-outline-for="${blockId}"]`)).toContainText(
    'Fresh bread daily and rolls',
  )
  await keepScreenshot(page, 'editor-inline-text')
  expect(await seriousViolations(page)).toEqual([])
})

test('a change from the panels keeps the old canvas in view until the new one is ready, and a new block is scrolled to', async ({
  page,
}) => {
  const { pageId } = await pageWithText(page, 'Top of a long page')
  // A long page: the end is far below the fold.
  const content = await (await page.request.get(`/api/editor/pages/${pageId}/content`)).json()
  const filler = Array.from({ length: 8 }, (_, n) => ({
    id: `long-${n}`,
    type: 'html',
    value: {
      text: [
        {
          type: 'paragraph',
          children: [{ type: 'text', text: `Long paragraph ${n}. `.repeat(40) }],
        },
      ],
    },
    position: { row: n + 1, col: 0, span: 12 },
  }))
  const crumb = (await page.context().cookies()).find((cookie) => cookie.name === 'crumb')?.value
  const put = await page.request.put(`/api/editor/pages/${pageId}/content`, {
    headers: { 'x-csrf-token': crumb ?? '' },
    data: {
      layout: { ...content.layout, blocks: [...content.layout.blocks, ...filler] },
      baseVersion: content.version,
    },
  })
  expect(put.status()).toBe(200)
  await page.reload()
  await expect(canvas(page).getByText('Top of a long page')).toBeVisible({ timeout: 15_000 })

  // Watch the canvas for a blank moment while a button is added at the end.
  await page.evaluate(() => {
    const w = window as unknown as { blank: number }
    w.blank = 0
    const check = () => {
      if (document.querySelectorAll('iframe[title="Page preview"]').length !== 1) w.blank += 1
      requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })
  await addBlock(page, 'Button')
  await expect(page.getByTestId('save-state')).toHaveText('Saved', { timeout: 15_000 })
  const buttonId = (await blockOutline(page)
    .locator('[data-outline-for]')
    .last()
    .getAttribute('data-outline-for'))!
  const overlay = page.locator(`[data-overlay-for="${buttonId}"]`)
  await expect(overlay).toBeVisible({ timeout: 15_000 })
  // Scrolled into view: the new block is inside the canvas's visible height.
  const frameBox = (await shownFrame(page).boundingBox())!
  await expect
    .poll(
      async () => {
        const box = await overlay.boundingBox()
        return (
          box !== null && box.y >= frameBox.y && box.y + box.height <= frameBox.y + frameBox.height
        )
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  await expect(canvas(page).getByRole('link', { name: 'Learn More' })).toBeInViewport()
  expect(await page.evaluate(() => (window as unknown as { blank: number }).blank)).toBe(0)
  await keepScreenshot(page, 'editor-new-block-in-view')
})
