import { render } from 'preact'
import { RestockBox } from './restock-box.js'

/** Draws the live restock box into the product page's `data-island="restock"` element. */
export function mountRestockBox(root: HTMLElement): void {
  const itemId = root.dataset.itemId
  if (!itemId) return
  render(<RestockBox root={root} itemId={itemId} />, root)
}
