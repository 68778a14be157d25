import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

const test = (predicate: string, node: unknown): string =>
  compile(`{.section n}{.${predicate}}yes{.or}no{.end}{.end}`).render({ n: node }).output

const TYPES = [
  'map',
  'embed',
  'image',
  'code',
  'quote',
  'twitter',
  'link',
  'video',
  'foursquare',
  'instagram',
  'form',
]

describe('promoted block predicates', () => {
  it.each(TYPES)('promoted%s? matches its block type only', (type) => {
    const name = `promoted${type.toUpperCase()}?`
    expect(test(name, { promotedBlockType: type })).toBe('yes')
    expect(test(name, { promotedBlockType: type === 'map' ? 'form' : 'map' })).toBe('no')
  })

  it('external-video? is true for video items and promoted videos', () => {
    expect(test('external-video?', { recordType: 8 })).toBe('yes')
    expect(test('external-video?', { promotedBlockType: 'video' })).toBe('yes')
    expect(test('external-video?', { promotedBlockType: 'link' })).toBe('no')
    expect(test('external-video?', { recordType: 18 })).toBe('no')
  })
})
