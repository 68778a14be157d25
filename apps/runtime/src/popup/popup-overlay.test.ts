// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NEWSLETTER_SUBSCRIBED_EVENT } from '../forms/newsletter-subscribed-event.js'
import { popupMemoryKey } from './popup-memory.js'
import { POPUP_DELAY_MS, startPopupOverlay } from './popup-overlay.js'

function markup(version: number): string {
  return `<a href="/shop" id="before">Shop</a>
<div class="popup-overlay" data-island="popup-overlay" data-page-type="104" data-version="${version}" hidden>
  <div class="popup-overlay__dialog" role="dialog" aria-modal="true" aria-labelledby="popup-overlay-title">
    <button type="button" class="popup-overlay__close" aria-label="Close">&times;</button>
    <h2 id="popup-overlay-title">First order? Take 10% off</h2>
    <form class="newsletter-form" data-island="newsletter" novalidate>
      <input type="email" name="email" required>
      <button type="submit">Sign Up</button>
    </form>
  </div>
</div>`
}

const overlay = () => document.querySelector<HTMLElement>('.popup-overlay')!
let stop: () => void = () => {}

/** A page load: fresh markup, the island started, the delay run out. */
function visit(version = 1) {
  stop()
  document.body.innerHTML = markup(version)
  document.querySelector<HTMLElement>('#before')!.focus()
  stop = startPopupOverlay(overlay(), { now: () => 1_700_000_000_000 })
  vi.advanceTimersByTime(POPUP_DELAY_MS)
}

beforeEach(() => {
  vi.useFakeTimers()
  localStorage.clear()
})
afterEach(() => {
  stop()
  vi.useRealTimers()
})

describe('popup overlay', () => {
  it('stays hidden until the delay has passed, then shows with the focus inside', () => {
    document.body.innerHTML = markup(1)
    stop = startPopupOverlay(overlay())
    vi.advanceTimersByTime(POPUP_DELAY_MS - 1)
    expect(overlay().hidden).toBe(true)
    vi.advanceTimersByTime(1)
    expect(overlay().hidden).toBe(false)
    expect(document.activeElement).toBe(overlay().querySelector('input[name="email"]'))
  })

  it('keeps Tab inside the dialog', () => {
    visit()
    const submit = overlay().querySelector<HTMLElement>('button[type="submit"]')!
    submit.focus()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', cancelable: true }))
    expect(document.activeElement).toBe(overlay().querySelector('.popup-overlay__close'))
  })

  it('closes on Escape, gives the focus back and stays closed on the next visit', () => {
    visit()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', cancelable: true }))
    expect(overlay().hidden).toBe(true)
    expect(document.activeElement).toBe(document.querySelector('#before'))
    expect(JSON.parse(localStorage.getItem(popupMemoryKey(location.host))!)).toEqual({
      'date-closed': 1_700_000_000_000,
      version: 1,
    })
    visit()
    expect(overlay().hidden).toBe(true)
  })

  it('closes on the cross and on a click outside the dialog', () => {
    visit()
    overlay().querySelector<HTMLButtonElement>('.popup-overlay__close')!.click()
    expect(overlay().hidden).toBe(true)
    localStorage.clear()
    visit()
    overlay().dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
    expect(overlay().hidden).toBe(true)
    visit()
    expect(overlay().hidden).toBe(true)
  })

  it('shows again once the owner publishes a new version', () => {
    visit(1)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    visit(2)
    expect(overlay().hidden).toBe(false)
  })

  it('never shows again after a newsletter sign-up from it, whatever the version', () => {
    visit(1)
    overlay()
      .querySelector('form')!
      .dispatchEvent(new CustomEvent(NEWSLETTER_SUBSCRIBED_EVENT, { bubbles: true }))
    visit(1)
    expect(overlay().hidden).toBe(true)
    visit(5)
    expect(overlay().hidden).toBe(true)
  })
})
