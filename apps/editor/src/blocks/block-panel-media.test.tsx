// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import BlockPanel from './block-panel.js'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

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

/** Types into the control labelled `label` the way a person would (React sees an input event). */
function type(host: HTMLElement, label: string, text: string) {
  const control = [...host.querySelectorAll('label')]
    .find((entry) => entry.textContent?.startsWith(label))
    ?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea')
  if (!control) throw new Error(`no control labelled ${label}`)
  const prototype = Object.getPrototypeOf(control) as object
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(control, text)
    control.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const alertText = (host: HTMLElement) => host.querySelector('[role="alert"]')?.textContent ?? ''

describe('BlockPanel: markdown, embed, video and map blocks', () => {
  it('a markdown block is edited as text', () => {
    const { host, onChange } = render('markdown', { markdown: 'Old' })
    expect(host.querySelector('h2')?.textContent).toBe('Markdown block')
    type(host, 'Markdown', '# Opening hours')
    expect(onChange).toHaveBeenLastCalledWith({ markdown: '# Opening hours' }, 'markdown')
  })

  it('an embed needs a URL or HTML, and takes either', () => {
    const { host, onChange } = render('embed', { url: 'https://example.com/widget' })
    type(host, 'Embed URL', '')
    expect(alertText(host)).toBe('An embed needs a URL or HTML.')
    expect(onChange).not.toHaveBeenCalled()
    type(host, 'Embed code', '<iframe src="https://example.com"></iframe>')
    expect(onChange).toHaveBeenLastCalledWith(
      { html: '<iframe src="https://example.com"></iframe>' },
      'html',
    )
    expect(alertText(host)).toBe('')
  })

  it('a video needs a web address and keeps its caption', () => {
    const { host, onChange } = render('video', { url: 'https://video.example/1', caption: '' })
    type(host, 'Video URL', 'video.example/2')
    expect(alertText(host)).toBe('A web address must start with http:// or https://.')
    expect(onChange).not.toHaveBeenCalled()
    type(host, 'Video URL', 'https://video.example/2')
    type(host, 'Caption', 'Throwing a bowl')
    expect(onChange).toHaveBeenLastCalledWith(
      { url: 'https://video.example/2', caption: 'Throwing a bowl' },
      'caption',
    )
  })

  it("a Vimeo Basic account's share is refused with the SPEC message, a public video is taken", () => {
    const { host, onChange } = render('video', { url: 'https://vimeo.com/76979871', caption: '' })
    type(host, 'Video URL', 'https://vimeo.com/user123456789/review/76979871/8272dc2b2d')
    expect(alertText(host)).toBe(
      'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
    )
    expect(onChange).not.toHaveBeenCalled()
    type(host, 'Video URL', 'https://vimeo.com/76979872')
    expect(alertText(host)).toBe('')
    expect(onChange).toHaveBeenLastCalledWith(
      { url: 'https://vimeo.com/76979872', caption: '' },
      'url',
    )
  })

  it('a map takes an address and coordinates, refusing a latitude past 90', () => {
    const { host, onChange } = render('map', {
      location: { addressLine1: '', addressLine2: '', addressCountry: '' },
      zoom: 12,
    })
    type(host, 'Address line 1', '12 Kiln Lane')
    type(host, 'Latitude', '53.8')
    expect(onChange).toHaveBeenLastCalledWith(
      {
        location: {
          addressLine1: '12 Kiln Lane',
          addressLine2: '',
          addressCountry: '',
          mapLat: 53.8,
        },
        zoom: 12,
      },
      'location.mapLat',
    )
    onChange.mockClear()
    type(host, 'Latitude', '95')
    expect(alertText(host)).not.toBe('')
    expect(onChange).not.toHaveBeenCalled()
  })
})
