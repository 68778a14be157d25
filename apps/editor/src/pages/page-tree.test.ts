import { describe, expect, it } from 'vitest'
import type { PageSummary } from '../api/api-types.js'
import { movePage, placePage, toNavNodes, type PageTree } from './page-tree.js'

function page(
  id: string,
  kind: PageSummary['kind'] = 'page',
  children?: PageSummary[],
): PageSummary {
  return {
    id,
    kind,
    title: id.toUpperCase(),
    navigationTitle: id,
    urlId: id,
    status: 'published',
    locked: false,
    memberOnly: false,
    version: 1,
    settingsVersion: 1,
    ...(children ? { children } : {}),
  }
}

const tree: PageTree = {
  main: [page('home'), page('folder', 'folder', [page('inside')]), page('about')],
  hidden: [page('secret')],
  member: [],
}

const ids = (result: PageTree) =>
  toNavNodes(result.main).concat({ id: '|' }, toNavNodes(result.hidden))

describe('movePage', () => {
  it('moves a page up and down among its siblings and announces where it went', () => {
    const up = movePage(tree, 'about', 'up')
    expect(ids(up!.tree)).toEqual([
      { id: 'home' },
      { id: 'about' },
      { id: 'folder', children: [{ id: 'inside' }] },
      { id: '|' },
      { id: 'secret' },
    ])
    expect(up!.announcement).toBe('ABOUT moved to position 2 of 3 in Main Navigation.')
    expect(movePage(tree, 'home', 'up')).toBeNull()
    expect(movePage(tree, 'about', 'down')).toBeNull()
  })

  it('moves a page into the folder above it and back out after the folder', () => {
    const folderAbove = placePage(tree, 'about', { section: 'main', index: 2 })
    const into = movePage(folderAbove, 'about', 'in')
    expect(toNavNodes(into!.tree.main)).toEqual([
      { id: 'home' },
      { id: 'folder', children: [{ id: 'inside' }, { id: 'about' }] },
    ])
    expect(into!.announcement).toBe('ABOUT moved to position 2 of 2 in folder FOLDER.')
    const out = movePage(into!.tree, 'inside', 'out')
    expect(toNavNodes(out!.tree.main)).toEqual([
      { id: 'home' },
      { id: 'folder', children: [{ id: 'about' }] },
      { id: 'inside' },
    ])
  })

  it('moves a top-level page between Main Navigation and Not Linked', () => {
    const hidden = movePage(tree, 'home', 'in')
    expect(hidden!.announcement).toBe('HOME moved to position 1 of 2 in Not Linked.')
    const back = movePage(hidden!.tree, 'secret', 'out')
    expect(back!.tree.main.at(-1)?.id).toBe('secret')
    expect(back!.announcement).toBe('SECRET moved to position 3 of 3 in Main Navigation.')
  })
})
