import { describe, expect, it } from 'vitest'
import { isVimeoBasicShare } from './vimeo-share.js'

describe('isVimeoBasicShare', () => {
  it.each([
    'https://vimeo.com/user123456789',
    'https://vimeo.com/user123456789/throwing-a-bowl',
    'https://www.vimeo.com/User42/videos',
    'https://vimeo.com/user123456789/review/76979871/8272dc2b2d',
    'https://vimeo.com/claystudio/review/76979871/8272dc2b2d',
    'https://vimeo.com/reviews/5ce1c4f8-6c6a-4f0d-9d4e-7a1a9c1b3f2e/videos/76979871',
  ])('refuses %s', (address) => {
    expect(isVimeoBasicShare(address)).toBe(true)
  })

  it.each([
    'https://vimeo.com/76979871',
    'https://vimeo.com/76979871/8272dc2b2d',
    'https://player.vimeo.com/video/76979871',
    'https://vimeo.com/channels/staffpicks/76979871',
    'https://vimeo.com/showcase/1234567',
    'https://vimeo.com/userguide',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://example.com/user123/review/1/abc',
    'vimeo.com/user123',
  ])('lets %s through', (address) => {
    expect(isVimeoBasicShare(address)).toBe(false)
  })
})
