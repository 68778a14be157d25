// @vitest-environment happy-dom
import { h, render } from 'preact'
import { act } from 'preact/test-utils'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AltchaWidget } from './altcha-widget.js'

vi.mock('altcha', () => ({}))

const resets = vi.fn()
const configured = vi.fn()

beforeAll(() => {
  // Stands in for the `altcha` package's custom element (its real one needs Web Workers).
  class FakeAltcha extends HTMLElement {
    configure(config: Record<string, unknown>) {
      configured(config)
      return Promise.resolve()
    }
    reset() {
      resets()
    }
  }
  customElements.define('altcha-widget', FakeAltcha)
})

afterEach(() => {
  render(null, document.body)
  resets.mockClear()
  configured.mockClear()
  vi.restoreAllMocks()
})

async function mountWidget(width: number, onToken = vi.fn(), resetCount = 0) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width,
  } as DOMRect)
  await act(async () => {
    render(h(AltchaWidget, { onToken, resetCount }), document.body)
  })
  // The widget's package is imported lazily; the element appears once it has loaded.
  return vi.waitFor(() => {
    const element = document.querySelector('altcha-widget')
    if (element === null) throw new Error('the widget is not there yet')
    return element
  })
}

describe('ALTCHA widget', () => {
  it('is compact, without logo and footer, in a container narrower than 320px', async () => {
    const widget = await mountWidget(300)
    expect(widget.classList.contains('altcha--compact')).toBe(true)
    expect(configured).toHaveBeenCalledWith(
      expect.objectContaining({ hideLogo: true, hideFooter: true }),
    )
  })

  it('is full size from 320px', async () => {
    const widget = await mountWidget(320)
    expect(widget.classList.contains('altcha--compact')).toBe(false)
    expect(configured).toHaveBeenCalledWith(
      expect.objectContaining({ hideLogo: false, hideFooter: false }),
    )
  })

  it('passes the solved payload on, and resets and forgets it after a failed submission', async () => {
    const onToken = vi.fn()
    const widget = await mountWidget(400, onToken)
    widget.dispatchEvent(
      new CustomEvent('statechange', { detail: { state: 'verified', payload: 'solved' } }),
    )
    expect(onToken).toHaveBeenLastCalledWith('solved')
    await act(() => {
      render(h(AltchaWidget, { onToken, resetCount: 1 }), document.body)
    })
    expect(resets).toHaveBeenCalledTimes(1)
    expect(onToken).toHaveBeenLastCalledWith(undefined)
  })
})
