import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { EditorApi } from '../api/editor-api.js'
import type { PagesResponse } from '../api/api-types.js'
import { pageSummary } from '../testing/api-answers.js'
import type { PageTree } from './page-tree.js'
import { saveNavigation } from './save-navigation.js'
import { pagesKey } from './use-pages.js'

const api = vi.hoisted(() => ({
  arrangeNavigation: vi.fn<EditorApi['arrangeNavigation']>(),
  updatePage: vi.fn<EditorApi['updatePage']>(),
  pages: vi.fn<EditorApi['pages']>(),
}))
vi.mock('../api/editor-api.js', () => ({ editorApi: api }))

const page = (id: string, settingsVersion = 1) => pageSummary({ id, settingsVersion })

const saved: PageTree = { main: [page('home'), page('about')], hidden: [], member: [] }
const listOf = (tree: PageTree, navigationVersion: number): PagesResponse => ({
  navigationVersion,
  sections: [
    { id: 'main', title: 'Main Navigation', pages: tree.main },
    { id: 'hidden', title: 'Not Linked', pages: tree.hidden },
    { id: 'member', title: 'Member Areas', pages: tree.member },
  ],
})

beforeEach(() => {
  api.arrangeNavigation.mockReset()
  api.updatePage.mockReset()
  api.pages.mockReset()
})

describe('saveNavigation', () => {
  it('sends a move with all three sections and the base version, answering the new version', async () => {
    const moved: PageTree = { main: [page('home')], hidden: [], member: [page('about')] }
    api.arrangeNavigation.mockResolvedValue(listOf(moved, 42))
    const client = new QueryClient()
    expect(await saveNavigation(client, moved, saved, 7)).toBe(42)
    expect(api.arrangeNavigation).toHaveBeenCalledWith(
      { main: [{ id: 'home' }], hidden: [], member: [{ id: 'about' }] },
      7,
    )
    expect(api.updatePage).not.toHaveBeenCalled()
    expect(client.getQueryData(pagesKey)).toEqual(listOf(moved, 42))
  })

  it('sends a rename as the page titles, naming the freshest settings version', async () => {
    const client = new QueryClient()
    client.setQueryData(pagesKey, listOf({ ...saved, main: [page('home'), page('about', 55)] }, 7))
    const renamed: PageTree = {
      ...saved,
      main: [page('home'), { ...page('about'), title: 'Our story', navigationTitle: 'Our story' }],
    }
    api.updatePage.mockResolvedValue({ page: page('about', 56) })
    api.pages.mockResolvedValue(listOf(renamed, 8))
    expect(await saveNavigation(client, renamed, saved, 7)).toBe(8)
    expect(api.arrangeNavigation).not.toHaveBeenCalled()
    expect(api.updatePage).toHaveBeenCalledWith('about', {
      title: 'Our story',
      navigationTitle: 'Our story',
      baseVersion: 55,
    })
  })
})
