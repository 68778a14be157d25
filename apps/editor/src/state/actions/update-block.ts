import type { Block, Layout } from '@atelier/schema'
import type { ActionOf } from '../editor-action.js'

/** Replaces a block's value (its content and settings); its place in the grid stays. */
export function updateBlock(layout: Layout, action: ActionOf<'update-block'>): Layout {
  if (!layout.blocks.some((block) => block.id === action.id)) return layout
  return {
    ...layout,
    // The value is checked by the schema validator before it is saved.
    blocks: layout.blocks.map((block) =>
      block.id === action.id ? ({ ...block, value: action.value } as Block) : block,
    ),
  }
}
