// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FontEntry } from '../api/api-types.js'
import { FontPicker } from './font-picker.js'
import { ensureFontStylesheet, FONT_STYLESHEET_URL } from './font-stylesheet.js'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const fonts: FontEntry[] = [
  { family: 'Inter', category: 'Sans Serif' },
  { family: 'Lora', category: 'Serif' },
  { family: 'Playfair Display', category: 'Display' },
  { family: 'Pacifico', category: 'Script' },
  { family: 'Roboto Slab', category: 'Slab Serif' },
  { family: 'JetBrains Mono', category: 'Mono' },
  { family: 'Special Elite', category: 'Other' },
]

let host: HTMLElement
const onChange = vi.fn()

beforeEach(() => {
  onChange.mockReset()
  host = document.createElement('div')
  act(() =>
    createRoot(host).render(
      <FontPicker
        label="Heading font"
        value="Lora"
        fonts={fonts}
        inStyleGuide={['Lora', 'Inter', 'Lora']}
        onChange={onChange}
      />,
    ),
  )
})

const listed = () =>
  [...host.querySelectorAll('.ed-font-list button')].map((button) => button.textContent)

function change(element: HTMLInputElement | HTMLSelectElement, value: string) {
  const prototype = element instanceof HTMLSelectElement ? HTMLSelectElement : HTMLInputElement
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')!.set!.call(element, value)
  act(() =>
    element.dispatchEvent(
      new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    ),
  )
}

describe('FontPicker (SPEC §2)', () => {
  it('shows the fonts in the style guide once each, the chosen one pressed', () => {
    const guide = [...host.querySelectorAll('ul')][0]!
    expect([...guide.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Lora',
      'Inter',
    ])
    expect(guide.querySelector('[aria-pressed="true"]')?.textContent).toBe('Lora')
    expect(host.textContent).toContain('Fonts in Style Guide')
  })

  it('offers the seven SPEC categories and filters by one', () => {
    const select = host.querySelector('select')!
    expect([...select.options].map((option) => option.text)).toEqual([
      'All categories',
      'Sans Serif',
      'Serif',
      'Display',
      'Script',
      'Slab Serif',
      'Mono',
      'Other',
    ])
    change(select, 'Script')
    expect(listed()).toEqual(['Pacifico'])
    change(select, 'Slab Serif')
    expect(listed()).toEqual(['Roboto Slab'])
  })

  it('searches by name in any case, and picking a font reports it', () => {
    change(host.querySelector('input[type="search"]')!, 'MONO')
    expect(listed()).toEqual(['JetBrains Mono'])
    act(() => (host.querySelector('.ed-font-list button') as HTMLButtonElement).click())
    expect(onChange).toHaveBeenCalledWith('JetBrains Mono')
  })

  it('each font is shown in its own face, loaded from our own origin', () => {
    const button = [...host.querySelectorAll<HTMLButtonElement>('.ed-font-list button')].find(
      (entry) => entry.textContent === 'Playfair Display',
    )!
    expect(button.style.fontFamily).toContain('Playfair Display')
    ensureFontStylesheet()
    ensureFontStylesheet()
    const links = document.head.querySelectorAll(`link[rel="stylesheet"]`)
    expect([...links].map((link) => link.getAttribute('href'))).toEqual([FONT_STYLESHEET_URL])
    expect(FONT_STYLESHEET_URL.startsWith('/')).toBe(true)
  })
})
