// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import BlockPanel from './block-panel.js'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => vi.unstubAllGlobals())

type Answer = { status?: number; body: unknown }

/** Answers the editor API from a table of paths (query string included); records every call. */
function stubApi(answers: Record<string, Answer | (() => Answer)>) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url)
      const entry = answers[url]
      const answer = typeof entry === 'function' ? entry() : entry
      if (answer === undefined) return new Response('{}', { status: 404 })
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return calls
}

function renderPanel(
  props:
    | { mode: 'edit'; type: string; value: Record<string, unknown> }
    | { mode: 'new'; type: 'newsletter' | 'form'; value: Record<string, unknown> },
) {
  const host = document.createElement('div')
  document.body.append(host)
  const onChange = vi.fn()
  const onInsert = vi.fn()
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const panel =
    props.mode === 'edit' ? (
      <BlockPanel
        mode="edit"
        type={props.type}
        value={props.value}
        span={12}
        onChange={onChange}
        onResize={() => undefined}
        onDuplicate={() => undefined}
        onDelete={() => undefined}
      />
    ) : (
      <BlockPanel
        mode="new"
        type={props.type}
        value={props.value}
        onInsert={onInsert}
        onCancel={() => undefined}
      />
    )
  act(() =>
    createRoot(host).render(<QueryClientProvider client={client}>{panel}</QueryClientProvider>),
  )
  return { host, onChange, onInsert }
}

/** Lets timers, fetches and renders run (inside act) until `check` passes. */
const until = (check: () => void) =>
  vi.waitFor(async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    check()
  })
const labelled = (host: ParentNode, text: string) => {
  const label = [...host.querySelectorAll('label')].find((each) => each.textContent === text)
  const control = label?.htmlFor
    ? document.getElementById(label.htmlFor)
    : (label?.querySelector('input, select') ?? null)
  if (!control) throw new Error(`no control labelled ${text}`)
  return control as HTMLSelectElement & HTMLInputElement
}
const choose = (select: HTMLSelectElement, value: string) =>
  act(() => {
    select.value = value
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
const options = (select: HTMLSelectElement) =>
  [...select.options].map((option) => option.textContent)

describe('form block panel', () => {
  it('offers the site forms in a labelled select instead of an id field', async () => {
    stubApi({
      '/api/editor/forms': {
        body: {
          forms: [
            { id: 'contact', name: 'Contact', fieldCount: 3 },
            { id: 'rsvp', name: 'RSVP', fieldCount: 1 },
          ],
        },
      },
    })
    const { host, onChange } = renderPanel({
      mode: 'edit',
      type: 'form',
      value: { formId: 'contact' },
    })
    await until(() => expect(host.querySelector('select')).not.toBeNull())
    const select = labelled(host, 'Form')
    expect(options(select)).toEqual(['Select a form', 'Contact (3 fields)', 'RSVP (1 field)'])
    expect(select.value).toBe('contact')
    expect(host.querySelector('input[type="text"]')).toBeNull()
    choose(select, 'rsvp')
    expect(onChange).toHaveBeenLastCalledWith({ formId: 'rsvp' }, 'formId')
  })

  it('says so when the site has no forms', async () => {
    stubApi({ '/api/editor/forms': { body: { forms: [] } } })
    const { host } = renderPanel({ mode: 'new', type: 'form', value: { formId: '' } })
    await until(() =>
      expect(host.querySelector('[role="status"]')?.textContent).toBe(
        "You don't have any forms yet.",
      ),
    )
    expect(host.querySelector('select')).toBeNull()
  })
})

describe('newsletter block panel: the mailing-list connection dialog (SPEC §2)', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  /** The lists API with one list; records the list saves (method, url, body). */
  function listsApi(lists: unknown[]) {
    const saves: { method: string; url: string; body: unknown }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET'
        if (method !== 'GET') {
          saves.push({ method, url, body: JSON.parse(String(init?.body)) })
          return new Response('{}', { headers: { 'content-type': 'application/json' } })
        }
        return new Response(JSON.stringify({ lists }), {
          headers: { 'content-type': 'application/json' },
        })
      }),
    )
    return saves
  }
  const letter = { id: 'letter', name: 'Studio Letter', subscriberCount: 12, doubleOptIn: false }
  const button = (root: ParentNode, name: string) => {
    const found = [...root.querySelectorAll('button')].find((b) => b.textContent === name)
    if (!found) throw new Error(`no button ${name}`)
    return found
  }
  const dialog = () => {
    const found = document.querySelector('[role="dialog"]')
    if (!found) throw new Error('no dialog')
    return found as HTMLElement
  }

  it("Connect without a List says 'A List must be selected'; Connect with one sets the block's list and its double opt-in", async () => {
    const saves = listsApi([letter])
    const value = { listId: '', title: '', description: '', buttonLabel: 'Sign Up' }
    const { host, onInsert } = renderPanel({ mode: 'new', type: 'newsletter', value })
    await until(() =>
      expect(host.querySelector('[role="status"]')?.textContent).toBe('Not connected to a list'),
    )
    act(() => button(host, 'Insert block').click())
    expect(host.querySelector('.ed-errors')?.textContent).toBe('A List must be selected')
    expect(onInsert).not.toHaveBeenCalled()

    act(() => button(host, 'Connect to a List').click())
    await until(() => expect(dialog().querySelector('select')).not.toBeNull())
    expect(dialog().querySelector('h2')?.textContent).toBe('Mailing List')
    const select = labelled(dialog(), 'List')
    expect(options(select)).toEqual(['Select a list', 'Studio Letter (12 subscribers)'])
    expect([...dialog().querySelectorAll('button')].map((b) => b.textContent)).not.toContain(
      'Disconnect',
    )
    act(() => button(dialog(), 'Connect').click())
    expect(dialog().querySelector('[role="alert"]')?.textContent).toBe('A List must be selected')

    choose(select, 'letter')
    const optIn = labelled(dialog(), 'Require double opt-in')
    expect(optIn.checked).toBe(false)
    act(() => optIn.click())
    act(() => button(dialog(), 'Connect').click())
    await until(() => expect(document.querySelector('[role="dialog"]')).toBeNull())
    expect(saves).toEqual([
      {
        method: 'PUT',
        url: '/api/editor/mailing-lists/letter',
        body: { name: 'Studio Letter', doubleOptIn: true },
      },
    ])
    expect(host.querySelector('.ed-errors')).toBeNull()
    act(() => button(host, 'Insert block').click())
    expect(onInsert).toHaveBeenCalledWith({ ...value, listId: 'letter' })
  })

  it("Disconnect leaves the block without a list: 'A List must be selected' until one is connected", async () => {
    listsApi([letter])
    const { host, onChange } = renderPanel({
      mode: 'edit',
      type: 'newsletter',
      value: { listId: 'letter', buttonLabel: 'Sign Up' },
    })
    await until(() =>
      expect(host.querySelector('[role="status"]')?.textContent).toBe(
        'Sign-ups join Studio Letter',
      ),
    )
    act(() => button(host, 'Change List').click())
    await until(() => expect(dialog().querySelector('select')).not.toBeNull())
    expect(labelled(dialog(), 'List').value).toBe('letter')
    act(() => button(dialog(), 'Disconnect').click())
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(host.querySelector('[role="status"]')?.textContent).toBe('Not connected to a list')
    expect(host.querySelector('.ed-errors')?.textContent).toBe('A List must be selected')
    // A newsletter block needs a list: the page keeps the old one until another is connected.
    expect(onChange).not.toHaveBeenCalled()
  })

  it('SPEC §8 message when the site has no mailing lists', async () => {
    listsApi([])
    const { host } = renderPanel({ mode: 'new', type: 'newsletter', value: { listId: '' } })
    await until(() => expect(host.querySelector('[role="status"]')).not.toBeNull())
    act(() => button(host, 'Connect to a List').click())
    await until(() =>
      expect(dialog().querySelector('[role="status"]')?.textContent).toBe(
        "You don't have any mailing lists. Please create one before continuing",
      ),
    )
    expect(button(dialog(), 'Connect').disabled).toBe(true)
  })
})

describe('product block panel', () => {
  const mug = {
    id: 'mug',
    title: 'Speckled Stoneware Mug',
    imageUrl: '/files/site/mug.jpg',
    priceText: '$32.00',
    collectionId: 'shop',
  }
  const vase = { id: 'vase', title: 'Bud Vase', priceText: '$18.00', collectionId: 'shop' }

  it('searches the products by title and picks one from the list', async () => {
    const calls = stubApi({
      '/api/editor/products': { body: { products: [vase, mug], nextCursor: null } },
      '/api/editor/products?query=mug': { body: { products: [mug], nextCursor: null } },
    })
    const { host, onChange } = renderPanel({
      mode: 'edit',
      type: 'product',
      value: { productId: 'vase' },
    })
    await until(() => expect(host.querySelectorAll('input[type="radio"]')).toHaveLength(2))
    const radios = () => [...host.querySelectorAll<HTMLInputElement>('input[type="radio"]')]
    expect(radios().map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Bud Vase $18.00',
      'Speckled Stoneware Mug $32.00',
    ])
    expect(radios()[0]?.checked).toBe(true)

    const search = labelled(host, 'Search products')
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(search, 'mug')
      search.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await until(() => expect(radios()).toHaveLength(1))
    expect(calls).toContain('/api/editor/products?query=mug')
    act(() => radios()[0]?.click())
    expect(onChange).toHaveBeenLastCalledWith({ productId: 'mug' }, 'productId')
  })

  it('pages with Load More and says when nothing matches', async () => {
    stubApi({
      '/api/editor/products': { body: { products: [vase], nextCursor: 'c1' } },
      '/api/editor/products?cursor=c1': { body: { products: [mug], nextCursor: null } },
    })
    const { host } = renderPanel({ mode: 'edit', type: 'product', value: { productId: 'vase' } })
    const more = () =>
      [...host.querySelectorAll('button')].find((b) => b.textContent === 'Load More')
    await until(() => expect(more()).toBeDefined())
    act(() => more()?.click())
    await until(() => expect(host.querySelectorAll('input[type="radio"]')).toHaveLength(2))
    expect(more()).toBeUndefined()
  })

  it('an empty store says there is nothing to pick', async () => {
    stubApi({ '/api/editor/products': { body: { products: [], nextCursor: null } } })
    const { host } = renderPanel({ mode: 'edit', type: 'product', value: { productId: 'gone' } })
    await until(() =>
      expect(host.querySelector('[role="status"]')?.textContent).toBe(
        "You don't have any products yet. Add a store and its products first.",
      ),
    )
  })
})

describe('summary block panel', () => {
  it("'Unable to load collections' with Retry, then the collections to choose from", async () => {
    let failing = true
    stubApi({
      '/api/editor/collections': () =>
        failing
          ? { status: 500, body: { message: 'boom' } }
          : {
              body: {
                collections: [
                  { id: 'journal', title: 'Journal', kind: 'blog' },
                  { id: 'shop', title: 'Shop', kind: 'store' },
                ],
              },
            },
    })
    const value = { collectionId: 'shop', variant: 'grid', count: 6 }
    const { host, onChange } = renderPanel({ mode: 'edit', type: 'summary', value })
    await until(() =>
      expect(host.querySelector('[role="alert"]')?.textContent).toBe('Unable to load collections'),
    )
    failing = false
    const retry = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Retry')
    act(() => retry?.click())
    await until(() => expect(host.querySelector('select')).not.toBeNull())
    const select = labelled(host, 'Collection')
    expect(options(select)).toEqual(['Select a collection', 'Journal (Blog)', 'Shop (Store)'])
    expect(select.value).toBe('shop')
    choose(select, 'journal')
    expect(onChange).toHaveBeenLastCalledWith({ ...value, collectionId: 'journal' }, 'collectionId')
  })
})
