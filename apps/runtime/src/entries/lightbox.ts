import { mountIslands } from '../islands/mount-islands.js'

/**
 * Galleries with the SPEC §3 `lightbox` setting and product pictures (`data-island="lightbox"`):
 * each picture is a link to the full image, so it works without script; a plain click opens the
 * viewer instead, whose code loads only then.
 */
export function mountLightbox(root: HTMLElement): void {
  root.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a.lightbox-link')
    if (!link || !root.contains(link)) return
    event.preventDefault()
    void import('../lightbox/open-lightbox.js').then(({ openLightbox }) => {
      openLightbox(root, link)
    })
  })
}

mountIslands('lightbox', mountLightbox)
