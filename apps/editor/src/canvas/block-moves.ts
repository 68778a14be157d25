import type { Block } from '@atelier/schema'
import type { EditorAction } from '../state/editor-action.js'

export type BlockMoveKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight'

/** The keyboard move of a block (Alt+Arrow) as a move-block action. */
export function keyboardMove(block: Block, key: BlockMoveKey): EditorAction | null {
  const { row, col } = block.position
  switch (key) {
    case 'ArrowUp':
      return row === 0
        ? null
        : { type: 'move-block', id: block.id, to: { row: row - 1, col }, side: 'above' }
    case 'ArrowDown':
      return { type: 'move-block', id: block.id, to: { row: row + 1, col }, side: 'below' }
    case 'ArrowLeft':
      return col === 0 ? null : { type: 'move-block', id: block.id, to: { row, col: col - 1 } }
    case 'ArrowRight':
      return { type: 'move-block', id: block.id, to: { row, col: col + 1 } }
  }
}

export function isMoveKey(key: string): key is BlockMoveKey {
  return key === 'ArrowUp' || key === 'ArrowDown' || key === 'ArrowLeft' || key === 'ArrowRight'
}
