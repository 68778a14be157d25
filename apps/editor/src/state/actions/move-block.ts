import type { Layout } from '@atelier/schema'
import type { ActionOf } from '../editor-action.js'
import { findBlock, placeBlock } from '../grid.js'

/** Moves a block to a row and column; a taken spot opens a new row above or below it. */
export function moveBlock(layout: Layout, action: ActionOf<'move-block'>): Layout {
  const block = findBlock(layout, action.id)
  if (!block) return layout
  const position = { ...action.to, span: action.to.span ?? block.position.span }
  return { ...layout, blocks: placeBlock(layout.blocks, block, position, action.side) }
}
