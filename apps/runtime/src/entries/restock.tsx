import { render } from 'preact'
import { mountIslands } from '../islands/mount-islands.js'
import { RestockBox } from '../restock/restock-box.js'

/** Mounts on the product page's restock box (`data-island="restock"`, hidden until sold out). */
export function mountRestock(root: HTMLElement): void {
  const itemId = root.dataset.itemId
  if (!itemId) return
  render(<RestockBox root={root} itemId={itemId} />, root)
}

mountIslands('restock', mountRestock)
