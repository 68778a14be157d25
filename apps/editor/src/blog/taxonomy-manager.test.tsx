// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EditorApi } from '../api/editor-api.js'
import type { Taxonomy } from '../api/api-types.js'
import { TaxonomyManager } from './taxonomy-manager.js'

// Typed by the API client (its Taxonomy is @atelier/schema's): a drifting answer fails the typecheck.
const api = vi.hoisted(() => ({
  taxonomy: vi.fn<EditorApi['taxonomy']>(),
  changeTaxonomy: vi.fn<EditorApi['changeTaxonomy']>(),
}))
vi.mock('../api/editor-api.js', () => ({ editorApi: api }))

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const before: Taxonomy = { tags: [{ name: 'glaze', count: 2 }], categories: [] }
const after: Taxonomy = {
  tags: [
    { name: 'glaze', count: 2 },
    { name: 'kiln', count: 0 },
  ],
  categories: [],
}
let host: HTMLElement
let finishSave: (taxonomy: Taxonomy) => void

const button = (name: string) =>
  [...host.querySelectorAll('button')].find((candidate) => candidate.textContent === name)!
const nameField = () =>
  [...host.querySelectorAll('label')]
    .find((label) => label.textContent?.startsWith('Tag name'))
    ?.querySelector('input')

function click(name: string) {
  act(() => button(name).click())
}

function typeName(value: string) {
  const field = nameField()!
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  act(() => {
    setter.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

beforeEach(async () => {
  api.taxonomy.mockResolvedValue(before)
  api.changeTaxonomy.mockImplementation(
    () => new Promise<Taxonomy>((resolve) => (finishSave = resolve)),
  )
  host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <TaxonomyManager collectionId="blog" />
      </QueryClientProvider>,
    )
  })
})
afterEach(() => host.remove())

describe('TaxonomyManager while a save is in flight', () => {
  it('disables its buttons and the name field until the save lands, then takes new input', async () => {
    click('New')
    typeName('kiln')
    // TanStack Query tells components of a mutation's state on a later tick: let it run.
    await act(async () => {
      button('Save').click()
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(api.changeTaxonomy).toHaveBeenCalledWith('blog', {
      tagType: 'tag',
      action: 'create',
      name: 'kiln',
    })

    for (const name of ['New', 'Save', 'Cancel', 'Tags', 'Categories'])
      expect(button(name).disabled, name).toBe(true)
    expect(nameField()!.readOnly).toBe(true)

    await act(async () => {
      finishSave(after)
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(host.textContent).toContain('kiln (0)')
    expect(button('New').disabled).toBe(false)
    click('New')
    typeName('porcelain')
    expect(nameField()!.value).toBe('porcelain')
    expect(nameField()!.readOnly).toBe(false)
  })
})
