import type { Layout } from '@atelier/schema'
import type { ActionOf } from '../editor-action.js'
import { findBlock, placeBlock } from '../grid.js'

/** Changes how many of the 12 columns a block spans; a block that no longer fits moves down. */
export function resizeBlock(layout: Layout, action: ActionOf<'resize-block'>): Layout {
  const block = findBlock(layout, action.id)
  if (!block) return layout
  return {
    ...layout,
    blocks: placeBlock(layout.blocks, block, { ...block.position, span: action.span }, 'below'),
  }
}
