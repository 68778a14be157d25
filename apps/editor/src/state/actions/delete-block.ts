import type { Layout } from '@atelier/schema'
import type { ActionOf } from '../editor-action.js'
import { compactRows } from '../grid.js'

export function deleteBlock(layout: Layout, action: ActionOf<'delete-block'>): Layout {
  if (!layout.blocks.some((block) => block.id === action.id)) return layout
  return { ...layout, blocks: compactRows(layout.blocks.filter((block) => block.id !== action.id)) }
}
