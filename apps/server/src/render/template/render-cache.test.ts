import { describe, expect, it } from 'vitest'
import { RenderCache } from './render-cache.js'

describe('RenderCache', () => {
  it('drops the least recently used entry when full', () => {
    const cache = new RenderCache<string>(2)
    cache.set('a', 'A')
    cache.set('b', 'B')
    cache.get('a', 0)
    cache.set('c', 'C')
    expect(cache.get('b', 0)).toBeUndefined()
    expect(cache.get('a', 0)).toBe('A')
    expect(cache.get('c', 0)).toBe('C')
  })

  it('forgets an entry once its expiry (a scheduled publish time) has passed', () => {
    const cache = new RenderCache<string>(4)
    cache.set('home', '<html>', 1000)
    expect(cache.get('home', 999)).toBe('<html>')
    expect(cache.get('home', 1000)).toBeUndefined()
  })
})
