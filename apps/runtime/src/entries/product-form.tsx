import { render } from 'preact'
import { loadCartAtPageStart } from '../cart/load-cart-at-page-start.js'
import { mountIslands } from '../islands/mount-islands.js'
import { productDisplay } from '../product/product-display.js'
import { readProductData } from '../product/product-data.js'
import { ProductForm } from '../product/product-form.js'

/** Replaces the server-rendered form with the live one, keeping the formatters' class names. */
export function mountProductForm(root: HTMLElement, navigate?: (url: string) => void): void {
  const data = readProductData(root)
  const display = productDisplay(root, data.product)
  root.textContent = ''
  // Other islands of the product (the installment pill) read the variants here once the
  // formatters' markup is gone.
  if (data.product.variants?.length) root.dataset.variants = JSON.stringify(data.product.variants)
  render(<ProductForm data={data} onVariantChange={display.show} navigate={navigate} />, root)
}

mountIslands('product-form', mountProductForm)
loadCartAtPageStart()
