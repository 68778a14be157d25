// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startGallerySlideshow } from './gallery-slideshow.js'

function markup(autoplay: boolean, duration = 3): string {
  const slides = [1, 2, 3]
    .map(
      (n) =>
        `<figure class="gallery-slideshow__slide" id="g-slide-${n}"><img src="/${n}.jpg" alt=""></figure>`,
    )
    .join('')
  const dots = [1, 2, 3].map((n) => `<a href="#g-slide-${n}" aria-label="Show image ${n}"></a>`)
  return `<div class="gallery gallery--slideshow" data-design="slideshow" data-autoplay="${autoplay}" data-autoplay-duration="${duration}" data-island="gallery-slideshow">
<div class="gallery-slideshow" role="region" aria-roledescription="carousel" aria-label="Studio">
<div class="gallery-slideshow__track">${slides}</div>
<nav class="gallery-slideshow__controls" aria-label="Slides">${dots.join('')}</nav>
</div></div>`
}

const root = () => document.querySelector<HTMLElement>('.gallery')!
const region = () => document.querySelector<HTMLElement>('.gallery-slideshow')!
const shown = () => root().dataset.currentSlide
let stop: () => void = () => {}

function start(autoplay: boolean, reducedMotion = false, duration = 3) {
  document.body.innerHTML = markup(autoplay, duration)
  stop = startGallerySlideshow(root(), { reducedMotion })
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  stop()
  vi.useRealTimers()
})

describe('gallery slideshow island', () => {
  it('adds previous and next buttons that wrap around', () => {
    start(false)
    expect(shown()).toBe('1')
    const next = document.querySelector<HTMLButtonElement>('button[aria-label="Next image"]')!
    const prev = document.querySelector<HTMLButtonElement>('button[aria-label="Previous image"]')!
    next.click()
    expect(shown()).toBe('2')
    expect(document.querySelector('#g-slide-2')!.classList.contains('is-active')).toBe(true)
    expect(document.querySelector('a[aria-current="true"]')!.getAttribute('href')).toBe(
      '#g-slide-2',
    )
    prev.click()
    prev.click()
    expect(shown()).toBe('3')
  })

  it('moves with the arrow keys and the dots', () => {
    start(false)
    region().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    expect(shown()).toBe('2')
    region().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }))
    expect(shown()).toBe('1')
    document.querySelector<HTMLAnchorElement>('a[href="#g-slide-3"]')!.click()
    expect(shown()).toBe('3')
  })

  it('plays on its own every data-autoplay-duration seconds', () => {
    start(true, false, 3)
    vi.advanceTimersByTime(2_999)
    expect(shown()).toBe('1')
    vi.advanceTimersByTime(1)
    expect(shown()).toBe('2')
    vi.advanceTimersByTime(6_000)
    expect(shown()).toBe('1')
  })

  it('pauses while hovered or focused', () => {
    start(true)
    root().dispatchEvent(new MouseEvent('mouseenter'))
    vi.advanceTimersByTime(10_000)
    expect(shown()).toBe('1')
    root().dispatchEvent(new MouseEvent('mouseleave'))
    vi.advanceTimersByTime(3_000)
    expect(shown()).toBe('2')
    root().dispatchEvent(new FocusEvent('focusin'))
    vi.advanceTimersByTime(10_000)
    expect(shown()).toBe('2')
    root().dispatchEvent(new FocusEvent('focusout'))
    vi.advanceTimersByTime(3_000)
    expect(shown()).toBe('3')
  })

  it('never autoplays when the visitor prefers reduced motion, or when autoplay is off', () => {
    start(true, true)
    vi.advanceTimersByTime(30_000)
    expect(shown()).toBe('1')
    stop()
    start(false)
    vi.advanceTimersByTime(30_000)
    expect(shown()).toBe('1')
  })
})
