import { describe, expect, it } from 'vitest'
import { parseWith } from '../core/parse-result.js'
import { linkedCollectionIds, navigationSchema } from './navigation.js'

describe('navigation', () => {
  it('starts with four empty sections, the member-area navigation last', () => {
    expect(parseWith(navigationSchema, {})).toEqual({
      ok: true,
      value: { schemaVersion: 1, main: [], secondary: [], hidden: [], member: [] },
    })
  })

  it('links collections, web addresses and folders one level deep', () => {
    const result = parseWith(navigationSchema, {
      main: [
        { id: 'n1', kind: 'collection', collectionId: 'home' },
        {
          id: 'n2',
          kind: 'folder',
          title: 'More',
          children: [
            { id: 'n3', kind: 'collection', collectionId: 'about' },
            { id: 'n4', kind: 'external', url: 'https://example.com', title: 'Blog' },
          ],
        },
      ],
      hidden: [{ id: 'n5', kind: 'collection', collectionId: 'thanks' }],
    })
    expect(result.ok).toBe(true)
    if (result.ok) expect(linkedCollectionIds(result.value)).toEqual(['home', 'about', 'thanks'])
  })

  it('refuses folders inside folders, untitled links and script links', () => {
    const nested = { id: 'f2', kind: 'folder', title: 'Inner', children: [] }
    expect(
      parseWith(navigationSchema, {
        main: [{ id: 'f1', kind: 'folder', title: 'Outer', children: [nested] }],
      }).ok,
    ).toBe(false)
    expect(
      parseWith(navigationSchema, { main: [{ id: 'e', kind: 'external', url: '/x', title: '' }] }),
    ).toEqual({
      ok: false,
      issues: [{ path: 'main.0.title', message: 'A link needs a title.' }],
    })
    expect(
      parseWith(navigationSchema, {
        main: [{ id: 'e', kind: 'external', url: 'javascript:x', title: 'X' }],
      }).ok,
    ).toBe(false)
  })
})
