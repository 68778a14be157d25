import { describe, expect, it } from 'vitest'
import type { PageSummary } from '../../api/api-types.js'
import { toNavNodes, type PageTree } from '../../pages/page-tree.js'
import { startHistory } from '../history.js'
import { navigationHistoryReducer } from './navigation-reducer.js'

function page(id: string, kind: PageSummary['kind'] = 'page'): PageSummary {
  return {
    id,
    kind,
    title: id,
    navigationTitle: id,
    urlId: id,
    status: 'published',
    locked: false,
    memberOnly: false,
    version: 1,
    settingsVersion: 1,
    ...(kind === 'folder' ? { children: [] } : {}),
  }
}

const start: PageTree = {
  main: [page('home'), page('about'), page('more', 'folder')],
  hidden: [page('secret')],
  member: [page('lessons')],
}

const replay = (actions: Parameters<typeof navigationHistoryReducer>[1][]) =>
  actions.reduce(navigationHistoryReducer, startHistory(start))

const order = (tree: PageTree) => ({
  main: toNavNodes(tree.main).map((node) => node.id),
  hidden: toNavNodes(tree.hidden).map((node) => node.id),
  member: toNavNodes(tree.member).map((node) => node.id),
})

describe('navigation actions through the undo/redo history', () => {
  it('a reorder: apply, undo, redo', () => {
    const moved = replay([{ type: 'move-page', id: 'about', direction: 'up' }])
    expect(order(moved.present).main).toEqual(['about', 'home', 'more'])
    const undone = navigationHistoryReducer(moved, { type: 'undo' })
    expect(order(undone.present).main).toEqual(['home', 'about', 'more'])
    const redone = navigationHistoryReducer(undone, { type: 'redo' })
    expect(order(redone.present).main).toEqual(['about', 'home', 'more'])
  })

  it('a move into Member Areas and out again, each undoable', () => {
    const history = replay([
      { type: 'place-page', id: 'home', target: { section: 'member', index: 0 } },
      { type: 'move-page', id: 'lessons', direction: 'out' },
    ])
    expect(order(history.present)).toEqual({
      main: ['about', 'more'],
      hidden: ['secret', 'lessons'],
      member: ['home'],
    })
    const once = navigationHistoryReducer(history, { type: 'undo' })
    expect(order(once.present).member).toEqual(['home', 'lessons'])
    const twice = navigationHistoryReducer(once, { type: 'undo' })
    expect(order(twice.present)).toEqual(order(start))
    expect(order(navigationHistoryReducer(twice, { type: 'redo' }).present).member).toEqual([
      'home',
      'lessons',
    ])
  })

  it('Alt+ArrowRight walks a page from Not Linked on into Member Areas', () => {
    const { present } = replay([{ type: 'move-page', id: 'secret', direction: 'in' }])
    expect(order(present)).toMatchObject({ hidden: [], member: ['lessons', 'secret'] })
  })

  it('a rename: apply, undo, redo', () => {
    const renamed = replay([{ type: 'rename-page', id: 'about', title: 'Our story' }])
    expect(renamed.present.main[1]).toMatchObject({
      title: 'Our story',
      navigationTitle: 'Our story',
    })
    const undone = navigationHistoryReducer(renamed, { type: 'undo' })
    expect(undone.present.main[1]?.title).toBe('about')
    expect(navigationHistoryReducer(undone, { type: 'redo' }).present.main[1]?.title).toBe(
      'Our story',
    )
  })

  it('folders stay out of Member Areas; empty names and no-op moves are not steps', () => {
    const history = replay([
      { type: 'place-page', id: 'more', target: { section: 'member', index: 0 } },
      { type: 'rename-page', id: 'about', title: '  ' },
      { type: 'move-page', id: 'home', direction: 'up' },
    ])
    expect(history.past).toHaveLength(0)
  })
})
