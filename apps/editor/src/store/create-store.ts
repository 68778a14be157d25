import { editorApi } from '../api/editor-api.js'
import { editorStrings } from '../strings.js'
import { toNavNodes, treeFromSections } from '../pages/page-tree.js'

/** The title a store gets when the owner's is empty (SPEC §5). */
export const FALLBACK_STORE_TITLE = 'Store'

export type StoreCreation =
  | { ok: true; collectionId: string; urlId: string }
  | {
      ok: false
      step: 'collection' | 'category' | 'navigation'
      message: string
      collectionId?: string
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
  const storeTitle = title.trim() === '' ? FALLBACK_STORE_TITLE : title.trim()
  let collectionId: string
  // The server makes the url id from the title (transliterated, SPEC §5's fallback and suffix)
  // inside its own transaction, so the one it answers with is the store's.
  let createdUrlId: string
  try {
    const created = await editorApi.createStoreCollection(websiteId, {
      navigationTitle: storeTitle,
      title: storeTitle,
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
