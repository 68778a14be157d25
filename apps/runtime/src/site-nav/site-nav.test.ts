// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mountSiteNav } from './site-nav.js'

let root: HTMLElement
let unmount: () => void

beforeEach(() => {
  root = document.createElement('header')
  root.innerHTML =
    '<button type="button" class="nav-toggle__button" aria-expanded="false">Menu</button>' +
    '<nav class="main-nav"><details class="nav-folder"><summary>Studio</summary>' +
    '<a href="/about">About</a></details></nav>'
  document.body.append(root)
  unmount = mountSiteNav(root)
})
afterEach(() => {
  unmount()
  root.remove()
})

const escape = () =>
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))

describe('site navigation', () => {
  it('the menu button says whether the menu is open', () => {
    const button = root.querySelector<HTMLButtonElement>('button')!
    button.click()
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(root.classList.contains('is-nav-open')).toBe(true)
    escape()
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  it('Escape closes an open folder and focuses its summary', () => {
    const folder = root.querySelector('details')!
    folder.open = true
    escape()
    expect(folder.open).toBe(false)
    expect(document.activeElement).toBe(root.querySelector('summary'))
  })
})
