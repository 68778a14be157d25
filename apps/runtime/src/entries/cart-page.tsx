import { render } from 'preact'
import { CartPage } from '../cart-page/cart-page.js'
import { readProductCards } from '../cart-page/product-cards.js'
import type { AdditionalFieldsForm } from '../cart/cart-view.js'
import { mountIslands } from '../islands/mount-islands.js'

function readForms(json: string | undefined): Record<string, AdditionalFieldsForm> {
  if (!json) return {}
  try {
    const parsed: unknown = JSON.parse(json)
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, AdditionalFieldsForm>)
      : {}
  } catch {
    return {}
  }
}

/**
 * SPEC §2: the full-page cart mounts where a cart root element exists. The root may carry
 * `data-minimum-subtotal-cents` with `data-minimum-subtotal-text` (the minimum as the server
 * prints money) and `data-product-forms` (item id → extra-information form).
 */
export function mountCartPage(root: HTMLElement): void {
  const minimum = Number(root.dataset.minimumSubtotalCents)
  const forms = readForms(root.dataset.productForms)
  root.textContent = ''
  render(
    <CartPage
      minimumSubtotalCents={minimum > 0 ? minimum : undefined}
      minimumSubtotalText={root.dataset.minimumSubtotalText || undefined}
      productForms={forms}
      productCards={readProductCards(root.dataset.productCards)}
      shopUrl={root.dataset.shopUrl || '/'}
    />,
    root,
  )
}

mountIslands('cart-page', mountCartPage)
