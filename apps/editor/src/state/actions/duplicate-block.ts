import type { Layout } from '@atelier/schema'
import { Limits } from '@atelier/schema'
import type { ActionOf } from '../editor-action.js'
import { findBlock, placeBlock } from '../grid.js'

/** Copies a block into a new row right below the original. */
export function duplicateBlock(layout: Layout, action: ActionOf<'duplicate-block'>): Layout {
  const block = findBlock(layout, action.id)
  if (!block || layout.blocks.length >= Limits.blocksPerLayout) return layout
  if (findBlock(layout, action.newId)) return layout
  const copy = structuredClone({ ...block, id: action.newId })
  return {
    ...layout,
    blocks: placeBlock(layout.blocks, copy, { ...block.position }, 'below'),
  }
}
