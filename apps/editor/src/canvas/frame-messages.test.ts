import { describe, expect, it } from 'vitest'
import { isFrameMessage } from './frame-messages.js'

describe('isFrameMessage', () => {
  it('accepts the frame events of SPEC §4 from the frame only', () => {
    expect(isFrameMessage({ source: 'atelier-frame', type: 'load' })).toBe(true)
    expect(isFrameMessage({ source: 'atelier-frame', type: 'iframe unload' })).toBe(true)
    expect(isFrameMessage({ source: 'atelier-editor', type: 'load' })).toBe(false)
    expect(isFrameMessage({ source: 'atelier-frame', type: 'change' })).toBe(false)
    expect(isFrameMessage('load')).toBe(false)
  })
})
