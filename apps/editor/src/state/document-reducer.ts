import type { Layout } from '@atelier/schema'
import type { EditorAction } from './editor-action.js'
import { deleteBlock } from './actions/delete-block.js'
import { duplicateBlock } from './actions/duplicate-block.js'
import { insertBlock } from './actions/insert-block.js'
import { moveBlock } from './actions/move-block.js'
import { replaceLayout } from './actions/replace-layout.js'
import { resizeBlock } from './actions/resize-block.js'
import { updateBlock } from './actions/update-block.js'

/** The one place a page document changes. Handlers return the same object for a no-op. */
export function documentReducer(layout: Layout, action: EditorAction): Layout {
  switch (action.type) {
    case 'insert-block':
      return insertBlock(layout, action)
    case 'move-block':
      return moveBlock(layout, action)
    case 'update-block':
      return updateBlock(layout, action)
    case 'delete-block':
      return deleteBlock(layout, action)
    case 'duplicate-block':
      return duplicateBlock(layout, action)
    case 'resize-block':
      return resizeBlock(layout, action)
    case 'replace-layout':
      return replaceLayout(layout, action)
  }
}
