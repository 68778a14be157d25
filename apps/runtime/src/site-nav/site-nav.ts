/**
 * The header's menu button and folder dropdowns: the button opens and closes the phone menu
 * (`aria-expanded`), Escape closes an open folder or the menu and gives the focus back to what
 * opened it, and a click elsewhere closes an open folder.
 */
export function mountSiteNav(root: HTMLElement, doc: Document = document): () => void {
  const button = root.querySelector<HTMLButtonElement>('.nav-toggle__button')

  function setOpen(open: boolean) {
    if (!button) return
    button.setAttribute('aria-expanded', String(open))
    root.classList.toggle('is-nav-open', open)
  }

  const onToggle = () => setOpen(button?.getAttribute('aria-expanded') !== 'true')
  button?.addEventListener('click', onToggle)

  function openFolders(): HTMLDetailsElement[] {
    return [...root.querySelectorAll<HTMLDetailsElement>('details.nav-folder[open]')]
  }

  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    const folders = openFolders()
    if (folders.length > 0) {
      for (const folder of folders) folder.open = false
      folders[0]?.querySelector<HTMLElement>('summary')?.focus()
      return
    }
    if (button?.getAttribute('aria-expanded') === 'true') {
      setOpen(false)
      button.focus()
    }
  }
  doc.addEventListener('keydown', onKey)

  const onClick = (event: MouseEvent) => {
    const target = event.target as Node | null
    for (const folder of openFolders()) {
      if (target && !folder.contains(target)) folder.open = false
    }
  }
  doc.addEventListener('click', onClick)

  // Back to a wide window: the menu is a row again, not an open panel.
  const wide = doc.defaultView?.matchMedia?.('(min-width: 861px)')
  const onWide = () => {
    if (wide?.matches) setOpen(false)
  }
  wide?.addEventListener?.('change', onWide)

  return () => {
    button?.removeEventListener('click', onToggle)
    doc.removeEventListener('keydown', onKey)
    doc.removeEventListener('click', onClick)
    wide?.removeEventListener?.('change', onWide)
  }
}
