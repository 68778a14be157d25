import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

const test = (predicate: string, node: unknown): string =>
  compile(`{.section n}{.${predicate}}yes{.or}no{.end}{.end}`).render({ n: node }).output

const RECORD_TYPES: [string, number][] = [
  ['undefined', -1],
  ['text', 1],
  ['image', 2],
  ['quote', 4],
  ['link', 5],
  ['audio', 7],
  ['video', 8],
  ['store-item', 11],
  ['event', 12],
  ['gallery', 14],
  ['binary', 15],
  ['css-asset', 16],
  ['tweak-asset', 17],
  ['digital-good', 18],
  ['attachment', 19],
  ['wordpress-export', 20],
  ['json-export', 21],
  ['site-search', 30],
  ['active-time', 31],
  ['tweet', 50],
  ['checkin', 52],
  ['kbarticle', 54],
]

describe('record type predicates (SPEC §3)', () => {
  it.each(RECORD_TYPES)('%s? matches record type %i only', (name, code) => {
    expect(test(`${name}?`, { recordType: code })).toBe('yes')
    expect(test(`${name}?`, { recordType: code + 100 })).toBe('no')
  })
})

describe('background source predicates', () => {
  it.each([
    ['undefined', -1],
    ['upload', 1],
    ['instagram', 2],
    ['video', 3],
    ['none', 4],
  ] as const)('background-source-%s? matches source %i', (name, code) => {
    expect(test(`background-source-${name}?`, { backgroundSource: code })).toBe('yes')
    expect(test(`background-source-${name}?`, { backgroundSource: 9 })).toBe('no')
  })
})

describe('current-type?', () => {
  it('compares the slide type with the named slice type', () => {
    expect(test('current-type? gallery', { currentType: 5 })).toBe('yes')
    expect(test('current-type? gallery', { currentType: -1 })).toBe('no')
    expect(test('current-type? unknown', { currentType: 5 })).toBe('no')
  })
})

describe('record types as the reference reads them', () => {
  it('reads the record type as a number, text or boolean alike', () => {
    expect(test('text?', { recordType: '1' })).toBe('yes')
    expect(test('text?', { recordType: true })).toBe('yes')
    expect(test('image?', { recordType: '2.0' })).toBe('yes')
    expect(test('event?', { recordType: '12px' })).toBe('yes')
    expect(test('text?', { recordType: 'x' })).toBe('no')
  })

  it.each(['video', 'image', 'quote', 'link', 'gallery'])(
    '%s? also holds for an item promoting a block of that type',
    (name) => {
      expect(test(`${name}?`, { recordType: 1, promotedBlockType: name })).toBe('yes')
      expect(test(`${name}?`, { recordType: 1, promotedBlockType: 'map' })).toBe('no')
    },
  )

  it('keeps the other record types to the record type itself', () => {
    expect(test('audio?', { recordType: 1, promotedBlockType: 'audio' })).toBe('no')
  })
})
