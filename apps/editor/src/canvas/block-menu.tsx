import type { SupportedBlockType } from '@atelier/schema'
import { BLOCK_MENU } from '../blocks/block-catalog.js'

/** The menu of blocks to insert at a point of the page. */
export function BlockMenu({
  row,
  onPick,
  onClose,
}: {
  row: number
  onPick: (type: SupportedBlockType) => void
  onClose: () => void
}) {
  return (
    <div role="dialog" aria-label="Add a block" className="ed-block-menu">
      <p>Insert at row {row + 1}</p>
      <ul>
        {BLOCK_MENU.map((entry) => (
          <li key={entry.type}>
            <button type="button" onClick={() => onPick(entry.type)}>
              {entry.label}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  )
}
