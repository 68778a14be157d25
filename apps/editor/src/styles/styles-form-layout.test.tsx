// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import StylesPanel from './styles-panel.js'

vi.mock('../api/editor-api.js', async () => {
  const { stylesTestApi } = await import('./styles-test-api.js')
  return { editorApi: stylesTestApi({ accent: '#b5532f', ink: '#1d1f23' }, 3) }
})

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

async function renderPanel(): Promise<HTMLElement> {
  const host = document.createElement('div')
  document.body.append(host)
  await act(async () => {
    createRoot(host).render(
      <QueryClientProvider client={new QueryClient()}>
        <StylesPanel />
      </QueryClientProvider>,
    )
  })
  await vi.waitFor(() => expect(host.querySelector('.ed-styles-form')).not.toBeNull())
  return host
}

const text = (elements: Iterable<Element>) => [...elements].map((element) => element.textContent)

describe('the Site Styles form', () => {
  it('groups its controls under Fonts and Colours, one fieldset per font and per colour', async () => {
    const form = (await renderPanel()).querySelector('.ed-styles-form')!
    expect(text(form.querySelectorAll(':scope > h3'))).toEqual(['Fonts', 'Colours'])
    expect(text(form.querySelectorAll(':scope > fieldset > legend'))).toEqual([
      'Heading font: Lora',
      'Body font: Inter',
      'Accent colour ',
      'Ink colour ',
    ])
  })

  it('shows fonts as choices, never as bulleted lists', async () => {
    const form = (await renderPanel()).querySelector('.ed-styles-form')!
    const lists = [...form.querySelectorAll('ul')]
    expect(lists.length).toBe(4)
    // Each list is one of the two unbulleted layouts of styles.css.
    for (const list of lists) {
      expect(['ed-font-chips', 'ed-font-list']).toContain(list.className)
    }
    // Search and category sit side by side in one row of filters.
    expect(form.querySelectorAll('.ed-font-filters input[type="search"]')).toHaveLength(2)
    expect(form.querySelectorAll('.ed-font-filters select')).toHaveLength(2)
  })

  it('labels every control, with the numbers of a colour in one row and the new colour beside its button', async () => {
    const form = (await renderPanel()).querySelector('.ed-styles-form')!
    for (const control of form.querySelectorAll('input, select')) {
      expect(control.closest('label')?.textContent?.trim()).toBeTruthy()
    }
    const rgb = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (radio) => radio.parentElement?.textContent === 'RGB',
    )!
    act(() => rgb.click())
    const numbers = form.querySelector('.ed-color-numbers')!
    expect(text(numbers.querySelectorAll('label'))).toEqual(['Red', 'Green', 'Blue'])
    const add = form.querySelector('.ed-styles-add')!
    expect(add.querySelector('label')?.textContent).toBe('New colour name')
    expect(add.querySelector('button')?.textContent).toBe('Add colour')
  })
})
