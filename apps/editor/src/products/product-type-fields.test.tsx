// @vitest-environment happy-dom
import { act, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import type { ProductContent } from '../api/products-api.js'
import { blankProduct } from './product-draft.js'
import { productStrings } from './product-strings.js'
import { ProductTypeFields, type MailingListDefaults } from './product-type-fields.js'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

/** The fields as the product editor holds them: each change patches the product's content. */
function Harness({
  own,
  storeDefaults,
}: {
  own: Partial<ProductContent>
  storeDefaults: MailingListDefaults | undefined
}) {
  const [content, setContent] = useState<ProductContent>({
    ...blankProduct().structuredContent,
    ...own,
  })
  return (
    <>
      <ProductTypeFields
        content={content}
        currency="USD"
        files={{}}
        forms={[]}
        errors={{}}
        storeDefaults={storeDefaults}
        onFile={() => undefined}
        onChange={(patch) => setContent((current) => ({ ...current, ...patch }))}
      />
      <output>{JSON.stringify(content.mailingListSignUpEnabled ?? null)}</output>
    </>
  )
}

function render(own: Partial<ProductContent>, storeDefaults: MailingListDefaults | undefined) {
  const host = document.createElement('div')
  document.body.append(host)
  act(() => createRoot(host).render(<Harness own={own} storeDefaults={storeDefaults} />))
  const row = (label: string) =>
    [...host.querySelectorAll('.bo-default-check')].find((candidate) =>
      candidate.querySelector('label')?.textContent?.includes(label),
    )
  const box = (label: string) => row(label)?.querySelector('input') ?? null
  return { host, row, box }
}

const storeOn: MailingListDefaults = {
  restockMailingListSignUpEnabled: true,
  restockMailingListOptInByDefault: false,
}

describe('the product’s mailing-list opt-in', () => {
  it('shows the store default when the product has no own setting, and says it follows the store', () => {
    const { row, box, host } = render({}, storeOn)
    expect(box(productStrings.offerMailingList)?.checked).toBe(true)
    const note = row(productStrings.offerMailingList)!.querySelector('.bo-default-note')!
    expect(note.textContent).toBe(productStrings.followsStoreOn)
    expect(box(productStrings.offerMailingList)?.getAttribute('aria-describedby')).toBe(note.id)
    // The store's sign-up is on, so its "ticked by default" (off) shows too.
    expect(box(productStrings.mailingListTicked)?.checked).toBe(false)
    expect(row(productStrings.mailingListTicked)?.textContent).toContain(
      productStrings.followsStoreOff,
    )
    expect(host.textContent).not.toContain(productStrings.useStoreSetting)
  })

  it('keeps the product’s own setting over the store’s, and can follow the store again', () => {
    const { row, box, host } = render({ mailingListSignUpEnabled: false }, storeOn)
    expect(box(productStrings.offerMailingList)?.checked).toBe(false)
    expect(row(productStrings.offerMailingList)?.querySelector('.bo-default-note')).toBeNull()
    expect(row(productStrings.mailingListTicked)).toBeUndefined()
    expect(host.querySelector('output')?.textContent).toBe('false')

    const reset = [...row(productStrings.offerMailingList)!.querySelectorAll('button')].find(
      (button) => button.textContent === productStrings.useStoreSetting,
    )!
    act(() => reset.click())
    expect(host.querySelector('output')?.textContent).toBe('null')
    expect(box(productStrings.offerMailingList)?.checked).toBe(true)
  })

  it('ticking the box gives the product its own setting', () => {
    const { box, host } = render({}, { ...storeOn, restockMailingListSignUpEnabled: false })
    expect(box(productStrings.offerMailingList)?.checked).toBe(false)
    act(() => box(productStrings.offerMailingList)!.click())
    expect(host.querySelector('output')?.textContent).toBe('true')
    expect(box(productStrings.offerMailingList)?.checked).toBe(true)
  })

  it('shows the product’s own value without a note while the store settings are unknown', () => {
    const { row, box } = render({ mailingListSignUpEnabled: true }, undefined)
    expect(box(productStrings.offerMailingList)?.checked).toBe(true)
    expect(row(productStrings.offerMailingList)?.querySelector('.bo-default-note')).toBeNull()
  })
})
