import { mountIslands } from '../islands/mount-islands.js'
import { onVariantChange } from '../product/variant-change-event.js'

/**
 * Mounts on the product page's restock box (`data-island="restock"`, hidden until sold out). The
 * box shows only while the chosen variant is sold out, so its code (and the captcha's) loads the
 * first time the product form says so; where no product form speaks for the item, at once.
 */
export function mountRestock(root: HTMLElement): void {
  const itemId = root.dataset.itemId
  if (!itemId) return
  const show = () =>
    void import('../restock/mount-restock.js').then(({ mountRestockBox }) => mountRestockBox(root))
  const form = document.querySelector(
    `[data-island="product-form"][data-item-id="${CSS.escape(itemId)}"]`,
  )
  if (form === null) {
    show()
    return
  }
  const stop = onVariantChange(itemId, (detail) => {
    if (!detail.soldOut) return
    stop()
    show()
  })
}

mountIslands('restock', mountRestock)
