// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import BlockPanel, { checkBlockValue } from './block-panel.js'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => vi.unstubAllGlobals())

describe('checkBlockValue', () => {
  it("a newsletter block without a list: 'A List must be selected'", () => {
    expect(checkBlockValue('newsletter', { listId: '', buttonLabel: 'Sign Up' })).toEqual({
      ok: false,
      errors: ['A List must be selected'],
    })
  })

  it('the chart dataset messages come from the schema', () => {
    const empty = checkBlockValue('chart', { variant: 'bar', dataset: { series: [], rows: [] } })
    expect(empty).toEqual({ ok: false, errors: ['Enter some data!'] })
  })

  it('a valid value comes back with its defaults', () => {
    expect(checkBlockValue('spacer', {})).toEqual({ ok: true, value: { height: 50 } })
  })
})

describe('BlockPanel', () => {
  function render(type: string, value: Record<string, unknown>) {
    const host = document.createElement('div')
    const onChange = vi.fn()
    act(() =>
      createRoot(host).render(
        <BlockPanel
          mode="edit"
          type={type}
          value={value}
          span={12}
          onChange={onChange}
          onResize={() => undefined}
          onDuplicate={() => undefined}
          onDelete={() => undefined}
        />,
      ),
    )
    return { host, onChange }
  }

  it('code editing is not available on Android', () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)' })
    const { host } = render('code', { source: '<b>hi</b>', language: 'html', display: 'code' })
    expect(host.querySelector('[role="alert"]')?.textContent).toBe(
      'Code editing is not available on Android.',
    )
    expect(host.querySelector('textarea')).toBeNull()
  })

  it('code is edited as text elsewhere, and owner HTML is never rendered in the panel', () => {
    const { host } = render('code', {
      source: '<b id="owner">hi</b>',
      language: 'html',
      display: 'html',
    })
    expect(host.querySelector('textarea')?.value).toBe('<b id="owner">hi</b>')
    expect(host.querySelector('#owner')).toBeNull()
  })
})
