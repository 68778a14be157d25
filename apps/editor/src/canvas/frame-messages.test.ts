import { describe, expect, it } from 'vitest'
import { blockRectsOf, isFrameMessage } from './frame-messages.js'

describe('isFrameMessage', () => {
  it('accepts the frame events of SPEC §4 from the frame only', () => {
    expect(isFrameMessage({ source: 'atelier-frame', type: 'load' })).toBe(true)
    expect(isFrameMessage({ source: 'atelier-frame', type: 'iframe unload' })).toBe(true)
    expect(isFrameMessage({ source: 'atelier-editor', type: 'load' })).toBe(false)
    expect(isFrameMessage({ source: 'atelier-frame', type: 'change' })).toBe(false)
    expect(isFrameMessage('load')).toBe(false)
  })
})

describe('blockRectsOf', () => {
  const rects = (blocks: unknown) =>
    blockRectsOf({ source: 'atelier-frame', type: 'rects', payload: { blocks } })

  it('reads the block rectangles the frame reports', () => {
    expect(rects([{ id: 'a', top: 1, left: 2, width: 3, height: 4 }])).toEqual([
      { id: 'a', top: 1, left: 2, width: 3, height: 4 },
    ])
  })

  it('refuses malformed reports whole', () => {
    expect(rects('nope')).toBeUndefined()
    expect(rects([{ id: 'a', top: Number.NaN, left: 0, width: 0, height: 0 }])).toBeUndefined()
    expect(rects([{ id: 7, top: 0, left: 0, width: 0, height: 0 }])).toBeUndefined()
    expect(rects([null])).toBeUndefined()
    expect(blockRectsOf({ source: 'atelier-frame', type: 'load' })).toBeUndefined()
  })
})
