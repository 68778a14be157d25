import { render } from 'preact'
import { attachTextareaCounters } from '../forms/textarea-counter-view.js'
import { SiteForm } from '../forms/site-form.js'
import { mountIslands } from '../islands/mount-islands.js'

/** Mounts on the theme's `<form data-island="site-form">` (form.block). */
export function mountSiteForm(root: HTMLElement): void {
  if (!(root instanceof HTMLFormElement)) return
  attachTextareaCounters(root)
  const host = document.createElement('div')
  host.className = 'site-form__island'
  const button = root.querySelector('button[type="submit"]')
  if (button) button.before(host)
  else root.append(host)
  const top = document.createElement('div')
  top.className = 'site-form__top-notice'
  const firstField = root.querySelector('.form-field, .form-section')
  if (firstField) firstField.before(top)
  else root.prepend(top)
  render(<SiteForm form={root} topSlot={top} />, host)
}

mountIslands('site-form', mountSiteForm)
