import { describe, expect, it } from 'vitest'
import {
  derivedPath,
  derivedWidthsFor,
  imageWidths,
  srcsetFor,
  thumbnailWidthFor,
} from './image-widths.js'

describe('image widths (SPEC §9)', () => {
  it('are 100w, 300w, 500w, 750w, 1000w, 1500w, 2500w', () => {
    expect(imageWidths).toEqual([100, 300, 500, 750, 1000, 1500, 2500])
  })

  it.each([
    [1001, 1500],
    [1000, 1000],
    [751, 1000],
    [750, 750],
    [501, 750],
    [500, 500],
    [301, 500],
    [300, 300],
    [101, 300],
    [100, 100],
    [20, 100],
    [0, 100],
    [5000, 1500],
  ])('a thumbnail for size %i is %iw', (size, width) => {
    expect(thumbnailWidthFor(size)).toBe(width)
  })

  it('never derives a width wider than the original', () => {
    expect(derivedWidthsFor(99)).toEqual([])
    expect(derivedWidthsFor(750)).toEqual([100, 300, 500, 750])
    expect(derivedWidthsFor(4000)).toEqual([100, 300, 500, 750, 1000, 1500, 2500])
  })

  it('writes srcset strings with format URLs', () => {
    expect(srcsetFor('/files/s/a.jpg', [100, 300])).toBe(
      '/files/s/a.jpg?format=100w 100w, /files/s/a.jpg?format=300w 300w',
    )
    expect(srcsetFor('/img?x=1', [500])).toBe('/img?x=1&format=500w 500w')
    expect(srcsetFor('/files/a.jpg', [])).toBe('')
  })

  it('stores a derived width beside its original', () => {
    expect(derivedPath('s/f/photo.jpg', 500)).toBe('s/f/photo.500w.jpg')
    expect(derivedPath('s/f.d/photo', 100)).toBe('s/f.d/photo.100w')
  })
})
