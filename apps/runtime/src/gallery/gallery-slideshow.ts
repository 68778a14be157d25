export interface SlideshowOptions {
  /** The visitor asked for less motion: no autoplay, no smooth scrolling. */
  reducedMotion?: boolean
}

const DEFAULT_DURATION_S = 5

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

function controlButton(kind: 'prev' | 'next', label: string, text: string): HTMLButtonElement {
  const button = document.createElement('button')
  button.type = 'button'
  button.className = `gallery-slideshow__${kind}`
  button.setAttribute('aria-label', label)
  button.textContent = text
  return button
}

/**
 * Drives a gallery drawn as a slideshow (`.gallery[data-island=gallery-slideshow]`): previous and
 * next buttons, arrow keys, the dot links, and autoplay every `data-autoplay-duration` seconds
 * while nobody hovers or focuses it. Without the island the slides still scroll by hand.
 * Returns a function that stops the timer and removes the listeners.
 */
export function startGallerySlideshow(
  root: HTMLElement,
  options: SlideshowOptions = {},
): () => void {
  const region = root.querySelector<HTMLElement>('.gallery-slideshow')
  const track = root.querySelector<HTMLElement>('.gallery-slideshow__track')
  const slides = [...root.querySelectorAll<HTMLElement>('.gallery-slideshow__slide')]
  if (!region || !track || slides.length < 2) return () => {}
  const reducedMotion = options.reducedMotion ?? prefersReducedMotion()
  const dots = [...root.querySelectorAll<HTMLAnchorElement>('.gallery-slideshow__controls a')]
  let current = 0

  function show(index: number) {
    current = (index + slides.length) % slides.length
    slides.forEach((slide, at) => slide.classList.toggle('is-active', at === current))
    dots.forEach((dot, at) => {
      if (at === current) dot.setAttribute('aria-current', 'true')
      else dot.removeAttribute('aria-current')
    })
    root.dataset.currentSlide = String(current + 1)
    const slide = slides[current]!
    track!.scrollTo?.({
      left: slide.offsetLeft - track!.offsetLeft,
      behavior: reducedMotion ? 'auto' : 'smooth',
    })
  }

  const prev = controlButton('prev', 'Previous image', '‹')
  const next = controlButton('next', 'Next image', '›')
  region.append(prev, next)
  region.tabIndex = 0
  const onPrev = () => show(current - 1)
  const onNext = () => show(current + 1)
  prev.addEventListener('click', onPrev)
  next.addEventListener('click', onNext)

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(current - 1)
    else if (event.key === 'ArrowRight') show(current + 1)
    else return
    event.preventDefault()
  }
  region.addEventListener('keydown', onKey)

  const onDot = (event: Event) => {
    const at = dots.indexOf(event.currentTarget as HTMLAnchorElement)
    if (at === -1) return
    // The hash link would jump the whole page to the slide; moving the track is enough.
    event.preventDefault()
    show(at)
  }
  for (const dot of dots) dot.addEventListener('click', onDot)

  let timer: ReturnType<typeof setInterval> | undefined
  let hovered = false
  let focused = false
  const seconds = Number(root.dataset.autoplayDuration) || DEFAULT_DURATION_S
  const autoplay = root.dataset.autoplay === 'true' && !reducedMotion
  function schedule() {
    if (timer !== undefined) clearInterval(timer)
    timer = undefined
    if (autoplay && !hovered && !focused) timer = setInterval(onNext, seconds * 1000)
  }
  const onEnter = () => {
    hovered = true
    schedule()
  }
  const onLeave = () => {
    hovered = false
    schedule()
  }
  const onFocusIn = () => {
    focused = true
    schedule()
  }
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return
    focused = false
    schedule()
  }
  root.addEventListener('mouseenter', onEnter)
  root.addEventListener('mouseleave', onLeave)
  root.addEventListener('focusin', onFocusIn)
  root.addEventListener('focusout', onFocusOut)

  show(0)
  schedule()

  return () => {
    if (timer !== undefined) clearInterval(timer)
    prev.remove()
    next.remove()
    region.removeEventListener('keydown', onKey)
    for (const dot of dots) dot.removeEventListener('click', onDot)
    root.removeEventListener('mouseenter', onEnter)
    root.removeEventListener('mouseleave', onLeave)
    root.removeEventListener('focusin', onFocusIn)
    root.removeEventListener('focusout', onFocusOut)
  }
}
