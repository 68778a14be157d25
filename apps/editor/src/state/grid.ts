import type { Block, BlockPosition, Layout } from '@atelier/schema'

/** The 12-column grid of SPEC §3 ("Layout grid default 12 columns"). */
export const GRID_COLUMNS = 12

export function overlaps(a: BlockPosition, b: BlockPosition): boolean {
  return a.row === b.row && a.col < b.col + b.span && b.col < a.col + a.span
}

/** Whether `position` is free of every block but `ignoreId`. */
export function isFree(blocks: readonly Block[], position: BlockPosition, ignoreId?: string) {
  return blocks.every((block) => block.id === ignoreId || !overlaps(block.position, position))
}

/** Keeps a block inside the grid: span 1-12, and col + span never past column 12. */
export function clampPosition(position: BlockPosition): BlockPosition {
  const span = Math.min(GRID_COLUMNS, Math.max(1, Math.round(position.span)))
  const col = Math.min(GRID_COLUMNS - span, Math.max(0, Math.round(position.col)))
  return { row: Math.max(0, Math.round(position.row)), col, span }
}

/** Pushes every block on `row` or below down one row, opening an empty row at `row`. */
export function openRow(blocks: readonly Block[], row: number): Block[] {
  return blocks.map((block) =>
    block.position.row >= row
      ? { ...block, position: { ...block.position, row: block.position.row + 1 } }
      : block,
  )
}

/** Renumbers rows 0, 1, 2… in order so no empty rows remain, and sorts blocks by place. */
export function compactRows(blocks: readonly Block[]): Block[] {
  const rows = [...new Set(blocks.map((block) => block.position.row))].sort((a, b) => a - b)
  const renumber = new Map(rows.map((row, index) => [row, index]))
  return blocks
    .map((block) => ({
      ...block,
      position: { ...block.position, row: renumber.get(block.position.row) ?? 0 },
    }))
    .sort((a, b) => a.position.row - b.position.row || a.position.col - b.position.col)
}

/**
 * Puts `block` at `position`. When the spot is taken, a new row is opened above (or below) the
 * target row so the block never overlaps another one.
 */
export function placeBlock(
  blocks: readonly Block[],
  block: Block,
  position: BlockPosition,
  side: 'above' | 'below' = 'above',
): Block[] {
  const others = blocks.filter((other) => other.id !== block.id)
  const wanted = clampPosition(position)
  if (isFree(others, wanted)) return compactRows([...others, { ...block, position: wanted }])
  const row = side === 'above' ? wanted.row : wanted.row + 1
  return compactRows([...openRow(others, row), { ...block, position: { ...wanted, row } }])
}

export function findBlock(layout: Layout, id: string): Block | undefined {
  return layout.blocks.find((block) => block.id === id)
}

/** Blocks in reading order: row by row, left to right. */
export function readingOrder(layout: Layout): Block[] {
  return [...layout.blocks].sort(
    (a, b) => a.position.row - b.position.row || a.position.col - b.position.col,
  )
}
