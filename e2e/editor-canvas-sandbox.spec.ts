import { expect, test, type Page } from '@playwright/test'
import { addPage, blockOutline, signIn, uniqueTitle } from './editor-session.js'
import { keepScreenshot } from './screenshot.js'

// What a draft's own script (a code block, an embed, a template) tries against the editor, and
// writes into its own block: the editor's document, the owner's cookies and storage, the editor
// API with the owner's session (a read, and a write that needs no answer).
const probe = `<p id="probe">probing</p><script>
(async function () {
  var out = [];
  try { out.push('parent:' + parent.document.title); } catch (e) { out.push('parent:blocked'); }
  try { out.push('cookie:' + (document.cookie || 'none')); } catch (e) { out.push('cookie:blocked'); }
  try { out.push('storage:' + localStorage.length); } catch (e) { out.push('storage:blocked'); }
  try {
    var read = await fetch('/api/editor/pages', { credentials: 'include' });
    out.push('read:' + read.status + ':' + (await read.text()).slice(0, 40));
  } catch (e) { out.push('read:blocked'); }
  try {
    await fetch('/api/editor/pages', { method: 'POST', mode: 'no-cors', credentials: 'include',
      body: JSON.stringify({ kind: 'page', title: 'Planted by a draft' }) });
    out.push('write:sent');
  } catch (e) { out.push('write:blocked'); }
  document.getElementById('probe').textContent = out.join(' ');
})();
</script>`

async function pageIdOf(page: Page, title: string): Promise<string> {
  const pages = (await (await page.request.get('/api/editor/pages')).json()) as {
    sections: { pages: { id: string; title: string }[] }[]
  }
  return pages.sections.flatMap((section) => section.pages).find((p) => p.title === title)!.id
}

async function saveDraft(page: Page, pageId: string, blocks: unknown[]): Promise<void> {
  const content = (await (
    await page.request.get(`/api/editor/pages/${pageId}/content`)
  ).json()) as {
    layout: Record<string, unknown>
    version: number
  }
  const crumb = (await page.context().cookies()).find((cookie) => cookie.name === 'crumb')?.value
  const saved = await page.request.put(`/api/editor/pages/${pageId}/content`, {
    headers: { 'x-csrf-token': crumb ?? '' },
    data: { layout: { ...content.layout, blocks }, baseVersion: content.version },
  })
  expect(saved.status()).toBe(200)
}

test("a draft's script runs in the canvas without the editor's document, cookies or API", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  const title = uniqueTitle('Sandboxed')
  await addPage(page, 'page', title)
  const pageId = await pageIdOf(page, title)
  const row = (n: number) => ({ row: n, col: 0, span: 12 })
  const filler = Array.from({ length: 6 }, (_, n) => ({
    id: `filler-${n}`,
    type: 'html',
    value: {
      text: [
        {
          type: 'paragraph',
          children: [{ type: 'text', text: `Filler paragraph ${n + 1}. `.repeat(30) }],
        },
      ],
    },
    position: row(n + 1),
  }))
  await saveDraft(page, pageId, [
    {
      id: 'probe-block',
      type: 'code',
      value: { source: probe, language: 'html', display: 'html' },
      position: row(0),
    },
    ...filler,
  ])

  // Every editor API answer that reached the frame, whoever asked.
  const frameAnswers: { url: string; status: number }[] = []
  page.on('response', (response) => {
    const request = response.request()
    if (request.frame() !== page.mainFrame() && response.url().includes('/api/editor/')) {
      frameAnswers.push({ url: response.url(), status: response.status() })
    }
  })
  await page.reload()
  await page.getByRole('button', { name: title, exact: true }).click()
  const canvas = page.locator('iframe[title="Page preview"]')
  await expect(canvas).toHaveAttribute('sandbox', 'allow-scripts')
  const frame = page.frameLocator('iframe[title="Page preview"]')
  const report = frame.locator('#probe')
  await expect(report).toContainText('write:', { timeout: 10_000 })
  const text = (await report.textContent()) ?? ''
  expect(text).toContain('parent:blocked')
  expect(text).toContain('cookie:blocked')
  expect(text).toContain('storage:blocked')
  expect(text).toMatch(/read:(blocked|4\d\d)/)
  expect(text).not.toContain('sections')
  // No editor call from the frame succeeded, and nothing was planted.
  expect(frameAnswers.filter((answer) => answer.status < 400)).toEqual([])
  const after = JSON.stringify(await (await page.request.get('/api/editor/pages')).json())
  expect(after).not.toContain('Planted by a draft')

  // The editor still outlines the blocks where they are, and scrolling over the canvas scrolls it.
  const overlay = page.locator('[data-overlay-for="probe-block"]')
  await expect(overlay).toBeVisible()
  const frameBox = (await canvas.boundingBox())!
  const before = (await overlay.boundingBox())!
  expect(before.y).toBeGreaterThanOrEqual(frameBox.y - 1)
  await overlay.click()
  await expect(overlay).toHaveClass(/ed-selected/)
  await expect(blockOutline(page).locator('[data-outline-for="probe-block"]')).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // The wheel over a block's outline is passed on to the frame.
  const fillerBox = (await page.locator('[data-overlay-for="filler-1"]').boundingBox())!
  await page.mouse.move(fillerBox.x + fillerBox.width / 2, fillerBox.y + 20)
  await page.mouse.wheel(0, 400)
  await expect.poll(async () => (await overlay.boundingBox())?.y ?? 0).toBeLessThan(before.y - 200)
  await keepScreenshot(page, 'editor-canvas-sandboxed')
})
