import { describe, expect, it } from 'vitest'
import { imageView, objectPositionFor, srcsetFor, type ImageSource } from './image-view.js'

const vase: ImageSource = {
  url: '/files/abc/vase.jpg',
  width: 2000,
  height: 1500,
  derivedWidths: [100, 300, 500, 750, 1000, 1500],
  altText: 'A speckled stoneware vase',
  focalPoint: { x: 0.3, y: 0.7 },
}

describe('imageView', () => {
  it('lists only the derived widths that exist in srcset', () => {
    expect(srcsetFor({ ...vase, derivedWidths: [300, 100] })).toBe(
      '/files/abc/vase.jpg?format=100w 100w, /files/abc/vase.jpg?format=300w 300w',
    )
  })

  it('picks src by the thumbnail rule and keeps the aspect ratio in width/height', () => {
    const view = imageView(vase, { displayWidth: 600 })
    expect(view.src).toBe('/files/abc/vase.jpg?format=750w')
    expect(view.width).toBe(600)
    expect(view.height).toBe(450)
    expect(view.sizes).toBe('(max-width: 432px) 100vw, 600px')
  })

  it('falls back to the original when the wanted derivative was not made', () => {
    const small = { ...vase, width: 400, height: 400, derivedWidths: [100, 300] }
    expect(imageView(small, { displayWidth: 1200 }).src).toBe('/files/abc/vase.jpg')
    expect(imageView(small, { displayWidth: 1200 }).width).toBe(400)
  })

  it('is lazy below the fold and eager above it, with alt text and focal point', () => {
    expect(imageView(vase, { displayWidth: 300 }).loading).toBe('lazy')
    const hero = imageView(vase, { displayWidth: 1200, aboveFold: true })
    expect(hero.loading).toBe('eager')
    expect(hero.alt).toBe('A speckled stoneware vase')
    expect(hero.objectPosition).toBe('30% 70%')
  })

  it('crops width/height to a requested aspect ratio', () => {
    const view = imageView(vase, { displayWidth: 400, aspectRatio: 1 })
    expect([view.width, view.height]).toEqual([400, 400])
  })

  it('defaults the focal point to the centre', () => {
    expect(objectPositionFor({ x: 0.5, y: 0.5 })).toBe('50% 50%')
  })
})
