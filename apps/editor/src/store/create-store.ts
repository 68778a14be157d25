import { editorApi } from '../api/editor-api.js'
import type { PageSummary } from '../api/api-types.js'
import { editorStrings } from '../strings.js'
import { toNavNodes, treeFromSections } from '../pages/page-tree.js'
import { FALLBACK_STORE_TITLE, storeUrlId } from './store-url-id.js'

export type StoreCreation =
  | { ok: true; collectionId: string; urlId: string }
  | {
      ok: false
      step: 'collection' | 'category' | 'navigation'
      message: string
      collectionId?: string
    }

function allPages(pages: readonly PageSummary[]): PageSummary[] {
  return pages.flatMap((page) => [page, ...allPages(page.children ?? [])])
}

/**
 * SPEC §4 store creation: the product collection, then its root category, then (optionally) the
 * store first in the main navigation. Each step's failure says which step stopped the flow.
 */
export async function createStore(
  websiteId: string,
  title: string,
  options: { addToNavigation: boolean },
): Promise<StoreCreation> {
  const { sections } = await editorApi.pages()
  const taken = new Set(
    sections
      .flatMap((section) => allPages(section.pages))
      .filter((page) => page.kind === 'store')
      .map((page) => page.urlId),
  )
  const storeTitle = title.trim() === '' ? FALLBACK_STORE_TITLE : title.trim()
  const urlId = storeUrlId(storeTitle, taken)
  let collectionId: string
  // The server makes the url id unique again inside its own transaction (another store may have
  // taken ours since the list was read), so the one it answers with is the store's.
  let createdUrlId: string
  try {
    const created = await editorApi.createStoreCollection(websiteId, {
      navigationTitle: storeTitle,
      title: storeTitle,
      urlId,
      description: '',
      enabled: true,
    })
    collectionId = created.id
    createdUrlId = created.urlId
  } catch (error) {
    return { ok: false, step: 'collection', message: (error as Error).message }
  }
  try {
    await editorApi.createRootCategory(websiteId, collectionId, {
      displayName: storeTitle,
      parentCategoryId: null,
      type: 'ROOT',
      pageRendering: 'LIST_VIEW',
      displayIndex: 1,
    })
  } catch (error) {
    return { ok: false, step: 'category', message: (error as Error).message, collectionId }
  }
  if (options.addToNavigation) {
    const layout = await editorApi.siteLayout()
    if (!layout.layout.some((entry) => entry.identifier === 'mainNav')) {
      return {
        ok: false,
        step: 'navigation',
        message: editorStrings.noMainNavigation,
        collectionId,
      }
    }
    // Arranged through the editor's navigation call, which keeps folders and links as they are.
    const latest = await editorApi.pages()
    const tree = treeFromSections(latest.sections)
    const store = [...tree.main, ...tree.hidden].find((page) => page.id === collectionId)
    if (store) {
      await editorApi.arrangeNavigation(
        {
          main: [
            { id: collectionId },
            ...toNavNodes(tree.main.filter((page) => page.id !== collectionId)),
          ],
          hidden: toNavNodes(tree.hidden.filter((page) => page.id !== collectionId)),
        },
        latest.navigationVersion,
      )
    }
  }
  return { ok: true, collectionId, urlId: createdUrlId }
}
