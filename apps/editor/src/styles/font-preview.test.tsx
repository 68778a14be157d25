// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FontEntry } from '../api/api-types.js'
import { FontPicker } from './font-picker.js'
import { loadFontPreview, type FontSet } from './font-preview.js'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const fonts: FontEntry[] = [
  { family: 'Inter', category: 'Sans Serif' },
  { family: 'Pacifico', category: 'Script' },
  { family: 'Georgia', category: 'Serif' },
]

const face = (family: string, status: FontFaceLoadStatus) => ({ family, status }) as FontFace

/** A stand-in for `document.fonts`: `load` answers per family, events as the browser sends them. */
function fontSet(answer: (family: string) => Promise<FontFace[]>) {
  const set = new EventTarget() as EventTarget & FontSet & { load: ReturnType<typeof vi.fn> }
  set.load = vi.fn((font: string) => answer(/"(.*)"/.exec(font)?.[1] ?? font))
  return set
}

let host: HTMLElement
async function renderWith(set: FontSet) {
  Object.defineProperty(document, 'fonts', { value: set, configurable: true })
  host = document.createElement('div')
  await act(async () => {
    createRoot(host).render(
      <FontPicker
        label="Body font"
        value="Inter"
        fonts={fonts}
        inStyleGuide={[]}
        onChange={() => undefined}
      />,
    )
  })
}
afterEach(() => {
  delete (document as { fonts?: unknown }).fonts
})

const row = (family: string) =>
  [...host.querySelectorAll('.ed-font-list li')].find(
    (entry) => entry.querySelector('button')?.textContent === family,
  )!

describe('FontPicker preview failures (SPEC §8)', () => {
  it("a face that fails to load: 'Unable to load preview for {fontName}'", async () => {
    await renderWith(
      fontSet((family) =>
        family === 'Pacifico'
          ? Promise.reject(new DOMException('A network error occurred.', 'NetworkError'))
          : Promise.resolve(family === 'Georgia' ? [] : [face(family, 'loaded')]),
      ),
    )
    const pacifico = row('Pacifico')
    expect(pacifico.textContent).toBe('PacificoUnable to load preview for Pacifico')
    const button = pacifico.querySelector('button')!
    expect(button.style.fontFamily).toBe('')
    expect(
      host.querySelector(`#${CSS.escape(button.getAttribute('aria-describedby')!)}`)?.textContent,
    ).toBe('Unable to load preview for Pacifico')
    // Fonts that loaded, and a system font with no face of ours, keep their preview.
    for (const family of ['Inter', 'Georgia']) {
      expect(row(family).textContent).toBe(family)
      expect(row(family).querySelector('button')!.style.fontFamily).toContain(family)
    }
  })

  it('a face the load found but that ended in error fails the preview too', async () => {
    await renderWith(
      fontSet((family) => Promise.resolve([face(family, family === 'Inter' ? 'error' : 'loaded')])),
    )
    expect(row('Inter').textContent).toBe('InterUnable to load preview for Inter')
    expect(row('Pacifico').textContent).toBe('Pacifico')
  })

  it('a face the browser fails to load later (loadingerror) fails its preview', async () => {
    const set = fontSet(() => Promise.resolve([]))
    await renderWith(set)
    expect(row('Georgia').textContent).toBe('Georgia')
    const failed = Object.assign(new Event('loadingerror'), {
      fontfaces: [face('"Georgia"', 'error')],
    })
    await act(async () => {
      set.dispatchEvent(failed)
    })
    expect(row('Georgia').textContent).toBe('GeorgiaUnable to load preview for Georgia')
    expect(row('Inter').textContent).toBe('Inter')
  })
})

describe('loadFontPreview', () => {
  it('asks for each family once, quoting its name', async () => {
    const set = fontSet(() => Promise.resolve([]))
    expect(await loadFontPreview(set, 'Playfair Display')).toBe(true)
    expect(await loadFontPreview(set, 'Playfair Display')).toBe(true)
    expect(set.load).toHaveBeenCalledTimes(1)
    expect(set.load).toHaveBeenCalledWith('1em "Playfair Display"')
  })
})
