// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { productMarkup, MUG_VARIANTS } from '../product/product-fixture.js'
import { loadIslands } from './loader.js'

describe('loader', () => {
  it('loads nothing on a page without islands, and ignores unknown islands', async () => {
    document.body.innerHTML = '<main><p>Hello</p><div data-island="no-such-feature"></div></main>'
    expect(await loadIslands()).toEqual([])
  })

  it('loads and mounts the entry of each island present', async () => {
    document.body.innerHTML =
      '<div class="cart-pill-root" data-island="cart-pill"><a class="cart-pill" href="/cart">Cart</a></div>' +
      productMarkup({ variants: MUG_VARIANTS })
    const loaded = await loadIslands()
    expect(loaded).toHaveLength(2)
    expect(document.querySelector('.cart-pill')?.getAttribute('aria-label')).toBe('0 items in cart')
    expect(document.querySelector('[data-island="product-form"] select')).not.toBeNull()
  })

  it('mounts forms marked site-form only; the old "form" name loads and mounts nothing', async () => {
    document.body.innerHTML =
      '<form class="site-form" data-island="site-form" data-form-id="form-a"><button type="submit">Send</button></form>' +
      '<form class="site-form" data-island="form" data-form-id="form-b"><button type="submit">Send</button></form>'
    expect(await loadIslands()).toHaveLength(1)
    const [current, old] = document.querySelectorAll<HTMLElement>('form')
    expect(current?.dataset.islandMounted).toBe('true')
    expect(current?.querySelector('.site-form__island')).not.toBeNull()
    expect(old?.dataset.islandMounted).toBeUndefined()
    expect(old?.querySelector('.site-form__island')).toBeNull()
  })
})
