import { describe, expect, it } from 'vitest'
import { parseWith } from '../core/parse-result.js'
import { imageRefSchema, parseOriginalSize } from './image-ref.js'

describe('image reference', () => {
  it('centres the focal point and fills empty texts by default', () => {
    expect(parseWith(imageRefSchema, { fileId: 'f1' })).toEqual({
      ok: true,
      value: { fileId: 'f1', mediaFocalPoint: { x: 0.5, y: 0.5 }, altText: '', title: '' },
    })
  })

  it('accepts an asset URL and a WIDTHxHEIGHT size', () => {
    expect(
      parseWith(imageRefSchema, {
        assetUrl: 'https://cdn.example.com/a.png',
        originalSize: '1500x1000',
      }).ok,
    ).toBe(true)
  })

  it('needs a file or a URL', () => {
    expect(parseWith(imageRefSchema, { altText: 'x' })).toEqual({
      ok: false,
      issues: [{ path: '', message: 'An image needs a fileId or an assetUrl.' }],
    })
  })

  it('refuses a malformed size and a focal point off the image', () => {
    expect(parseWith(imageRefSchema, { fileId: 'f', originalSize: '1500 by 1000' })).toEqual({
      ok: false,
      issues: [{ path: 'originalSize', message: "originalSize reads 'WIDTHxHEIGHT'." }],
    })
    expect(parseWith(imageRefSchema, { fileId: 'f', mediaFocalPoint: { x: 1.5 } }).ok).toBe(false)
  })

  it('reads width and height from originalSize', () => {
    expect(parseOriginalSize('1500x1000')).toEqual({ width: 1500, height: 1000 })
    expect(parseOriginalSize(undefined)).toBeUndefined()
    expect(parseOriginalSize('wide')).toBeUndefined()
  })
})
