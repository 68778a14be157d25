import type { Layout } from '@atelier/schema'
import { Limits } from '@atelier/schema'
import type { ActionOf } from '../editor-action.js'
import { GRID_COLUMNS, placeBlock } from '../grid.js'

/** Adds a block at a point of the grid; a full layout (SPEC §9: 60 blocks) stays as it is. */
export function insertBlock(layout: Layout, action: ActionOf<'insert-block'>): Layout {
  if (layout.blocks.length >= Limits.blocksPerLayout) return layout
  if (layout.blocks.some((block) => block.id === action.block.id)) return layout
  const position = {
    row: action.at.row,
    col: action.at.col ?? 0,
    span: action.at.span ?? GRID_COLUMNS,
  }
  return { ...layout, blocks: placeBlock(layout.blocks, action.block, position) }
}
