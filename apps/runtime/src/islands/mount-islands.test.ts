// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { islandNames, mountIslands } from './mount-islands.js'

describe('islands', () => {
  it('lists the island names of a page once each', () => {
    document.body.innerHTML =
      '<div data-island="cart-pill"></div><div data-island="product-form"></div><div data-island="product-form"></div>'
    expect(islandNames()).toEqual(['cart-pill', 'product-form'])
  })

  it('mounts each root of an island once, however often asked', () => {
    document.body.innerHTML =
      '<div data-island="product-form"></div><div data-island="product-form"></div>'
    const mount = vi.fn()
    expect(mountIslands('product-form', mount)).toBe(2)
    expect(mountIslands('product-form', mount)).toBe(0)
    expect(mount).toHaveBeenCalledTimes(2)
  })
})
