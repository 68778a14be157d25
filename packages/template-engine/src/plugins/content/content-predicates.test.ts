import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

/** Renders `{.name?}yes{.or}no{.end}` with `node` in scope. */
const test = (predicate: string, node: unknown, root: Record<string, unknown> = {}): string =>
  compile(`{.section n}{.${predicate}}yes{.or}no{.end}{.end}`).render({ ...root, n: node }).output

describe('content predicates', () => {
  it('calendar-view?, external-link?, serviceNameEmail?, show-past-events?', () => {
    expect(test('calendar-view?', { calendarView: true })).toBe('yes')
    expect(test('calendar-view?', { calendarView: false })).toBe('no')
    expect(test('external-link?', { externalLink: 'http://x' })).toBe('yes')
    expect(test('external-link?', { externalLink: '' })).toBe('no')
    expect(test('serviceNameEmail?', { serviceName: 'email' })).toBe('yes')
    expect(test('serviceNameEmail?', { serviceName: 'other' })).toBe('no')
    expect(test('show-past-events?', { showPastOrUpcomingEvents: 'past' })).toBe('yes')
    expect(test('show-past-events?', { showPastOrUpcomingEvents: 'upcoming' })).toBe('no')
  })

  it('child-images? and main-image? look for an image id', () => {
    expect(test('child-images?', { items: [{ mainImageId: 'a' }] })).toBe('yes')
    expect(test('child-images?', { items: [{ systemDataId: 'a' }] })).toBe('yes')
    expect(test('child-images?', { items: [{ foo: 0 }] })).toBe('no')
    expect(test('child-images?', { items: [] })).toBe('no')
    expect(test('main-image?', { systemDataId: 'a' })).toBe('yes')
    expect(test('main-image?', { foo: 0 })).toBe('no')
  })

  it('clickable? and redirect? follow the folder behaviour (SPEC §3)', () => {
    expect([1, 2, -1, undefined].map((b) => test('clickable?', { folderBehavior: b }))).toEqual([
      'yes',
      'yes',
      'no',
      'yes',
    ])
    expect(test('redirect?', { folderBehavior: 2 })).toBe('yes')
    expect(test('redirect?', { folderBehavior: 1 })).toBe('no')
  })

  it('collection predicates read the collection in scope', () => {
    expect(test('collection?', { collection: { a: 1 } })).toBe('yes')
    expect(test('collection?', { collection: {} })).toBe('no')
    expect(test('collection?', { x: 1 }, { collection: { a: 1 } })).toBe('yes')
    expect(test('collection-page?', { collection: { type: 10 } })).toBe('yes')
    expect(test('collection-page?', { collection: { type: 3 } })).toBe('no')
    expect(test('collection-template-page?', { collection: { type: 7 } })).toBe('yes')
    expect(test('collection-template-page?', { type: 7 })).toBe('yes')
    expect(test('collection-template-page?', { type: 6 })).toBe('no')
    expect(test('folder?', { collection: { folder: true } })).toBe('yes')
    expect(test('folder?', { collection: { folder: false } })).toBe('no')
    expect(test('index?', { collection: { folder: true, folderBehavior: 1 } })).toBe('yes')
    expect(test('index?', { collection: { folder: true, folderBehavior: 2 } })).toBe('no')
    expect(test('index?', { collection: { folder: false, folderBehavior: 1 } })).toBe('no')
  })

  it('collectionTypeNameEquals? compares the type name with its argument', () => {
    expect(test('collectionTypeNameEquals? foo', { typeName: 'foo' })).toBe('yes')
    expect(test('collectionTypeNameEquals? bar', { typeName: 'foo' })).toBe('no')
    expect(test('collectionTypeNameEquals?', { typeName: 'foo' })).toBe('no')
  })

  it('excerpt? needs visible text', () => {
    expect(test('excerpt?', { excerpt: { html: 'foo' } })).toBe('yes')
    expect(test('excerpt?', { excerpt: { html: '   ' } })).toBe('no')
    expect(test('excerpt?', { excerpt: 'abc' })).toBe('yes')
    expect(test('excerpt?', { excerpt: '  ' })).toBe('no')
    expect(test('excerpt?', { excerpt: 123 })).toBe('no')
  })

  it('has-multiple?, location? and passthrough?', () => {
    expect(test('has-multiple?', [1, 2])).toBe('yes')
    expect(test('has-multiple?', [1])).toBe('no')
    expect(test('location?', { location: { mapLat: 0, mapLng: 0 } })).toBe('yes')
    expect(test('location?', { location: { mapLat: 33.4 } })).toBe('no')
    expect(test('passthrough?', { passthrough: true, sourceUrl: 'http://x' })).toBe('yes')
    expect(test('passthrough?', { passthrough: true, sourceUrl: '' })).toBe('no')
    expect(test('passthrough?', { passthrough: false, sourceUrl: 'http://x' })).toBe('no')
  })
})
