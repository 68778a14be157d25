import { fillTemplate } from '@atelier/commerce'
import { runtimeStrings as strings } from '../runtime-strings.js'

const ICON_ATTRIBUTES =
  'class="icon" aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" ' +
  'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'
/** Lucide's `x`, `chevron-left` and `chevron-right`, drawn so no font has to carry a glyph. */
const ICONS = {
  close: `<svg ${ICON_ATTRIBUTES}><path d="M18 6 6 18"/><path d="m6 6 12 12"/></svg>`,
  previous: `<svg ${ICON_ATTRIBUTES}><path d="m15 18-6-6 6-6"/></svg>`,
  next: `<svg ${ICON_ATTRIBUTES}><path d="m9 18 6-6-6-6"/></svg>`,
}

function iconButton(className: string, label: string, icon: string): HTMLButtonElement {
  const button = document.createElement('button')
  button.type = 'button'
  button.className = `lightbox__button ${className}`
  button.setAttribute('aria-label', label)
  button.innerHTML = icon
  return button
}

/** The caption a picture carries: its figure's caption, else nothing. */
function captionOf(link: HTMLAnchorElement): string {
  return link.closest('figure')?.querySelector('figcaption')?.textContent?.trim() ?? ''
}

/**
 * Shows the pictures of `root` one at a time in a modal dialog, starting with `opener`'s: arrow
 * keys and buttons move between them, Escape, the close button or a click beside the picture
 * close it, and the focus returns to the picture that opened it.
 */
export function openLightbox(root: HTMLElement, opener: HTMLAnchorElement): HTMLDialogElement {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('a.lightbox-link')]
  let index = Math.max(0, links.indexOf(opener))
  const dialog = document.createElement('dialog')
  const theme = root.dataset.lightboxTheme === 'light' ? 'light' : 'dark'
  dialog.className = `lightbox lightbox--${theme}`
  dialog.setAttribute('aria-label', strings.lightboxLabel)

  const figure = document.createElement('figure')
  figure.className = 'lightbox__figure'
  const image = document.createElement('img')
  image.className = 'lightbox__image'
  image.decoding = 'async'
  const caption = document.createElement('figcaption')
  caption.className = 'lightbox__caption'
  figure.append(image, caption)
  const counter = document.createElement('p')
  counter.className = 'lightbox__counter'
  counter.setAttribute('aria-live', 'polite')
  const close = iconButton('lightbox__close', strings.close, ICONS.close)
  const previous = iconButton('lightbox__previous', strings.lightboxPrevious, ICONS.previous)
  const next = iconButton('lightbox__next', strings.lightboxNext, ICONS.next)
  dialog.append(figure, counter, close)
  if (links.length > 1) dialog.append(previous, next)

  const show = (at: number) => {
    index = (at + links.length) % links.length
    const link = links[index]!
    const picture = link.querySelector('img')
    image.removeAttribute('srcset')
    if (picture?.srcset) {
      image.srcset = picture.srcset
      image.sizes = '100vw'
    }
    image.src = link.href
    image.alt = picture?.alt ?? ''
    // Drawings (SVG) have no size of their own: the picture's proportions size the viewer.
    const width = Number(picture?.getAttribute('width')) || 4
    const height = Number(picture?.getAttribute('height')) || 3
    image.style.setProperty('--ratio', String(width / height))
    const text = captionOf(link)
    caption.textContent = text
    caption.hidden = text === ''
    counter.textContent =
      links.length > 1
        ? fillTemplate(strings.lightboxPosition, { position: index + 1, count: links.length })
        : ''
  }

  previous.addEventListener('click', () => show(index - 1))
  next.addEventListener('click', () => show(index + 1))
  close.addEventListener('click', () => dialog.close())
  dialog.addEventListener('keydown', (event) => {
    if (links.length < 2) return
    if (event.key === 'ArrowLeft') show(index - 1)
    else if (event.key === 'ArrowRight') show(index + 1)
    else return
    event.preventDefault()
  })
  // A click on the backdrop (the dialog itself, outside the picture and buttons) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close()
  })
  const scrolling = document.documentElement.style.overflow
  dialog.addEventListener('close', () => {
    document.documentElement.style.overflow = scrolling
    dialog.remove()
    opener.focus()
  })

  show(index)
  document.body.append(dialog)
  document.documentElement.style.overflow = 'hidden'
  dialog.showModal()
  close.focus()
  return dialog
}
